import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { type LoadResult, loadFor, loopUntilStopped, oneAtATime, type Target } from './load'
import { printProfile, type ProfileWindow } from './cpu-profile'
import { Report, ms, perSecond, times } from './report'
import { freshDataDir, seededBook } from './seeded-book'
import { signIn } from './signed-in'
import { Tally } from './tally'
import {
	ensureBuilt,
	freePort,
	prepareServerDir,
	startWebServer,
	type WebServer,
} from './web-server'

/*
 * npm run bench: the speed and memory yardstick. A cashier of 200,000 records × 5 installments (1M
 * payments) seeded once and kept, the built web server on a copy of it, and every figure against
 * a static page of the same server in the same run. Each line: the figure, its target, PASS or
 * FAIL; exits 1 on any FAIL. Run it alone on the machine (flock /tmp/caixa-bench.lock).
 *   npm run bench -- [--records 200000] [--seconds 10] [--only pages,filters,blocking,rss,bundle]
 *                    [--pages records,payments,portal] [--requests 30] [--rss-seconds 60]
 *                    [--profile [--top 25] [--keep-profile DIR]] [--server-dir DIR]
 * --profile: the server's CPU profile, for each page's load alone (µs of CPU per request, the
 * busy time's shares) and for the whole run. --server-dir: run a copy of build/ and public/ kept
 * in DIR, unbuilt (to compare two builds while others rebuild this tree).
 */

const { values: options } = parseArgs({
	options: {
		records: { type: 'string', default: '200000' },
		installments: { type: 'string', default: '5' },
		seconds: { type: 'string', default: '10' },
		connections: { type: 'string', default: '10' },
		requests: { type: 'string', default: '30' },
		'rss-seconds': { type: 'string', default: '60' },
		'rss-connections': { type: 'string', default: '50' },
		only: { type: 'string' },
		pages: { type: 'string', default: 'records,payments,portal' },
		profile: { type: 'boolean', default: false },
		'server-dir': { type: 'string' },
		'keep-profile': { type: 'string' },
		top: { type: 'string', default: '25' },
		'cache-dir': { type: 'string', default: path.resolve('node_modules/.cache/caixa-bench') },
	},
})
const records = Number(options.records)
const installments = Number(options.installments)
const seconds = Number(options.seconds)
const connections = Number(options.connections)
const requests = Math.max(20, Number(options.requests))
const rssSeconds = Number(options['rss-seconds'])
const rssConnections = Number(options['rss-connections'])
const phases = new Set(
	(options.only ?? 'pages,filters,blocking,rss,bundle').split(',').map((phase) => phase.trim()),
)

const pageChoice = new Set(options.pages.split(',').map((name) => name.trim()))
/** Each page's load under --profile, to read its CPU per request from the profile. */
const windows: ProfileWindow[] = []

const TARGET = {
	pageRatio: 0.5,
	filterP95: 50,
	blocking: 2,
	rssMb: 250,
	firstLoadBytes: 120 * 1024,
}

/*
 * A page's rate against the static page's, measured in turns: SLICES slices of the static page
 * and of the page, one after the other, each of seconds / SLICES, so both are measured under the
 * same conditions. Measured one after the other in two whole windows, the ratio moved with
 * whatever the machine did in between: the static page alone ran at 79–169 req/s from run to run
 * here (a shared 2-core machine), and a page's ratio by ±0.07 with it. The figure and its target
 * are the same: requests answered in the page's slices over those in the static page's.
 */
const SLICES = 5

const log = (line: string) => console.log(`› ${line}`)
const report = new Report()

function machine(): string {
	const cores = cpus()
	const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' })
	const commit = git.status === 0 ? git.stdout.trim() : 'unknown'
	const load = loadavg()
		.map((value) => value.toFixed(2))
		.join(' ')
	return `${cores.length} × ${cores[0]?.model ?? 'cpu'}, node ${process.version}, commit ${commit}, load average ${load}`
}

console.log(`npm run bench — ${machine()}`)
console.log(
	`book: ${records} records × ${installments} installments (${records * installments} payments); ${connections} connections × ${seconds} s per page; ${requests} requests per filter`,
)

const book = await seededBook({ records, installments }, options['cache-dir'], log)
const serverDir = options['server-dir'] ? prepareServerDir(options['server-dir']) : undefined
if (serverDir) log(`server: the build in ${serverDir}`)
else ensureBuilt(log)
const work = mkdtempSync(path.join(tmpdir(), 'caixa-bench-'))
const dataDir = path.join(work, 'data')
await freshDataDir(book, dataDir)
const secret = randomBytes(32).toString('base64url')
const { token, cookie } = await signIn(path.join(dataDir, 'caixa.sqlite'), book.ownerEmail, secret)
const profileDir = options.profile ? path.join(work, 'profile') : undefined
const server = await startWebServer({
	dataDir,
	port: await freePort(),
	secret,
	cpuProfileDir: profileDir,
	cwd: serverDir,
})
log(`server: pid ${server.pid} at ${server.origin}, ${server.rssMb().toFixed(0)} MB resident`)

// As a browser asks for a page: gzip accepted, so the server compresses what it renders.
const page = (pathname: string): Target => ({
	url: `${server.origin}${pathname}`,
	headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
})
const api = (pathname: string): Target => ({
	url: `${server.origin}/caixa/api${pathname}`,
	headers: { authorization: `Bearer ${token}` },
})
const staticPage = page('/privacy-policy')
const cashier = `/cashier/${book.cashierId}`

try {
	if (phases.has('pages')) await pages()
	let heaviest: Target | undefined
	if (phases.has('filters')) heaviest = await filters()
	if (phases.has('blocking'))
		await blocking(heaviest ?? api(`/cashiers/${book.cashierId}/inventories?followed=true&size=20`))
	if (phases.has('rss')) await memory(server)
} finally {
	await server.stop()
}
if (phases.has('bundle')) bundle()
if (profileDir) {
	const files = readdirSync(profileDir).map((file) => path.join(profileDir, file))
	const top = Number(options.top)
	for (const window of windows) printProfile(files, top, window)
	printProfile(files, top)
	const keep = options['keep-profile']
	if (keep) {
		// The .cpuprofile files (for cpu-profile.ts or a browser's profiler) and the pages' windows.
		cpSync(profileDir, keep, { recursive: true })
		writeFileSync(path.join(keep, 'windows.json'), JSON.stringify(windows, null, '\t'))
		log(`profile: kept in ${keep}`)
	}
}
rmSync(work, { recursive: true, force: true })

console.log(
	report.failures.length
		? `\n${report.failures.length} figure(s) off target: ${report.failures.join('; ')}`
		: '\nevery figure within its target',
)
process.exit(report.failures.length ? 1 : 0)

/** The page answers as expected (not a redirect to sign in), then a short warm-up. */
async function ready(target: Target) {
	const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' })
	await response.arrayBuffer()
	if (response.status !== (target.status ?? 200)) {
		throw new Error(
			`${target.url} answered ${response.status} ${response.headers.get('location') ?? ''}\n${server.tail()}`,
		)
	}
	await loadFor(target, connections, Math.min(2, seconds))
}

function described(result: LoadResult) {
	const failed = result.failures ? `, ${result.failures} FAILED` : ''
	return `${perSecond(result.requestsPerSecond)}, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}${failed}`
}

async function pages() {
	report.section(
		`Pages at ${connections} connections, ${seconds} s each in ${SLICES} slices, each slice after one of /privacy-policy`,
	)
	await ready(staticPage)
	for (const [name, label, pathname] of [
		['records', 'records page /cashier/{id}', cashier],
		['payments', 'payments list /cashier/{id}/payment', `${cashier}/payment`],
		['portal', 'portal /', '/'],
	] as const) {
		if (!pageChoice.has(name)) continue
		const target = page(pathname)
		await ready(target)
		const base = new Tally(`/privacy-policy (against ${name})`, server, connections)
		const measured = new Tally(label, server, connections)
		for (let slice = 0; slice < SLICES; slice++) {
			await base.add(staticPage, seconds / SLICES)
			await measured.add(target, seconds / SLICES)
		}
		const ratio = measured.rate() / base.rate()
		report.info(`/privacy-policy (static, in turns with ${name})`, base.described())
		report.info('', base.cpuPerRequest())
		report.check(
			label,
			`${times(ratio)} (${measured.described()})`,
			`≥ ${TARGET.pageRatio}×`,
			ratio >= TARGET.pageRatio && measured.failures === 0,
		)
		report.info('', measured.cpuPerRequest())
		windows.push(base.window(), measured.window())
	}
}

/** Each list filter one request at a time; answers the heaviest. */
async function filters(): Promise<Target> {
	report.section(`Filters, one request at a time (${requests} each, after 3 unmeasured)`)
	const inventories = `/cashiers/${book.cashierId}/inventories?size=20&`
	const payments = `/cashiers/${book.cashierId}/payments?size=20&`
	const textHit = `record ${Math.floor(records / 2) + 3}`
	const cases: Array<[string, string]> = [
		['records followed=true', `${inventories}followed=true`],
		['records followed=false', `${inventories}followed=false`],
		['records settlement=OVERDUE', `${inventories}settlement=OVERDUE`],
		['records settlement=PAID', `${inventories}settlement=PAID`],
		['records settlement=PARTLY_PAID', `${inventories}settlement=PARTLY_PAID`],
		['records settlement=PENDING', `${inventories}settlement=PENDING`],
		[`records text hit "${textHit}"`, `${inventories}text=${encodeURIComponent(textHit)}`],
		['records text miss "zebra"', `${inventories}text=zebra`],
		['payments followed=true', `${payments}followed=true`],
		['payments status=PENDING', `${payments}status=PENDING`],
		['payments status=PARTIALLY_PAID', `${payments}status=PARTIALLY_PAID`],
		['payments status=PAID', `${payments}status=PAID`],
		['payments status=OVERDUE', `${payments}status=OVERDUE`],
	]
	let heaviest: { target: Target; p95: number } | undefined
	for (const [label, pathname] of cases) {
		const target = api(pathname)
		await oneAtATime(target, 3)
		const result = await oneAtATime(target, requests)
		const rows = await countRows(target)
		report.check(
			label,
			`p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, ${rows} rows${result.failures ? `, ${result.failures} FAILED` : ''}`,
			`p95 ≤ ${TARGET.filterP95} ms`,
			result.p95 <= TARGET.filterP95 && result.failures === 0,
		)
		if (!heaviest || result.p95 > heaviest.p95) heaviest = { target, p95: result.p95 }
	}
	return heaviest?.target ?? api(cases[0]?.[1] ?? '')
}

async function countRows(target: Target): Promise<number> {
	const response = await fetch(target.url, { headers: target.headers })
	const body = (await response.json()) as unknown
	return Array.isArray(body) ? body.length : -1
}

async function blocking(heavy: Target) {
	report.section(
		`Blocking: /privacy-policy at ${connections} connections while one client loops on the heaviest filter`,
	)
	report.info('heaviest filter', heavy.url.replace(server.origin, ''))
	await ready(staticPage)
	const unloaded = await loadFor(staticPage, connections, seconds)
	report.info('/privacy-policy unloaded', described(unloaded))
	const heavyClient = loopUntilStopped(heavy)
	const loaded = await loadFor(staticPage, connections, seconds)
	const made = await heavyClient.stop()
	const ratio = loaded.p95 / unloaded.p95
	report.check(
		'/privacy-policy p95 under the heavy filter',
		`${times(ratio)} (${described(loaded)}; the filter ${made} times)`,
		`≤ ${TARGET.blocking}× unloaded p95`,
		ratio <= TARGET.blocking && loaded.failures === 0,
	)
}

async function memory(web: WebServer) {
	report.section(`Memory: the records page at ${rssConnections} connections for ${rssSeconds} s`)
	const before = web.rssMb()
	let peak = before
	const sampler = setInterval(() => {
		peak = Math.max(peak, web.rssMb())
	}, 1000)
	const result = await loadFor(page(cashier), rssConnections, rssSeconds)
	clearInterval(sampler)
	const after = web.rssMb()
	peak = Math.max(peak, after)
	report.info('load', described(result))
	report.check(
		'RSS of the server after the load',
		`${after.toFixed(0)} MB (before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB)`,
		`≤ ${TARGET.rssMb} MB`,
		after <= TARGET.rssMb && result.failures === 0,
	)
	await sleep(5000)
	report.info('RSS 5 s after the load', `${web.rssMb().toFixed(0)} MB`)
}

/** First-load JS from scripts/bundle-size.mjs over public/build (the build the server ran). */
function bundle() {
	report.section('First-load JS, gzipped (scripts/bundle-size.mjs)')
	const manifestAge = statSync('build/index.js').mtime.toISOString()
	const lines = execFileSync(process.execPath, ['scripts/bundle-size.mjs'], { encoding: 'utf8' })
	const sizes = new Map<string, number>()
	for (const line of lines.split('\n')) {
		// "<first load> KB  [<beyond the shell> KB]  <url>  (<route id>)"
		const match = /^\s*([\d.]+) KB\s+(?:[\d.]+ KB\s+)?(\/\S*)\s+\(/.exec(line)
		if (match?.[1] && match[2]) sizes.set(match[2], Number(match[1]) * 1024)
	}
	report.info('build of', manifestAge)
	for (const url of [
		'/authentication',
		'/',
		'/cashier/:cashierId',
		'/cashier/:cashierId/payment',
	]) {
		const bytes = sizes.get(url)
		report.check(
			url,
			bytes === undefined ? 'not in the build' : `${(bytes / 1024).toFixed(1)} KB`,
			`≤ ${TARGET.firstLoadBytes / 1024} KB`,
			bytes !== undefined && bytes <= TARGET.firstLoadBytes,
		)
	}
}
