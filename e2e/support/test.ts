import { createHash } from 'node:crypto'
import {
	test as base,
	expect,
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	type TestInfo,
} from '@playwright/test'

export { expect, type Page } from '@playwright/test'

/** The client address of one test (the same in every retry's browser and in forced faults). */
export function clientAddressOf(testInfo: TestInfo) {
	const [a = 0, b = 0, c = 0] = createHash('sha256')
		.update(`${testInfo.project.name} ${testInfo.testId} ${testInfo.retry}`)
		.digest()
	return `10.${a}.${b}.${c}`
}

const REPORT_BINDING = '__caixaCspViolation'

/**
 * Watches every page of a browser context for what the Content-Security-Policy blocked, both
 * ways a browser tells: the `securitypolicyviolation` event (a listener every page gets before
 * its own scripts, reporting through a binding; only with JavaScript on) and the console's
 * "Refused to …" messages, which the browser writes itself, JavaScript on or off. Returns the
 * list, filled as the pages run.
 */
export async function watchContentSecurityPolicy(
	context: BrowserContext,
	violations: string[] = [],
): Promise<string[]> {
	await context.exposeBinding(REPORT_BINDING, ({ page }, violation: string) => {
		violations.push(`${violation} (page ${page?.url() ?? '?'})`)
	})
	await context.addInitScript((binding) => {
		document.addEventListener('securitypolicyviolation', (event) => {
			const report = (window as unknown as Record<string, (text: string) => void>)[binding]
			void report?.(
				`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
					` at ${event.sourceFile || 'the document'}:${event.lineNumber}` +
					(event.sample ? ` "${event.sample}"` : ''),
			)
		})
	}, REPORT_BINDING)
	context.on('console', (message) => {
		if (/Refused to|Content Security Policy/i.test(message.text())) {
			violations.push(`console: ${message.text()} (page ${message.page()?.url() ?? '?'})`)
		}
	})
	return violations
}

/** Fails the test naming each thing the policy blocked in a context watched above. */
export function expectNoCspViolations(violations: readonly string[]) {
	expect(violations, 'Content-Security-Policy violations (none is allowed)').toEqual([])
}

/**
 * What every page of the web app answers with (server.ts, app/server/security-headers.server.ts);
 * each value a header must hold, checked on every document a test's browser loads.
 */
const PAGE_HEADERS: ReadonlyArray<[string, RegExp]> = [
	['content-security-policy', /script-src 'self' 'nonce-[^']+'.*frame-ancestors 'none'/],
	['x-content-type-options', /^nosniff$/],
	['referrer-policy', /^same-origin$/],
	['x-frame-options', /^DENY$/],
]

/**
 * Watches every document the context loads from the web app (not the sign-in providers' pages)
 * for the headers every page must carry, and a page Remix rendered whole (200) for
 * `Cache-Control: private, no-store`. Returns a check to await when the test ends: it fails
 * naming each page and header that fell short.
 */
export function watchPageHeaders(context: BrowserContext, appOrigin: string | undefined) {
	const checks: Array<Promise<string[]>> = []
	context.on('response', (response) => {
		const url = new URL(response.url())
		if (response.request().resourceType() !== 'document' || url.origin !== appOrigin) return
		checks.push(
			response.allHeaders().then((headers) => {
				const wrong = PAGE_HEADERS.filter(([name, value]) => !value.test(headers[name] ?? ''))
				if (response.status() === 200 && headers['cache-control'] !== 'private, no-store') {
					wrong.push(['cache-control', /private, no-store/])
				}
				return wrong.map(([name]) => `${url.pathname}${url.search}: ${name} = ${headers[name]}`)
			}),
		)
	})
	return async () => {
		const missing = (await Promise.all(checks)).flat()
		expect(missing, 'pages without the security headers').toEqual([])
	}
}

/**
 * A browser of a second person in the same test, watched as the test's own is: closing it
 * fails the test naming any violation its pages saw.
 */
export async function newWatchedContext(
	browser: Pick<Browser, 'newContext'>,
	options: BrowserContextOptions,
): Promise<BrowserContext> {
	const context = await browser.newContext(options)
	const violations = await watchContentSecurityPolicy(context)
	const close = context.close.bind(context)
	context.close = async (closeOptions) => {
		await close(closeOptions)
		expectNoCspViolations(violations)
	}
	return context
}

/**
 * Playwright's test, with each test its own client address, and no page of it allowed a CSP
 * violation. The web servers run as behind one proxy (TRUST_PROXY=1, playwright.config.ts): the
 * browser's X-Forwarded-For is its address, which the web app hands to the API, which limits
 * sign-in calls per address (10 a minute): every test counts as one person, instead of the whole
 * run as one flood from 127.0.0.1.
 */
export const test = base.extend<{
	/**
	 * What the policy blocked in this test's pages so far. A test that provokes a violation on
	 * purpose (framing a page) checks it here and takes it out; any other fails the test.
	 */
	cspViolations: string[]
}>({
	// eslint-disable-next-line no-empty-pattern
	cspViolations: async ({}, use) => {
		await use([])
	},
	context: async ({ context, cspViolations }, use, testInfo) => {
		await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddressOf(testInfo) })
		await watchContentSecurityPolicy(context, cspViolations)
		const { baseURL } = testInfo.project.use
		const checkPageHeaders = watchPageHeaders(context, baseURL && new URL(baseURL).origin)
		await use(context)
		expectNoCspViolations(cspViolations)
		await checkPageHeaders()
	},
})
