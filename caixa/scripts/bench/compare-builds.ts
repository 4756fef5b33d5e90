import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { freshDataDir, seededBook } from './seeded-book'
import { signIn } from './signed-in'
import { prepareServerDir } from './web-server'

/*
 * CPU per request of the bench's pages for two or more builds (copies of build/ and public/, as
 * npm run bench --server-dir takes them), loaded side by side in one process and asked in turns,
 * request by request, so a machine others load weighs on every build alike: npm run bench's
 * figures move by 10% from run to run on a shared machine, more than most single changes. Still
 * noisy under load (a build against itself can differ by a few %): read the medians of several
 * runs. Requests go to Remix's handler directly, one at a time (no HTTP, no express): what a page
 * costs, not what serving it costs. The main thread's share is what caps npm run bench's page rates
 * (SQLite runs in threads of its own, on the other core).
 *   npx tsx caixa/scripts/bench/compare-builds.ts DIR_A,DIR_B [--pages static,records,payments,portal]
 *       [--requests 30] [--rounds 8] [--records 20000]
 */

const { values: options, positionals } = parseArgs({
	allowPositionals: true,
	options: {
		pages: { type: 'string', default: 'static,records,payments,portal' },
		requests: { type: 'string', default: '30' },
		rounds: { type: 'string', default: '8' },
		records: { type: 'string', default: '20000' },
		'cache-dir': { type: 'string', default: path.resolve('node_modules/.cache/caixa-bench') },
	},
})
const dirs = (positionals[0] ?? '').split(',').filter(Boolean)
if (!dirs.length) {
	console.error('usage: compare-builds.ts DIR_A,DIR_B [--pages …] [--requests N] [--rounds N]')
	process.exit(2)
}
const requests = Number(options.requests)
const rounds = Number(options.rounds)

const book = await seededBook(
	{ records: Number(options.records), installments: 5 },
	options['cache-dir'],
	(line) => console.log(`› ${line}`),
)
const work = mkdtempSync(path.join(tmpdir(), 'caixa-compare-'))
const dataDir = path.join(work, 'data')
await freshDataDir(book, dataDir)
const secret = randomBytes(32).toString('base64url')
const { cookie } = await signIn(path.join(dataDir, 'caixa.sqlite'), book.ownerEmail, secret)
// As web-server.ts starts the server: the bench's own book on SQLite, the API in process.
Object.assign(process.env, {
	NODE_ENV: 'production',
	DATA_DIR: dataDir,
	SESSION_SECRET: secret,
	SECURE_COOKIES: 'false',
})
delete process.env.DATABASE_URL
delete process.env.CAIXA_API_URL

const { createRequestHandler, installGlobals } = await import('@remix-run/node')
installGlobals({ nativeFetch: true })
type Handler = ReturnType<typeof createRequestHandler>
const builds: Array<{ dir: string; handle: Handler }> = []
for (const dir of dirs) {
	const build = (await import(path.join(prepareServerDir(dir), 'build/index.js'))) as Parameters<
		typeof createRequestHandler
	>[0]
	builds.push({ dir, handle: createRequestHandler(build, 'production') })
}

const paths: Record<string, string> = {
	static: '/privacy-policy',
	records: `/cashier/${book.cashierId}`,
	payments: `/cashier/${book.cashierId}/payment`,
	portal: '/',
}

async function once(handle: Handler, pathname: string) {
	const request = new Request(`http://127.0.0.1${pathname}`, {
		headers: { cookie, 'x-forwarded-for': '127.0.0.1' },
	})
	// As server.ts makes a document request's context (kept-markup.tsx).
	const response = await handle(request, { cspNonce: 'bench', markup: new Map() })
	if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`)
	await response.arrayBuffer()
}

/**
 * ns the main thread has run (/proc's schedstat, Linux): what caps a page's rate, since Remix,
 * React and the API's JavaScript run there while SQLite's statements run in threads of their own.
 */
const mainThreadStat = `/proc/self/task/${process.pid}/schedstat`
const mainThreadNs = () => Number(readFileSync(mainThreadStat, 'utf8').split(' ')[0])

/** µs of CPU of one request: every thread's (user + system, SQLite's too) and the main thread's. */
async function cpuOf(handle: Handler, pathname: string): Promise<{ all: number; main: number }> {
	const from = process.cpuUsage()
	const mainFrom = mainThreadNs()
	await once(handle, pathname)
	const used = process.cpuUsage(from)
	return { all: used.user + used.system, main: (mainThreadNs() - mainFrom) / 1000 }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN
console.log(`${rounds} rounds of ${requests} requests per page and build, interleaved`)
for (const page of options.pages.split(',').map((name) => name.trim())) {
	const pathname = paths[page]
	if (!pathname) throw new Error(`no page ${page} (${Object.keys(paths).join(', ')})`)
	// Warm-up: each build's code compiled and its caches filled before anything counts.
	for (const { handle } of builds) for (let i = 0; i < 20; i++) await once(handle, pathname)
	// A round's total per build, its requests interleaved one by one with the other builds'.
	const samples = builds.map(() => ({ all: [] as number[], main: [] as number[] }))
	for (let round = 0; round < rounds; round++) {
		const totals = builds.map(() => ({ all: 0, main: 0 }))
		for (let i = 0; i < requests; i++) {
			for (const [index, { handle }] of builds.entries()) {
				const used = await cpuOf(handle, pathname)
				const total = totals[index]!
				total.all += used.all
				total.main += used.main
			}
		}
		for (const [index, total] of totals.entries()) {
			samples[index]?.all.push(total.all / requests)
			samples[index]?.main.push(total.main / requests)
		}
	}
	for (const [index, { dir }] of builds.entries()) {
		const { all = [], main = [] } = samples[index] ?? {}
		const ms = (us: number) => (us / 1000).toFixed(2)
		console.log(
			`${page.padEnd(9)} ${dir.padEnd(24)} median ${ms(median(all))} ms, lowest ${ms(Math.min(...all))} ms CPU per request; main thread median ${ms(median(main))}, lowest ${ms(Math.min(...main))} ms`,
		)
	}
}
rmSync(work, { recursive: true, force: true })
process.exit(0)
