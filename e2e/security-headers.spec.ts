import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'

// The web server's own protections (server.ts): the headers on every kind of response, an
// enforced Content-Security-Policy whose nonce every inline script carries, no framing, and
// cross-origin posts refused with a short page before anything changes.

const EVIL = 'http://evil.example'

/** An answer of the page (Response) or of the request API (APIResponse). */
type Answer = { headers(): Record<string, string> }

function expectSecurityHeaders(response: Answer | null, what: string) {
	const headers = response?.headers() ?? {}
	expect(headers['content-security-policy'], what).toMatch(/(^|; )frame-ancestors 'none'(;|$)/)
	expect(headers['content-security-policy'], what).toMatch(
		/(^|; )script-src 'self' 'nonce-[^']+'(;|$)/,
	)
	expect(headers['content-security-policy'], what).toMatch(/(^|; )base-uri 'none'(;|$)/)
	expect(headers['content-security-policy'], what).toMatch(/(^|; )object-src 'none'(;|$)/)
	expect(headers['content-security-policy-report-only'], what).toBeUndefined()
	expect(headers['x-frame-options'], what).toBe('DENY')
	expect(headers['x-content-type-options'], what).toBe('nosniff')
	expect(headers['referrer-policy'], what).toBe('same-origin')
	// The e2e servers run over plain HTTP with SECURE_COOKIES=false: HSTS only comes with HTTPS.
	expect(headers['strict-transport-security'], what).toBeUndefined()
}

function nonceOf(response: Answer): string {
	const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
	if (!nonce) throw new Error('no nonce in the policy')
	return nonce
}

test('a signed-out page, its data and its files carry the security headers', async ({ page }) => {
	const document = await page.request.get('/authentication')
	expect(document.status()).toBe(200)
	expectSecurityHeaders(document, 'page')
	expect(document.headers()['cache-control']).toBe('private, no-store')

	const data = await page.request.get('/authentication.data')
	expect(data.status()).toBe(200)
	expectSecurityHeaders(data, 'data request')
	expect(data.headers()['cache-control']).toBe('private, no-store')

	// Static files keep their own caching.
	const favicon = await page.request.get('/favicon.svg')
	expect(favicon.status()).toBe(200)
	expectSecurityHeaders(favicon, 'public file')
	expect(favicon.headers()['cache-control']).toBe('public, max-age=3600')
	const script = /<script[^>]* src="(\/build\/[^"]+\.js)"|"(\/build\/[^"]+\.js)"/.exec(
		await document.text(),
	)
	const built = script?.[1] ?? script?.[2]
	expect(built, 'a built script named in the page').toBeTruthy()
	const asset = await page.request.get(built!)
	expect(asset.status()).toBe(200)
	expectSecurityHeaders(asset, 'built file')
	expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

	const api = await page.request.get('/caixa/api/health')
	expect(api.status()).toBe(200)
	expectSecurityHeaders(api, 'API call')
})

test('a signed-in page and its data are never stored', async ({ page, context }, testInfo) => {
	await signIn(context, testInfo, 'ana')
	const response = await page.goto('/profile')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
	expectSecurityHeaders(response, 'signed-in page')
	expect(response!.headers()['cache-control']).toBe('private, no-store')

	const data = await page.request.get('/profile.data')
	expect(data.status()).toBe(200)
	expectSecurityHeaders(data, 'signed-in data request')
	expect(data.headers()['cache-control']).toBe('private, no-store')
})

test('each response has its own nonce, and every inline script carries it', async ({ page }) => {
	const first = await page.request.get('/authentication')
	const second = await page.request.get('/authentication')
	expect(nonceOf(first)).not.toBe(nonceOf(second))

	const html = await first.text()
	const scripts = html.match(/<script\b[^>]*>/g) ?? []
	expect(scripts.length).toBeGreaterThan(0)
	for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(first)}"`)
	// And the page still runs (with JavaScript on, the policy let the scripts in).
	await page.goto('/authentication')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('no other page can frame a page of Caixa', async ({ page, cspViolations, baseURL }) => {
	await page.setContent(`<iframe title="framed" src="${baseURL}/authentication"></iframe>`)
	const frame = page.frameLocator('iframe[title="framed"]')
	// The framed document never renders: the browser shows its own error page instead.
	await expect
		.poll(() =>
			page
				.frames()
				.find((f) => f !== page.mainFrame())
				?.url(),
		)
		.toMatch(/^chrome-error:/)
	await expect(frame.getByRole('button')).toHaveCount(0)
	// The watcher saw the refusal (proving it watches), and it is the one expected here.
	await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
	expect(cspViolations.every((violation) => violation.includes('frame-ancestors'))).toBe(true)
	cspViolations.splice(0)
})

/** A page of another site, with a form that posts to Caixa (the browser sends Origin: evil). */
async function evilPage(page: Page, baseURL: string, action: string, fields: string) {
	await page.route(`${EVIL}/**`, (route) =>
		route.fulfill({
			contentType: 'text/html',
			body: `<!DOCTYPE html><title>Win a prize</title><form method="post" action="${baseURL}${action}">${fields}<button>Claim</button></form>`,
		}),
	)
	await page.goto(`${EVIL}/prize`)
}

test('a form of another site posting to Caixa is refused with a short page, and nothing changes', async ({
	page,
	baseURL,
}) => {
	await evilPage(page, baseURL!, '/language', '<input type="hidden" name="language" value="pt-BR">')
	const [response] = await Promise.all([
		page.waitForResponse((r) => r.url() === `${baseURL}/language`),
		page.getByRole('button', { name: 'Claim' }).click(),
	])
	expect(response.status()).toBe(403)
	expectSecurityHeaders(response, 'the refusal')
	await expect(page.getByRole('heading', { name: 'Request refused', level: 1 })).toBeVisible()
	await expect(page.getByText('This form was sent from another website')).toBeVisible()

	// The language was not changed.
	await page.goto('/authentication')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

test('a cross-origin post does not sign anyone out, in their language', async ({
	page,
	context,
}, testInfo) => {
	await signIn(context, testInfo, 'ana')
	const refused = await page.request.post('/logout', {
		headers: { Origin: EVIL, 'Accept-Language': 'pt-BR' },
		form: {},
		maxRedirects: 0,
	})
	expect(refused.status()).toBe(403)
	expect(refused.headers()['content-type']).toContain('text/html')
	expect(await refused.text()).toContain('<h1>Pedido recusado</h1>')
	expect(refused.headers()['set-cookie']).toBeUndefined()

	// Still signed in.
	const profile = await page.goto('/profile')
	expect(profile?.url()).toMatch(/\/profile$/)

	// A browser that sends no Origin but says the post is cross-site is refused the same way.
	const crossSite = await page.request.post('/logout', {
		headers: { 'Sec-Fetch-Site': 'cross-site' },
		form: {},
		maxRedirects: 0,
	})
	expect(crossSite.status()).toBe(403)
	await page.goto('/profile')
	await expect(page).toHaveURL(/\/profile$/)

	// The same post from Caixa itself goes through.
	const own = await page.request.post('/logout', {
		headers: { Origin: new URL(page.url()).origin },
		form: {},
		maxRedirects: 0,
	})
	expect(own.status()).toBe(302)
})

test('the API refuses a browser page of another origin with problem+json', async ({ page }) => {
	const email = `refused.${Date.now()}@example.com`
	const response = await page.request.post('/caixa/api/authentication', {
		headers: { Origin: EVIL },
		data: { accessValue: email },
	})
	expect(response.status()).toBe(403)
	expect(response.headers()['content-type']).toContain('application/problem+json')
	expect(await response.json()).toMatchObject({ status: 403, title: 'Forbidden' })
	expectSecurityHeaders(response, 'API refusal')

	// A program (no Origin) makes the same call.
	const program = await page.request.post('/caixa/api/authentication', {
		data: { accessValue: email },
	})
	expect(program.status()).toBe(202)
})
