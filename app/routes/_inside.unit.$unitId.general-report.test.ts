import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { type MintedSession, mintSession } from '@caixa/testing/session'
import { signedInRequest, thrownResponse } from '~/testing/route-requests'
import { type GeneralReportPage } from '~/components/general-report/view'
import type * as CaixaServer from '~/server/caixa.server'
import type * as Export from './_inside.unit.$unitId.general-report.export'
import type * as Options from './_inside.unit.$unitId.general-report.options.$list'
import type * as Report from './_inside.unit.$unitId.general-report._index'

// The general report's loaders against the real API in process: a page without
// a period is sent to this month's canonical URL; rows per page and the page from the URL; the
// totals are the whole filtered set's whatever the page; the filters reach the API; `all` is the
// infinite list (a batch alone for its fetcher); the download streams the API's file with its
// name; the pickers' options; a stranger gets a 404.
// This month, all due today: a sale of 120,00 (Sorvetes, by Pix) in two installments of 60,00,
// the first paid; rent 80,00 (Aluguel) in four installments of 20,00, open: six installments.

let dataDir: string
let report: typeof Report
let download: typeof Export
let options: typeof Options
let call: typeof CaixaServer.caixaCall
let owner: MintedSession
let stranger: MintedSession
let unitId: string

const args = (request: Request, list = '') => ({
	request,
	params: { unitId, list },
	context: {},
})

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-general-report-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	report = await import('./_inside.unit.$unitId.general-report._index')
	download = await import('./_inside.unit.$unitId.general-report.export')
	options = await import('./_inside.unit.$unitId.general-report.options.$list')
	call = (await import('~/server/caixa.server')).caixaCall
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	stranger = await mintSession({ name: 'Edu', surname: 'Lima', email: 'edu@example.com' })
	const { data: cashier } = await call(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	unitId = cashier.unit.id
	const today = calendarDateIn(Date.now(), cashier.unit.timezone)
	const category = async (name: string, kind: 'INCOME' | 'EXPENSE', group: string) =>
		(
			await call(endpoints.units.categories.create, {
				params: { unitId },
				token: owner.token,
				body: { name, kind, group: group as 'REVENUE' },
			})
		).data.id
	const salesId = await category('Sorvetes', 'INCOME', 'REVENUE')
	const rentId = await category('Aluguel', 'EXPENSE', 'OPERATING_EXPENSE')
	const record = (
		body: Parameters<typeof call<typeof endpoints.cashiers.inventories.create>>[1]['body'],
	) =>
		call(endpoints.cashiers.inventories.create, {
			params: { id: cashier.id },
			token: owner.token,
			body,
		})
	await record({
		input: true,
		issuedOn: today,
		categoryId: salesId,
		total: 12_000,
		payments: [
			{ dueDate: today, amount: 6_000, paid: true, method: 'PIX' },
			{ dueDate: today, amount: 6_000, method: 'PIX' },
		],
	})
	await record({
		input: false,
		issuedOn: today,
		categoryId: rentId,
		total: 8_000,
		payments: Array.from({ length: 4 }, () => ({ dueDate: today, amount: 2_000 })),
	})
	// Importing the routes and the API, then migrating a database: slow on a busy machine.
}, 60_000)

afterAll(async () => {
	await rm(dataDir, { recursive: true, force: true })
})

async function load(url: string, session = owner) {
	return report.loader(
		args(await signedInRequest(session, `/unit/${unitId}/general-report${url}`)),
	) as Promise<GeneralReportPage>
}

async function canonical(url = '') {
	const redirect = await thrownResponse(load(url))
	expect(redirect.status).toBe(302)
	return new URL(redirect.headers.get('Location') ?? '', 'http://localhost')
}

/** This month's canonical query with `extra` keys added. */
async function thisMonth(extra = '') {
	const location = await canonical()
	return `${location.search}${extra}`
}

const IN = { count: 2, totalDue: 'R$120.00', paid: 'R$60.00', remaining: 'R$60.00' }
const OUT = { count: 4, totalDue: 'R$80.00', paid: 'R$0.00', remaining: 'R$80.00' }

describe('the report of a period', () => {
	it('opens on this month: a URL without a period is sent to its canonical form', async () => {
		const location = await canonical('?rows=5')
		expect(location.pathname).toBe(`/unit/${unitId}/general-report`)
		expect(location.searchParams.get('period')).toBe('CURRENT_MONTH')
		expect(Number(location.searchParams.get('from'))).toBeLessThan(Date.now())
		expect(Number(location.searchParams.get('to'))).toBeGreaterThan(Date.now())
		expect(location.searchParams.get('rows')).toBe('5')
	})

	it('20 rows a page by default: every installment, formatted, and the totals', async () => {
		const data = await load(await thisMonth())
		expect(data).toMatchObject({ title: 'General report', rowsPerPage: '20', problem: null })
		expect(data.count).toBe(6)
		expect(data.totals).toEqual({ in: IN, out: OUT })
		expect(data.paged).toMatchObject({ page: 1, pages: 1, firstRow: 1, lastRow: 6 })
		expect(data.list).toBeNull()
		const rent = data.paged?.rows.find((row) => !row.input)
		expect(rent).toMatchObject({
			installment: expect.stringMatching(/^[1-4] of 4$/),
			direction: 'Money out',
			category: 'Aluguel',
			cashier: 'Balcão',
			method: null,
			statusLabel: 'Pending',
			totalDue: 'R$20.00',
			paid: 'R$0.00',
			remaining: 'R$20.00',
		})
		expect(rent?.href).toMatch(/^\/cashier\/[^/]+\/payment\/[^/]+$/)
		expect(
			data.paged?.rows
				.filter((row) => row.input)
				.map((row) => row.statusLabel)
				.sort(),
		).toEqual(['Paid', 'Pending'])
	})

	it('5 rows a page: page 2 is the sixth row; the totals stay the whole set’s', async () => {
		const whole = await load(await thisMonth())
		const first = await load(await thisMonth('&rows=5'))
		const second = await load(await thisMonth('&rows=5&page=2'))
		expect(first.paged).toMatchObject({ page: 1, pages: 2, firstRow: 1, lastRow: 5 })
		expect(second.paged).toMatchObject({ page: 2, pages: 2, firstRow: 6, lastRow: 6 })
		const ids = (data: GeneralReportPage) => data.paged?.rows.map((row) => row.id) ?? []
		expect([...ids(first), ...ids(second)]).toEqual(ids(whole))
		expect(second.totals).toEqual({ in: IN, out: OUT })
		// A size the spec does not offer is the default.
		expect((await load(await thisMonth('&rows=3'))).rowsPerPage).toBe('20')
	})

	it('the filters reach the API: money in still open; by Pix; a cancelled status alone', async () => {
		const open = await load(await thisMonth('&input=true&status=PENDING'))
		expect(open.filtered).toBe(true)
		expect(open.count).toBe(1)
		expect(open.totals).toEqual({
			in: { count: 1, totalDue: 'R$60.00', paid: 'R$0.00', remaining: 'R$60.00' },
			out: { count: 0, totalDue: 'R$0.00', paid: 'R$0.00', remaining: 'R$0.00' },
		})
		// Both directions ticked are no filter.
		const both = await load(await thisMonth('&input=true&input=false'))
		expect(both.count).toBe(6)
		const pix = await load(await thisMonth('&method=PIX'))
		expect(pix.paged?.rows.map((row) => row.method)).toEqual(['Pix', 'Pix'])
		const cancelled = await load(await thisMonth('&status=CANCELLED'))
		expect(cancelled.count).toBe(0)
		expect(cancelled.paged?.rows).toEqual([])
	})

	it('all: the infinite list’s first page, and a batch alone for its fetcher', async () => {
		const query = await thisMonth('&rows=all')
		const data = await load(query)
		expect(data.paged).toBeNull()
		expect(data.list).toMatchObject({ page: 1 })
		expect(data.list?.rows).toHaveLength(6)
		expect(data.totals).toEqual({ in: IN, out: OUT })
		const batch = (await load(`${query}&page=1&batch=1`)) as unknown as {
			rows: unknown[]
			page: number
		}
		expect(Object.keys(batch).sort()).toEqual(['page', 'rows'])
		expect(batch.rows).toHaveLength(6)
	})

	it('a period that ends before it starts is said, not an error', async () => {
		const location = await canonical()
		const from = location.searchParams.get('from') ?? ''
		const to = location.searchParams.get('to') ?? ''
		const swapped = await canonical(`?period=CUSTOMIZED&from=${to}&to=${from}`)
		const data = await load(swapped.search)
		expect(data).toMatchObject({ problem: 'ENDS_BEFORE', totals: null, paged: null })
	})

	it('is the unit’s people’s alone: a 404 to a stranger', async () => {
		const refused = await thrownResponse(load(await thisMonth(), stranger))
		expect(refused.status).toBe(404)
	})
})

describe('the download and the pickers', () => {
	async function exported(query: string, session = owner) {
		return download.loader(
			args(await signedInRequest(session, `/unit/${unitId}/general-report/export${query}`)),
		)
	}

	it('streams the API’s CSV of the page’s filters, with its file name', async () => {
		const answer = await exported(await thisMonth('&input=false&format=csv'))
		expect(answer.status).toBe(200)
		expect(answer.headers.get('Content-Type')).toMatch(/^text\/csv/)
		expect(answer.headers.get('Content-Disposition')).toMatch(
			/^attachment; filename="payments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
		)
		expect(answer.body).toBeInstanceOf(ReadableStream)
		const lines = (await answer.text()).trim().split('\r\n')
		expect(lines).toHaveLength(5)
		for (const line of lines.slice(1)) expect(line).toMatch(/,OUT,.*Aluguel.*,20\.00,0\.00,20\.00,/)
	})

	it('XLSX when asked; a stranger gets a 404', async () => {
		const answer = await exported(await thisMonth('&format=xlsx'))
		expect(answer.headers.get('Content-Type')).toBe(
			'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		)
		// A zip.
		expect(new Uint8Array(await answer.arrayBuffer()).slice(0, 2)).toEqual(
			new Uint8Array([0x50, 0x4b]),
		)
		const refused = await thrownResponse(exported(await thisMonth('&format=csv'), stranger))
		expect(refused.status).toBe(404)
	})

	it('the pickers search the unit’s categories, cashiers, clients or suppliers', async () => {
		const search = async (list: string, query: string) => {
			const request = await signedInRequest(
				owner,
				`/unit/${unitId}/general-report/options/${list}?query=${query}&offset=0&limit=10`,
			)
			return (await options.loader(args(request, list))).json()
		}
		expect(await search('categories', 'alu')).toEqual([
			{ id: expect.any(String), label: 'Aluguel' },
		])
		expect(await search('cashiers', '')).toEqual([{ id: expect.any(String), label: 'Balcão' }])
		expect(await search('clients-or-suppliers', '')).toEqual([])
		const unknown = await thrownResponse(
			options.loader(
				args(await signedInRequest(owner, `/unit/${unitId}/general-report/options/x`), 'x'),
			),
		)
		expect(unknown.status).toBe(404)
	})

	it('a chosen category restored from the URL by its name; a foreign id is dropped', async () => {
		const [aluguel] = (await (
			await options.loader(
				args(
					await signedInRequest(
						owner,
						`/unit/${unitId}/general-report/options/categories?query=Aluguel`,
					),
					'categories',
				),
			)
		).json()) as Array<{ id: string }>
		const data = await load(await thisMonth(`&categoryId=${aluguel?.id}`))
		expect(data.count).toBe(4)
		expect(data.filters.entities.categoryId?.chosen).toEqual([
			{ id: aluguel?.id, label: 'Aluguel' },
		])
		const stray = await canonical(
			(await thisMonth()) + '&categoryId=00000000-0000-4000-8000-000000000000',
		)
		// The picker stays open, empty.
		expect(stray.searchParams.getAll('categoryId')).toEqual([''])
	})
})
