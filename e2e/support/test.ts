import { createHash } from 'node:crypto'
import { test as base, type TestInfo } from '@playwright/test'

export { expect, type Page } from '@playwright/test'

/** The client address of one test (the same in every retry's browser and in forced faults). */
export function clientAddressOf(testInfo: TestInfo) {
	const [a = 0, b = 0, c = 0] = createHash('sha256')
		.update(`${testInfo.project.name} ${testInfo.testId} ${testInfo.retry}`)
		.digest()
	return `10.${a}.${b}.${c}`
}

/**
 * Playwright's test, with each test its own client address. The web app forwards the browser's
 * X-Forwarded-For to the API, which limits sign-in calls per address (10 a minute): every test
 * counts as one person, instead of the whole run as one flood from 127.0.0.1.
 */
export const test = base.extend({
	context: async ({ context }, use, testInfo) => {
		await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddressOf(testInfo) })
		await use(context)
	},
})
