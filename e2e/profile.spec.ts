import sharp from 'sharp'
import { blackPng } from '@caixa/testing/photo-bombs'
import { expectFits360 } from './support/page-checks'
import { signIn } from './support/session'
import { expect, test } from './support/test'

// The profile's photo: a plain multipart form (so it works without JavaScript), and the avatar
// everywhere shows the new photo on the very next page.

async function png() {
	return sharp({ create: { width: 64, height: 64, channels: 3, background: '#3367cf' } })
		.png()
		.toBuffer()
}

test('upload a photo and see it in the avatar at once', async ({
	page,
	context,
	request,
}, testInfo) => {
	await signIn(context, testInfo, 'carla')
	await page.goto('/profile')
	await page
		.getByLabel('Photo')
		.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() })
	await page.getByRole('button', { name: 'Upload photo' }).click()

	await expect(page.getByRole('status').filter({ hasText: 'Photo updated' })).toBeVisible()
	// The header's avatar (in the profile menu) and the profile's own, both the small rendition.
	const sample = /^\/caixa\/api\/multimedia\/content\/[0-9a-f-]{36}\.jpg\?size=SAMPLE$/
	const headerAvatar = page.getByRole('banner').locator('img')
	await expect(headerAvatar).toHaveAttribute('src', sample)
	await expect(page.getByRole('main').getByRole('img', { name: 'Carla Mendes' })).toHaveAttribute(
		'src',
		sample,
	)
	const photo = await request.get((await headerAvatar.getAttribute('src')) ?? '')
	expect(photo.status()).toBe(200)
	expect(photo.headers()['content-type']).toMatch(/^image\//)

	// It stays: another page, the same photo.
	await page.goto('/profile')
	await expect(headerAvatar).toHaveAttribute('src', sample)
})

test('a file that is not an image is refused on the field', async ({ page, context }, testInfo) => {
	await signIn(context, testInfo, 'carla')
	await page.goto('/profile')
	await page.getByLabel('Photo').setInputFiles({
		name: 'notes.png',
		mimeType: 'image/png',
		buffer: Buffer.from('these are not the bytes of an image'),
	})
	await page.getByRole('button', { name: 'Upload photo' }).click()
	await expect(page.getByText('That file is not an image we can read.')).toBeVisible()
	await expect(page.getByLabel('Photo')).toHaveAttribute('aria-invalid', 'true')
})

test('a photo over 5 MB is refused on the field', async ({ page, context }, testInfo) => {
	await signIn(context, testInfo, 'carla')
	await page.goto('/profile')
	await page.getByLabel('Photo').setInputFiles({
		name: 'huge.png',
		mimeType: 'image/png',
		buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
	})
	await page.getByRole('button', { name: 'Upload photo' }).click()
	// With JavaScript the browser says so before sending; without, the server after reading it.
	await expect(page.getByText(/over 5 MB/)).toBeVisible()
	await expect(page.getByLabel('Photo')).toHaveAttribute('aria-invalid', 'true')
})

test('an image of too many pixels is refused on the field as such', async ({
	page,
	context,
}, testInfo) => {
	await signIn(context, testInfo, 'carla')
	await page.goto('/profile')
	// 20000×20000 in 48 KB: under 5 MB, so only the API's reading of its header refuses it.
	await page.getByLabel('Photo').setInputFiles({
		name: 'bomb.png',
		mimeType: 'image/png',
		buffer: blackPng(20_000, 20_000, 1),
	})
	await page.getByRole('button', { name: 'Upload photo' }).click()
	await expect(
		page.getByText('That image has more than 50 megapixels. Choose a smaller photo.'),
	).toBeVisible()
	await expect(page.getByText(/over 5 MB/)).toHaveCount(0)
	await expect(page.getByLabel('Photo')).toHaveAttribute('aria-invalid', 'true')
})

test('name, surname and language are changed from the profile', async ({
	page,
	context,
}, testInfo) => {
	await signIn(context, testInfo, 'davi')
	await page.goto('/profile')
	const main = page.getByRole('main')

	// A name left blank is refused, and what was typed elsewhere stays.
	await main.getByLabel('Name', { exact: true }).fill('  ')
	await main.getByLabel('Surname').fill('Rocha Neto')
	await page.getByRole('button', { name: 'Save details' }).click()
	await expect(main.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
	await expect(main.getByLabel('Surname')).toHaveValue('Rocha Neto')

	await main.getByLabel('Name', { exact: true }).fill('Davi Luiz')
	await main.getByLabel('Language').selectOption('pt-BR')
	await page.getByRole('button', { name: 'Save details' }).click()
	await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'Dados salvos' })).toBeVisible()
	await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
	await expect(main.getByLabel('Nome', { exact: true })).toHaveValue('Davi Luiz')
	await expect(main.getByLabel('Sobrenome')).toHaveValue('Rocha Neto')
	// The header's profile menu shows the new name at once (the session cookie's copy).
	await expect(page.getByRole('banner').getByText('Davi Luiz Rocha Neto')).toBeVisible()
})

test('the profile fits a 360 px phone, a long e-mail address and the photo input too', async ({
	page,
	context,
}, testInfo) => {
	await signIn(context, testInfo, 'carla')
	await page.goto('/profile')
	await expect(page.getByLabel('Photo')).toBeVisible()
	// It scrolled sideways to 457 px (the address, one unbroken word, ran past the edge).
	await expectFits360(page)
})
