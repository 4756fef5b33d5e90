import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import { createCaixaApp } from '@caixa/http/app'
import { API_BASE } from '@caixa/http/paths'
import { manualClock, memoryMailer, mintSession } from '@caixa/testing'
import { Report, ms } from './bench/report'
import { freshDataDir, seededBook } from './bench/seeded-book'

/*
 * npm run bench:reports: the reports' yardstick. Every report endpoint over the bench's book
 * (200,000 records × 5 installments = 1M payments in one unit, seeded once and kept by
 * bench/seeded-book.ts, as npm run bench), each answered by the API in process — the route, its
 * query's validation, the session, the service, SQLite in its worker threads as the server runs
 * it, and the JSON read whole — WARMUP times, then RUNS times for p50/p95 (nearest rank), next to
 * a plain indexed sum over the summary rows (the floor any report over them pays). Each p95
 * against the budget, 50 ms: a miss is a FAIL line and exit 1. The export of the whole book is
 * timed once per format, with its rows per second and the process's peak RSS (streamed, it must
 * stay flat: the file is never held). The machine's load average is printed with each figure:
 * run it alone (flock /tmp/caixa-bench.lock).
 *   npm run bench:reports -- [--records 200000] [--runs 30] [--warmup 3]
 *                            [--only dre,drill,cash-flow,calendar,general,export] [--export csv,xlsx]
 */

const { values: options } = parseArgs({
	options: {
		records: { type: 'string', default: '200000' },
		installments: { type: 'string', default: '5' },
		runs: { type: 'string', default: '30' },
		warmup: { type: 'string', default: '3' },
		only: { type: 'string', default: 'dre,drill,cash-flow,calendar,general,export' },
		export: { type: 'string', default: 'csv,xlsx' },
		'cache-dir': { type: 'string', default: path.resolve('node_modules/.cache/caixa-bench') },
	},
})
const RUNS = Number(options.runs)
const WARMUP = Number(options.warmup)
const BUDGET_MS = 50
const phases = new Set(options.only.split(',').map((phase) => phase.trim()))

// The book's records are issued from 2020-01-01 over 2,000 days (to 2025-06-22), installments
// due monthly after: today in mid-2024 leaves paid, overdue and projected money on every report.
const NOW = Date.UTC(2024, 5, 15, 15)
const log = (line: string) => console.log(`› ${line}`)
const load = () => loadavg()[0]?.toFixed(2) ?? '?'
const report = new Report()

const book = await seededBook(
	{ records: Number(options.records), installments: Number(options.installments) },
	options['cache-dir'],
	log,
)
const work = mkdtempSync(path.join(tmpdir(), 'caixa-bench-reports-'))
const dataDir = path.join(work, 'data')
await freshDataDir(book, dataDir)
const db = createDatabase({ engine: 'sqlite', file: path.join(dataDir, 'caixa.sqlite') })
const clock = manualClock(NOW)
const app = createCaixaApp({ db, clock, mail: memoryMailer(), sessionPolicy: defaultSessionPolicy })
const { token } = await mintSession(
	{ name: 'Bench', surname: 'Owner', email: book.ownerEmail },
	{ db, clock },
)
const headers = { authorization: `Bearer ${token}` }

const { id: unitId, timezone } = await db
	.selectFrom('cashiers as k')
	.innerJoin('units as u', 'u.id', 'k.unit_id')
	.select(['u.id', 'u.timezone'])
	.where('k.id', '=', book.cashierId)
	.executeTakeFirstOrThrow()
const { id: categoryId } = await db
	.selectFrom('inventories')
	.select(['category_id as id'])
	.where('unit_id', '=', unitId)
	.where('category_id', 'is not', null)
	.limit(1)
	.executeTakeFirstOrThrow()
if (categoryId === null) throw new Error('the book has no category')
const summaryRows = await db
	.selectFrom('report_days')
	.select((eb) => eb.fn.countAll<number>().as('rows'))
	.executeTakeFirstOrThrow()
console.log(
	`npm run bench:reports — ${book.records * book.installments} payments in one unit (${timezone}), report_days ${summaryRows.rows} rows, today ${new Date(NOW).toISOString().slice(0, 10)}; ${WARMUP} warm-up + ${RUNS} runs each, budget p95 ≤ ${BUDGET_MS} ms; load average ${loadavg()
		.map((value) => value.toFixed(2))
		.join(' ')}`,
)

/** Noon UTC of a day: the same calendar day in any zone of the Americas or Europe. */
const at = (day: string) => Date.parse(`${day}T12:00:00Z`)
const period = (from: string, to: string) => `from=${at(from)}&to=${at(to)}`
const MONTH = period('2024-03-01', '2024-03-31')
const YEAR = period('2023-01-01', '2023-12-31')
const QUARTER = period('2024-04-01', '2024-06-30')

interface Timing {
	p50: number
	p95: number
	bytes: number
}

/** Nearest rank. */
const percentile = (sorted: readonly number[], p: number) =>
	sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN

async function timed(run: () => Promise<number>): Promise<Timing> {
	let bytes = 0
	for (let i = 0; i < WARMUP; i++) bytes = await run()
	const runs: number[] = []
	for (let i = 0; i < RUNS; i++) {
		const began = performance.now()
		bytes = await run()
		runs.push(performance.now() - began)
	}
	runs.sort((a, b) => a - b)
	return { p50: percentile(runs, 0.5), p95: percentile(runs, 0.95), bytes }
}

/** GET of the API, its body read whole; anything but a 200 stops the bench. */
async function get(pathname: string): Promise<Response> {
	const response = await app.request(`${API_BASE}${pathname}`, { headers })
	if (response.status !== 200) {
		throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
	}
	return response
}

const floors: string[] = []

/** The plain indexed sum over the summary rows of a span: what no report can beat. */
async function floor(label: string, from: string, to: string): Promise<void> {
	const { p50, p95 } = await timed(async () => {
		const { rows } = await sql`select sum(amount) as amount from report_days
			where unit_id = ${unitId} and measure = 'ACCRUED' and day between ${from} and ${to}`.execute(db)
		return rows.length
	})
	floors.push(`${label} ${ms(p50)}`)
	report.info(`report_days plain sum, ${label}`, `p50 ${ms(p50)}  p95 ${ms(p95)}  load ${load()}`)
}

async function endpoint(label: string, pathname: string): Promise<void> {
	const { p50, p95, bytes } = await timed(async () => (await (await get(pathname)).text()).length)
	report.check(
		label,
		`p50 ${ms(p50).padStart(7)}  p95 ${ms(p95).padStart(7)}  ${(bytes / 1024).toFixed(1).padStart(6)} KB  load ${load()}`,
		`p95 ≤ ${BUDGET_MS} ms`,
		p95 <= BUDGET_MS,
	)
}

const reports = `/reports/units/${unitId}`
const cashier = `cashierId=${book.cashierId}`

try {
	report.section('The floor: a plain indexed sum over report_days (unit, measure, day)')
	await floor('a month', '2024-03-01', '2024-03-31')
	await floor('a year', '2023-01-01', '2023-12-31')

	if (phases.has('dre')) {
		report.section('Income statement')
		for (const basis of ['ACCRUAL', 'CASH']) {
			const lower = basis.toLowerCase()
			await endpoint(`dre, ${lower}, a month`, `${reports}/dre?${MONTH}&basis=${basis}`)
			await endpoint(
				`dre, ${lower}, a month, one cashier`,
				`${reports}/dre?${MONTH}&basis=${basis}&${cashier}`,
			)
			await endpoint(`dre-by-year, ${lower}`, `${reports}/dre-by-year?year=2023&basis=${basis}`)
			await endpoint(`dre-last, ${lower}`, `${reports}/dre-last?basis=${basis}`)
		}
	}

	if (phases.has('drill')) {
		report.section('Income statement: a category drilled (the book’s one category, first page)')
		for (const basis of ['ACCRUAL', 'CASH']) {
			const lower = basis.toLowerCase()
			const drill = `${reports}/dre/categories/${categoryId}?basis=${basis}&size=20`
			await endpoint(`drill-down, ${lower}, a month`, `${drill}&${MONTH}`)
			await endpoint(`drill-down, ${lower}, a month, page 10`, `${drill}&${MONTH}&offset=180`)
			await endpoint(`drill-down, ${lower}, a year`, `${drill}&${YEAR}`)
		}
	}

	if (phases.has('cash-flow')) {
		report.section('Cash flow')
		const flow = `${reports}/cash-flow`
		for (const [filter, suffix] of [
			['', ''],
			[`&${cashier}`, ', one cashier'],
		] as const) {
			await endpoint(`cash flow, a month${suffix}`, `${flow}?${MONTH}${filter}`)
			await endpoint(
				`cash flow, a year by month${suffix}`,
				`${flow}?${YEAR}&granularity=MONTH${filter}`,
			)
			await endpoint(
				`cash flow, a quarter by week${suffix}`,
				`${flow}?${QUARTER}&granularity=WEEK${filter}`,
			)
		}
	}

	if (phases.has('calendar')) {
		report.section('Cash calendar')
		await endpoint('calendar, this month', `${reports}/cash-flow-by-day?month=2024-06`)
		await endpoint(
			'calendar, this month, one cashier',
			`${reports}/cash-flow-by-day?month=2024-06&${cashier}`,
		)
		await endpoint('calendar, a past month', `${reports}/cash-flow-by-day?month=2023-03`)
	}

	if (phases.has('general')) {
		report.section('General report (a page of 20 and the whole filtered set’s totals)')
		const list = `${reports}/payments?size=20`
		await endpoint('general report, a month, first page', `${list}&${MONTH}`)
		await endpoint('general report, a month, page 10', `${list}&${MONTH}&offset=180`)
		await endpoint(
			'general, month, OVERDUE in, category, page 10',
			`${list}&${MONTH}&status=OVERDUE&input=true&categoryId=${categoryId}&offset=180`,
		)
		await endpoint('general report, a month, one cashier', `${list}&${MONTH}&${cashier}`)
		await endpoint('general report, a year, first page', `${list}&${YEAR}`)
		await endpoint(
			'general, year, OVERDUE out, page 10',
			`${list}&${YEAR}&status=OVERDUE&input=false&offset=180`,
		)
	}

	if (phases.has('export')) {
		report.section('Export of the whole book (once per format; rows/s and the process’s RSS)')
		const everything = period('2019-01-01', '2026-12-31')
		const { totals } = (await (await get(`${reports}/payments?size=1&${everything}`)).json()) as {
			totals: { in: { count: number }; out: { count: number } }
		}
		const rows = totals.in.count + totals.out.count
		for (const format of options.export.split(',').map((name) => name.trim())) {
			await exportOnce(format, `${reports}/payments/export?format=${format}&${everything}`, rows)
		}
	}
} finally {
	await db.destroy()
	rmSync(work, { recursive: true, force: true })
}

/** One export of `rows` rows read through: its time, bytes and the process's peak RSS. */
async function exportOnce(format: string, pathname: string, rows: number): Promise<void> {
	const rssOf = () => process.memoryUsage.rss()
	const rssBefore = rssOf()
	let peak = rssBefore
	const sampler = setInterval(() => {
		peak = Math.max(peak, rssOf())
	}, 20)
	const began = performance.now()
	let bytes = 0
	let lines = 0
	try {
		const response = await get(pathname)
		const reader = response.body?.getReader()
		if (!reader) throw new Error('the export has no body')
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			bytes += value.byteLength
			if (format === 'csv') for (const byte of value) if (byte === 10) lines++
			peak = Math.max(peak, rssOf())
		}
	} finally {
		clearInterval(sampler)
	}
	const seconds = (performance.now() - began) / 1000
	// A CSV's lines less its header must be the list's count (an XLSX is zipped: not counted here).
	if (format === 'csv' && lines - 1 !== rows) {
		throw new Error(`the CSV holds ${lines - 1} rows, the list counts ${rows}`)
	}
	const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`
	report.info(
		`export ${format}, the whole book`,
		`${rows} rows in ${seconds.toFixed(1)} s (${(rows / seconds).toFixed(0)} rows/s), ${mb(bytes)}; RSS ${mb(rssBefore)} → peak ${mb(peak)}  load ${load()}`,
	)
}

console.log(`\nfloor (report_days plain sum, p50): ${floors.join(', ')}`)
if (report.failures.length) {
	console.log(
		`\nFAIL: ${report.failures.length} report(s) over p95 ${BUDGET_MS} ms: ${report.failures.join('; ')}`,
	)
	process.exit(1)
}
console.log(`\nPASS: every report's p95 ≤ ${BUDGET_MS} ms`)
