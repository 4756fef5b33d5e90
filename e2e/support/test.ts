import { createHash } from 'node:crypto'
import { test as base } from '@playwright/test'

export { expect, type Page } from '@playwright/test'

/**
 * Playwright's test, with each test its own client address. The web app forwards the browser's
 * X-Forwarded-For to the API, which limits sign-in calls per address (10 a minute): every test
 * counts as one person, instead of the whole run as one flood from 127.0.0.1.
 */
export const test = base.extend({
	context: async ({ context }, use, testInfo) => {
		const [a = 0, b = 0, c = 0] = createHash('sha256')
			.update(`${testInfo.project.name} ${testInfo.testId} ${testInfo.retry}`)
			.digest()
		await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${a}.${b}.${c}` })
		await use(context)
	},
})
