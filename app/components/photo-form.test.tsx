import { i18nIn, renderStatic } from '~/testing/render-static'
import { expect, test } from 'vitest'
import { photoConstraint, PhotoForm } from './photo-form'
import { photoFormSchema } from './photo-validation'
import { formConstraint } from '~/components/form-constraint'

test('the photo form is a plain multipart post of an image, its button the photo intent', async () => {
	const element = (
		<PhotoForm
			id="profile-photo"
			photo={null}
			lastResult={undefined}
			words={{ label: 'Photo', help: 'Up to 5 MB.', submit: 'Save photo' }}
		/>
	)
	const html = await renderStatic(element, { i18n: await i18nIn('en-US'), url: '/profile' })
	expect(html).toMatch(/<form method="post"[^>]* encType="multipart\/form-data"/)
	expect(html).toMatch(/<input[^>]* name="photo"[^>]* type="file" accept="image\/\*"/)
	expect(html).toMatch(/<button[^>]*type="submit" name="intent" value="photo">Save photo<\/button>/)
})

test('the constraints the photo form writes out are what its schema makes of them', () => {
	expect(photoConstraint).toEqual(formConstraint(photoFormSchema))
})
