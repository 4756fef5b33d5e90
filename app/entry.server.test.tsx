import { type AppLoadContext, type EntryContext } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'

// A page's render is aborted when it outlives the loaders' time, and a finished one lets that
// timer go: left running, it held each finished render (its tree, data and streams) for 6 s,
// which at the bench's load was ~40 MB of heap and put RSS over its 250 MB.

vi.mock('@remix-run/react', () => ({
	RemixServer: () => <main>A page</main>,
}))

const { default: handleRequest, streamTimeout } = await import('./entry.server')

/** The timers of at least the loaders' time set while `work` runs, and those cleared. */
async function abortTimers(work: () => Promise<unknown>) {
	const set = globalThis.setTimeout
	const clear = globalThis.clearTimeout
	const made: unknown[] = []
	const cleared = new Set<unknown>()
	vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
		callback: () => void,
		ms?: number,
		...rest: unknown[]
	) => {
		const timer = set(callback, ms, ...rest)
		if ((ms ?? 0) >= streamTimeout) made.push(timer)
		return timer
	}) as typeof setTimeout)
	vi.spyOn(globalThis, 'clearTimeout').mockImplementation((timer) => {
		cleared.add(timer)
		clear(timer)
	})
	await work()
	// Let React's own end-of-render work run out.
	await new Promise((resolve) => setImmediate(resolve))
	return { made, cleared }
}

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
	afterEach(() => {
		vi.restoreAllMocks()
	})

	it.each([
		['a browser, streamed', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0'],
		['a bot, whole', 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
	])('for %s lets its abort timer go once it is done', async (_, userAgent) => {
		let html = ''
		const { made, cleared } = await abortTimers(async () => {
			html = await render(userAgent)
		})
		expect(html).toContain('<main>A page</main>')
		expect(made).toHaveLength(1)
		expect(cleared.has(made[0])).toBe(true)
	})
})
