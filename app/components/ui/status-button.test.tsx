import i18next from 'i18next'
import { type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
// What Remix itself renders with on the server (a dependency of @remix-run/react).
import {
	createStaticHandler,
	createStaticRouter,
	StaticRouterProvider,
} from 'react-router-dom/server'
import { describe, expect, test } from 'vitest'
import { i18nConfig } from '~/i18n/config'
import { StatusButton } from './status-button'

// What the server sends, which is also what a browser without JavaScript shows.
const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en-US' })

async function render(node: ReactNode) {
	const handler = createStaticHandler([{ path: '*', element: node }])
	const context = await handler.query(new Request('http://localhost/unit/u1/edit'))
	if (context instanceof Response) throw new Error('unexpected response')
	const router = createStaticRouter(handler.dataRoutes, context)
	return renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<StaticRouterProvider router={router} context={context} hydrate={false} />
		</I18nextProvider>,
	)
}

describe('StatusButton', () => {
	test('without a submission on its way is a plain submit button with its own name', async () => {
		const html = await render(
			<StatusButton name="intent" value="save">
				Save
			</StatusButton>,
		)
		expect(html).toMatch(
			/^<button class="[^"]*" type="submit" name="intent" value="save">Save<\/button>$/,
		)
	})

	test('pending, it is disabled and busy, its name unchanged, and says it is working', async () => {
		const html = await render(<StatusButton pending>Save</StatusButton>)
		expect(html).toMatch(/<button[^>]* disabled="" aria-busy="true"[^>]*><svg aria-hidden="true"/)
		expect(html).toContain('Save</button>')
		expect(html).toContain('<span role="status" class="sr-only">Working on it…</span>')
	})

	test('a danger step keeps its red', async () => {
		expect(await render(<StatusButton variant="danger">Leave</StatusButton>)).toContain(
			'bg-red-700',
		)
	})
})
