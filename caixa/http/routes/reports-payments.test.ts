import { beforeAll, describe, expect, it } from 'vitest'
import { problemSchema } from '@caixa/contract/problem'
import { type ReportPayment, reportPaymentsSchema } from '@caixa/contract/report-payments'
import { type CashFlowBooks, writeCashFlowBooks } from '@caixa/db/cash-flow-reference-books'
import { type Member, useTestApi } from '@caixa/testing'
import { createCompanyCast } from '@caixa/testing/company-cast'

// The general report's list over db/cash-flow-reference-books.ts's March and April 2025 (its
// table says what each record owes and paid; today is 19/03 in São Paulo). Runs on SQLite, and
// on PostgreSQL under scripts/with-postgres.sh.

/** Noon UTC: the same calendar day in São Paulo. */
const ms = (date: string) => Date.parse(`${date}T12:00:00Z`)
const marchApril = `?from=${ms('2025-03-01')}&to=${ms('2025-04-30')}`

describe('/caixa/api/reports/units/{unitId}/payments', () => {
	const api = useTestApi()
	let books: CashFlowBooks
	const owner = () => books.cast.owner
	const path = () => `/reports/units/${books.cast.unit.id}/payments`
	const list = (query: string, member: Member = owner()) =>
		api.getOk(`${path()}${query}`, reportPaymentsSchema, member.headers)
	const expectProblem = async (response: Response, status: number) => {
		expect(response.status, await response.clone().text()).toBe(status)
		expect(response.headers.get('Content-Type')).toContain('application/problem+json')
		return problemSchema.parse(await response.json())
	}
	const categoryId = (name: string) => {
		const id = books.categories.get(name)
		if (!id) throw new Error(`No category ${name}`)
		return id
	}
	/** Every row of a query, page by page of `size`. */
	const everyRow = async (query: string, size: number) => {
		const rows: ReportPayment[] = []
		for (let offset = 0; ; offset += size) {
			const page = await list(`${query}&offset=${offset}&size=${size}`)
			rows.push(...page.rows)
			if (page.rows.length < size) return rows
		}
	}
	const sums = (rows: ReportPayment[], input: boolean) => {
		const mine = rows.filter((row) => row.input === input)
		const sum = (key: 'totalDue' | 'paid' | 'remaining') =>
			mine.reduce((total, row) => total + row[key], 0)
		return {
			count: mine.length,
			totalDue: sum('totalDue'),
			paid: sum('paid'),
			remaining: sum('remaining'),
		}
	}

	beforeAll(async () => {
		books = await writeCashFlowBooks(api.db)
		api.clock.set(books.clock.now())
	}, 60_000)

	it('March and April by due date: figures as worked by hand, totals of the whole set', async () => {
		const answer = await list(`${marchApril}&size=100`)
		expect(answer).toMatchObject({
			currency: books.cast.unit.currency,
			from: '2025-03-01',
			to: '2025-04-30',
			today: '2025-03-19',
		})
		// In: a 1/3 and 2/3, c (311.00, 100.00 paid), d (257.50 paid), h, i, k; out: b 1/2 and
		// 2/2, e. Not x (deleted), nor f3 (February) nor a 3/3 (May), nor the other unit's.
		expect(answer.totals).toEqual({
			in: { count: 7, totalDue: 401_850, paid: 255_750, remaining: 146_100 },
			out: { count: 3, totalDue: 210_000, paid: 40_000, remaining: 170_000 },
		})
		expect(answer.totals).toEqual({ in: sums(answer.rows, true), out: sums(answer.rows, false) })
		const dueDates = answer.rows.map((row) => row.dueDate)
		expect(dueDates).toEqual([...dueDates].sort())
		const c = answer.rows.find((row) => row.totalDue === 31_100)
		expect(c).toMatchObject({ paid: 10_000, remaining: 21_100, overdue: true })
		expect(c?.category?.id).toBe(categoryId('Services rendered'))
		expect(answer.rows.filter((row) => row.overdue)).toHaveLength(1)
		expect(new Set(answer.rows.map((row) => row.cashier.id))).toEqual(
			new Set([books.till, books.bank]),
		)
	})

	it('pages are stable: every size reads the same rows in the same order, none twice', async () => {
		const whole = (await list(`${marchApril}&size=100`)).rows
		for (const size of [1, 2, 3, 7]) {
			expect(await everyRow(marchApril, size)).toEqual(whole)
		}
		// The totals are the set's, whatever the page.
		const page = await list(`${marchApril}&offset=2&size=2`)
		expect(page.rows).toEqual(whole.slice(2, 4))
		expect(page.totals).toEqual((await list(marchApril)).totals)
	})

	it('filters, each keeping what it says, the totals those of the rows kept', async () => {
		const whole = (await list(`${marchApril}&size=100`)).rows
		const cases: Array<[string, (row: ReportPayment) => boolean]> = [
			['&input=true', (row) => row.input],
			['&input=false', (row) => !row.input],
			[`&cashierId=${books.bank}`, (row) => row.cashier.id === books.bank],
			[
				`&categoryId=${categoryId('Sales of goods')}&categoryId=${categoryId('Rent')}`,
				(row) =>
					row.category?.id === categoryId('Sales of goods') ||
					row.category?.id === categoryId('Rent'),
			],
			['&status=OVERDUE', (row) => row.overdue],
			['&status=PAID', (row) => row.status === 'PAID'],
			[
				'&status=PENDING&status=PARTIALLY_PAID',
				(row) => row.status === 'PENDING' || row.status === 'PARTIALLY_PAID',
			],
			['&status=CANCELLED', () => false],
		]
		for (const [query, keep] of cases) {
			const answer = await list(`${marchApril}${query}&size=100`)
			const expected = whole.filter(keep)
			expect(answer.rows, query).toEqual(expected)
			expect(answer.totals, query).toEqual({
				in: sums(expected, true),
				out: sums(expected, false),
			})
			if (query !== '&status=CANCELLED') expect(expected.length, query).toBeGreaterThan(0)
		}
		const withClient = whole.find((row) => row.clientOrSupplier !== null)
		if (withClient?.clientOrSupplier) {
			const answer = await list(
				`${marchApril}&clientOrSupplierId=${withClient.clientOrSupplier.id}&size=100`,
			)
			expect(answer.rows).toEqual(
				whole.filter((row) => row.clientOrSupplier?.id === withClient.clientOrSupplier?.id),
			)
		}
		const withMethod = whole.find((row) => row.method !== null)
		if (withMethod?.method) {
			const answer = await list(`${marchApril}&method=${withMethod.method}&size=100`)
			expect(answer.rows).toEqual(whole.filter((row) => row.method === withMethod.method))
		}
	})

	it('refuses a bad query with a 422 problem', async () => {
		for (const [query, field] of [
			[`?from=${ms('2025-04-02')}&to=${ms('2025-04-01')}`, 'to'],
			['?zone=Mars/Olympus', 'zone'],
			['?currency=USD', 'currency'],
			['?size=0', 'size'],
			['?size=101', 'size'],
			['?offset=-1', 'offset'],
			['?status=LATE', 'status'],
			['?method=GOLD', 'method'],
			['?categoryId=nope', 'categoryId'],
			['?input=maybe', 'input'],
		] as const) {
			const problem = await expectProblem(await api.get(`${path()}${query}`, owner().headers), 422)
			expect(
				problem.errors?.map((error) => error.path.split(/[.[]/)[0]),
				query,
			).toContain(field)
		}
	})

	it('the owner and the unit’s collaborators; a cashier’s collaborator, auditors and strangers get 404', async () => {
		const cast = books.cast
		for (const member of [cast.owner, cast.unitCollaborator]) {
			expect((await api.get(path(), member.headers)).status).toBe(200)
		}
		for (const member of [
			cast.cashierCollaborator,
			cast.auditor,
			cast.pendingAuditor,
			cast.stranger,
		]) {
			await expectProblem(await api.get(path(), member.headers), 404)
		}
		await expectProblem(await api.get(path()), 401)
		expect(await list(marchApril, cast.unitCollaborator)).toEqual(await list(marchApril))
		for (const unitId of [books.elsewhere, crypto.randomUUID()]) {
			await expectProblem(await api.get(`/reports/units/${unitId}/payments`, owner().headers), 404)
		}
		const company = await createCompanyCast(api.db, api.clock)
		const theirs = `/reports/units/${company.unit.id}/payments`
		for (const member of [company.owner, company.companyCollaborator, company.unitCollaborator]) {
			expect((await api.get(theirs, member.headers)).status).toBe(200)
		}
		for (const member of [company.marketplaceOwner, company.stranger]) {
			await expectProblem(await api.get(theirs, member.headers), 404)
		}
	})
})
