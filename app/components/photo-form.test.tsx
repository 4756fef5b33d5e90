import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
// What Remix itself renders with on the server (a dependency of @remix-run/react).
import {
	createStaticHandler,
	createStaticRouter,
	StaticRouterProvider,
} from 'react-router-dom/server'
import { expect, test } from 'vitest'
import { i18nConfig } from '~/i18n/config'
import { photoConstraint, PhotoForm } from './photo-form'
import { photoFormSchema } from './photo-validation'
import { formConstraint } from '~/components/form-constraint'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en-US' })

test('the photo form is a plain multipart post of an image, its button the photo intent', async () => {
	const element = (
		<PhotoForm
			id="profile-photo"
			photo={null}
			lastResult={undefined}
			words={{ label: 'Photo', help: 'Up to 5 MB.', submit: 'Save photo' }}
		/>
	)
	const handler = createStaticHandler([{ path: '*', element }])
	const context = await handler.query(new Request('http://localhost/profile'))
	if (context instanceof Response) throw new Error('unexpected response')
	const html = renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<StaticRouterProvider
				router={createStaticRouter(handler.dataRoutes, context)}
				context={context}
				hydrate={false}
			/>
		</I18nextProvider>,
	)
	expect(html).toMatch(/<form method="post"[^>]* encType="multipart\/form-data"/)
	expect(html).toMatch(/<input[^>]* name="photo"[^>]* type="file" accept="image\/\*"/)
	expect(html).toMatch(/<button[^>]*type="submit" name="intent" value="photo">Save photo<\/button>/)
})

test('the constraints the photo form writes out are what its schema makes of them', () => {
	expect(photoConstraint).toEqual(formConstraint(photoFormSchema))
})
