import { type AppLoadContext, type EntryContext } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'

// A page's render is aborted when it outlives the loaders' time, and a finished one leaves no
// timer behind: a timer left running held each finished render (its tree, data and streams) for
// 6 s, which at the bench's load was ~40 MB of heap and put RSS over its 250 MB (issue 14).

vi.mock('@remix-run/react', () => ({
	RemixServer: () => <main>A page</main>,
}))

const { default: handleRequest } = await import('./entry.server')

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length

async function render(userAgent: string) {
	const response = await handleRequest(
		new Request('http://localhost/privacy-policy', { headers: { 'User-Agent': userAgent } }),
		200,
		new Headers(),
		{} as EntryContext,
		{ cspNonce: 'nonce', markup: new Map() } as unknown as AppLoadContext,
	)
	return response.text()
}

describe('the document render', () => {
	it.each([
		['a browser, streamed', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0'],
		['a bot, whole', 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
	])('for %s leaves no timer once it is done', async (_, userAgent) => {
		await render(userAgent)
		const before = timers()
		const html = await render(userAgent)
		expect(html).toContain('<main>A page</main>')
		// Let React's own end-of-render work run out.
		await new Promise((resolve) => setImmediate(resolve))
		expect(timers()).toBe(before)
	})
})
