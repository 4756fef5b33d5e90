import { beforeAll, describe, expect, it } from 'vitest'
import {
	type CashFlow,
	type CashFlowByDay,
	cashFlowByDaySchema,
	cashFlowSchema,
} from '@caixa/contract/report-cash-flow'
import {
	type CashFlowBooks,
	cashFlowByDayReference,
	type CashFlowQuery,
	cashFlowReference,
	type CashFlowReference,
	writeCashFlowBooks,
} from '@caixa/testing/database-layer'
import { addDays } from '@caixa/domain/calendar-arithmetic'
import { createInventory } from '@caixa/services/inventories'
import { createUnitWithCashier, type Member, useTestApi } from '@caixa/testing'
import { createCompanyCast } from '@caixa/testing/company-cast'
import {
	expectCompanyUnitReaders,
	expectDocumentedAsReports,
	expectProblem,
	expectUnitReaders,
	idOf,
} from '@caixa/testing/report-books'

// The cash-flow endpoints over db/cash-flow-reference-books.ts's March and April 2025 (its table
// says what each record moved and what is still open; cash-flow-reference.test.ts works every
// figure out by hand): today is 19/03 in São Paulo. Checked here: what the API adds to the
// reference (the query read, names and order, flags, the calendar's grid), that its figures are
// the reference's, that every total is exact, the refusals and who may read. Runs on SQLite, and
// on PostgreSQL under scripts/with-postgres.sh.

/** Noon UTC: the same calendar day in São Paulo. */
const ms = (date: string) => Date.parse(`${date}T12:00:00Z`)

describe('/caixa/api/reports/units/{unitId}/cash-flow…', () => {
	const api = useTestApi()
	let books: CashFlowBooks
	const owner = () => books.cast.owner
	const base = () => `/reports/units/${books.cast.unit.id}`
	const flow = (query = '', member: Member = owner()) =>
		api.getOk(`${base()}/cash-flow${query}`, cashFlowSchema, member.headers)
	const byDay = (query = '', member: Member = owner()) =>
		api.getOk(`${base()}/cash-flow-by-day${query}`, cashFlowByDaySchema, member.headers)
	const reference = (query: Partial<CashFlowQuery> & Pick<CashFlowQuery, 'from' | 'to'>) =>
		cashFlowReference(api.db, { unitId: books.cast.unit.id, now: api.clock.now(), ...query })
	const categoryId = (name: string) => idOf(books.categories, name)

	beforeAll(async () => {
		books = await writeCashFlowBooks(api.db)
		api.clock.set(books.clock.now())
	}, 60_000)

	/** Every total is the sum of what it lists, every period chains, to the cent. */
	function expectExact(answer: CashFlow, unitWide: boolean) {
		const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
		const keys = [
			'inflow',
			'outflow',
			'projectedInflow',
			'projectedOutflow',
			'transfersIn',
			'transfersOut',
			'net',
		] as const
		expect(answer.periods[0]?.start).toBe(answer.from)
		expect(answer.periods.at(-1)?.end).toBe(answer.to)
		expect(answer.periods[0]?.openingBalance).toBe(answer.openingBalance)
		expect(answer.periods[0]?.projectedOpeningBalance).toBe(answer.projectedOpeningBalance)
		let opening = answer.openingBalance
		let projectedOpening = answer.projectedOpeningBalance
		let day = answer.from
		for (const period of answer.periods) {
			expect(period.start).toBe(day)
			day = addDays(period.end, 1)
			expect(period.openingBalance).toBe(opening)
			expect(period.projectedOpeningBalance).toBe(projectedOpening)
			expect(period.net).toBe(
				period.inflow - period.outflow + period.transfersIn - period.transfersOut,
			)
			expect(period.balance).toBe(period.openingBalance + period.net)
			expect(period.projectedBalance).toBe(
				period.projectedOpeningBalance +
					period.net +
					period.projectedInflow -
					period.projectedOutflow,
			)
			for (const key of ['inflow', 'outflow', 'projectedInflow', 'projectedOutflow'] as const) {
				expect(sum(period.categories.map((category) => category[key]))).toBe(period[key])
			}
			for (const key of ['transfersIn', 'transfersOut'] as const) {
				expect(sum(period.cashiers.map((cashier) => cashier[key]))).toBe(period[key])
			}
			if (unitWide) expect(period.transfersIn).toBe(period.transfersOut)
			opening = period.balance
			projectedOpening = period.projectedBalance
		}
		expect(answer.closingBalance).toBe(opening)
		expect(answer.projectedClosingBalance).toBe(projectedOpening)
		for (const key of keys) {
			expect(sum(answer.periods.map((period) => period[key])), key).toBe(answer[key])
		}
		for (const key of ['inflow', 'outflow', 'projectedInflow', 'projectedOutflow'] as const) {
			expect(sum(answer.categories.map((category) => category[key])), key).toBe(answer[key])
		}
		for (const key of ['transfersIn', 'transfersOut'] as const) {
			expect(sum(answer.cashiers.map((cashier) => cashier[key])), key).toBe(answer[key])
		}
		for (const key of ['inflow', 'outflow'] as const) {
			expect(sum(answer.overdue.categories.map((category) => category[key]))).toBe(
				answer.overdue[key],
			)
		}
		if (unitWide) expect(answer.transfersIn).toBe(answer.transfersOut)
		expect(answer.belowZero).toBe(answer.periods.some((period) => period.belowZero))
	}

	/** The answer's figures are the reference's, period by period, category by category. */
	function expectReference(answer: CashFlow, expected: CashFlowReference) {
		const byId = <T extends { id: string | null }>(list: T[]) =>
			[...list].sort((a, b) => String(a.id).localeCompare(String(b.id)))
		const categoriesOf = (list: CashFlowReference['categories']) =>
			byId(list.map(({ categoryId, ...figures }) => ({ id: categoryId, ...figures })))
		const cashiersOf = (list: CashFlowReference['cashiers']) =>
			byId(list.map(({ cashierId, ...figures }) => ({ id: cashierId, ...figures })))
		expect(answer).toMatchObject({
			currency: expected.currency,
			from: expected.from,
			to: expected.to,
			today: expected.today,
			granularity: expected.granularity,
			firstDayOfWeek: expected.firstDayOfWeek,
			openingBalance: expected.openingBalance,
			closingBalance: expected.closingBalance,
			inflow: expected.inflow,
			outflow: expected.outflow,
			transfersIn: expected.transfersIn,
			transfersOut: expected.transfersOut,
			net: expected.net,
			projectedInflow: expected.projectedInflow,
			projectedOutflow: expected.projectedOutflow,
			projectedOpeningBalance: expected.projectedOpeningBalance,
			projectedClosingBalance: expected.projectedClosingBalance,
		})
		expect(
			answer.periods.map((period) => ({
				...period,
				projected: undefined,
				belowZero: undefined,
				categories: byId(period.categories),
				cashiers: byId(period.cashiers),
			})),
		).toEqual(
			expected.periods.map((period) => ({
				start: period.start,
				end: period.end,
				openingBalance: period.openingBalance,
				inflow: period.inflow,
				outflow: period.outflow,
				transfersIn: period.transfersIn,
				transfersOut: period.transfersOut,
				projectedInflow: period.projectedInflow,
				projectedOutflow: period.projectedOutflow,
				net: period.net,
				balance: period.closingBalance,
				projectedOpeningBalance: period.projectedOpeningBalance,
				projectedBalance: period.projectedClosingBalance,
				projected: undefined,
				belowZero: undefined,
				categories: categoriesOf(period.categories),
				cashiers: cashiersOf(period.cashiers),
			})),
		)
		expect(byId(answer.categories).map(({ name: _, ...figures }) => figures)).toEqual(
			categoriesOf(expected.categories),
		)
		expect(byId(answer.cashiers).map(({ name: _, ...figures }) => figures)).toEqual(
			cashiersOf(expected.cashiers),
		)
		expect({
			...answer.overdue,
			categories: byId(answer.overdue.categories).map(({ name: _, ...figures }) => figures),
		}).toEqual({
			...expected.overdue,
			categories: byId(
				expected.overdue.categories.map(({ categoryId, ...figures }) => ({
					id: categoryId,
					...figures,
				})),
			),
		})
		// Names are the categories' own; null only for the records without one.
		for (const category of [...answer.categories, ...answer.overdue.categories]) {
			const name = expected.categoryNames.find((known) => known.id === category.id)?.name
			expect(category.name).toBe(category.id === null ? null : name)
		}
	}

	describe('GET …/cash-flow', () => {
		it('per month, the whole unit: figures as worked by hand, named and in the page’s order', async () => {
			const answer = await flow(
				`?from=${ms('2025-03-01')}&to=${ms('2025-04-30')}&granularity=MONTH`,
			)
			expect(answer).toMatchObject({
				currency: 'BRL',
				from: '2025-03-01',
				to: '2025-04-30',
				zone: 'America/Sao_Paulo',
				today: '2025-03-19',
				granularity: 'MONTH',
				firstDayOfWeek: 1,
				openingBalance: 620_000,
				closingBalance: 835_750,
				projectedOpeningBalance: 620_000,
				projectedClosingBalance: 790_750,
				inflow: 255_750,
				outflow: 40_000,
				transfersIn: 30_000,
				transfersOut: 30_000,
				net: 215_750,
				projectedInflow: 125_000,
				projectedOutflow: 170_000,
				belowZero: false,
			})
			expect(
				answer.periods.map((period) => [
					period.start,
					period.end,
					period.openingBalance,
					period.inflow,
					period.outflow,
					period.balance,
					period.projectedBalance,
					period.projected,
				]),
			).toEqual([
				['2025-03-01', '2025-03-31', 620_000, 255_750, 40_000, 835_750, 840_750, true],
				['2025-04-01', '2025-04-30', 835_750, 0, 0, 835_750, 790_750, true],
			])
			// By name, the records without a category last; a period lists its own, in that order.
			expect(answer.categories.map((category) => category.name)).toEqual([
				'Owner contributions',
				'Purchases for resale',
				'Rent',
				'Sales of goods',
				'Services rendered',
				null,
			])
			expect(answer.categories.at(-1)).toEqual({
				id: null,
				name: null,
				inflow: 0,
				outflow: 0,
				projectedInflow: 5_000,
				projectedOutflow: 0,
			})
			expect(answer.periods[1]?.categories.map((category) => category.id)).toEqual([
				categoryId('Purchases for resale'),
				categoryId('Rent'),
				categoryId('Sales of goods'),
				categoryId('Services rendered'),
			])
			// t is out of the till and into the bank account, the cashiers by name.
			expect(answer.cashiers).toEqual([
				{ id: books.bank, name: 'Bank account', transfersIn: 30_000, transfersOut: 0 },
				{ id: books.till, name: books.cast.cashier.name, transfersIn: 0, transfersOut: 30_000 },
			])
			expect(answer.periods[0]?.cashiers.map((cashier) => cashier.id)).toEqual([
				books.bank,
				books.till,
			])
			expect(answer.overdue).toEqual({
				inflow: 21_100,
				outflow: 8_000,
				categories: [
					{
						id: categoryId('Services rendered'),
						name: 'Services rendered',
						inflow: 21_100,
						outflow: 0,
					},
					{
						id: categoryId('Utilities (power, water, internet)'),
						name: 'Utilities (power, water, internet)',
						inflow: 0,
						outflow: 8_000,
					},
				],
			})
			expectExact(answer, true)
		})

		it('answers the current month in the zone by default, per week from Monday', async () => {
			const answer = await flow()
			expect(answer).toMatchObject({
				from: '2025-03-01',
				to: '2025-03-31',
				granularity: 'WEEK',
				firstDayOfWeek: 1,
			})
			expect(answer.periods.map((period) => [period.start, period.end, period.projected])).toEqual([
				['2025-03-01', '2025-03-02', false],
				['2025-03-03', '2025-03-09', false],
				['2025-03-10', '2025-03-16', false],
				['2025-03-17', '2025-03-23', true],
				['2025-03-24', '2025-03-30', true],
				['2025-03-31', '2025-03-31', true],
			])
			expectExact(answer, true)
			expectReference(answer, await reference({ from: '2025-03-01', to: '2025-03-31' }))
			// `to` alone, read in Tokyo: 20:00 UTC on 30/04 is already 1 May there, from the 1st.
			const tokyo = await flow(`?zone=Asia/Tokyo&to=${Date.parse('2025-04-30T20:00:00Z')}`)
			expect(tokyo).toMatchObject({ from: '2025-05-01', to: '2025-05-01', zone: 'Asia/Tokyo' })
			// Three months and more are per month; a missing edge comes from the other's month.
			const quarter = await flow(`?from=${ms('2025-03-01')}&to=${ms('2025-06-01')}`)
			expect(quarter.granularity).toBe('MONTH')
			const shorter = await flow(`?from=${ms('2025-03-01')}&to=${ms('2025-05-31')}`)
			expect(shorter.granularity).toBe('WEEK')
			const fromOnly = await flow(`?from=${ms('2025-04-10')}`)
			expect([fromOnly.from, fromOnly.to]).toEqual(['2025-04-10', '2025-04-30'])
		})

		it('per week from Sunday, one cashier: its projected balance below zero in April, flagged', async () => {
			const answer = await flow(
				`?from=${ms('2025-03-01')}&to=${ms('2025-04-30')}&firstDayOfWeek=7&cashierId=${books.till}`,
			)
			expect(
				answer.periods.map((period) => [period.start, period.projectedBalance, period.belowZero]),
			).toEqual([
				['2025-03-01', 130_000, false],
				['2025-03-02', 110_000, false],
				['2025-03-09', 90_000, false],
				['2025-03-16', 95_000, false],
				['2025-03-23', 95_000, false],
				['2025-03-30', -5_000, true],
				['2025-04-06', -55_000, true],
				['2025-04-13', -55_000, true],
				['2025-04-20', 45_000, false],
				['2025-04-27', 45_000, false],
			])
			expect(answer.belowZero).toBe(true)
			// One cashier's transfer is only out: it does not net to zero.
			expect(answer.cashiers).toEqual([
				{ id: books.till, name: books.cast.cashier.name, transfersIn: 0, transfersOut: 30_000 },
			])
			expectExact(answer, false)
			expectReference(
				answer,
				await reference({
					from: '2025-03-01',
					to: '2025-04-30',
					firstDayOfWeek: 7,
					cashierIds: [books.till],
				}),
			)
		})

		it('warns from today on only: a balance below zero in the past is history', async () => {
			// Another unit of the owner's: 100.00 paid out on 05/03 from a till with nothing in it.
			const now = api.clock.now()
			const overdrawn = await createUnitWithCashier(api.db, owner().profileId, {
				unitName: 'Overdrawn',
				timezone: 'America/Sao_Paulo',
				openingBalance: 0,
				now,
			})
			const body = { input: false, issuedOn: '2025-03-05', total: 10_000, paid: true } as const
			await createInventory(api.db, owner().profileId, overdrawn.cashier.id, body, undefined, now)
			const path = `/reports/units/${overdrawn.unit.id}`
			const march = await api.getOk(`${path}/cash-flow`, cashFlowSchema, owner().headers)
			expect(
				march.periods.map((period) => [
					period.start,
					period.balance,
					period.projectedBalance,
					period.projected,
					period.belowZero,
				]),
			).toEqual([
				['2025-03-01', 0, 0, false, false],
				['2025-03-03', -10_000, -10_000, false, false],
				['2025-03-10', -10_000, -10_000, false, false],
				['2025-03-17', -10_000, -10_000, true, true],
				['2025-03-24', -10_000, -10_000, true, true],
				['2025-03-31', -10_000, -10_000, true, true],
			])
			expectExact(march, true)
			const days = await api.getOk(`${path}/cash-flow-by-day`, cashFlowByDaySchema, owner().headers)
			expect(days.firstBelowZero).toBe('2025-03-19')
			expect(days.days[4]).toMatchObject({ date: '2025-03-05', balance: -10_000, belowZero: false })
			expectDaysExact(days)
		})

		it('is the reference’s for any range, granularity, week start and cashiers, every total exact', async () => {
			const cases: Array<[string, Parameters<typeof reference>[0], boolean]> = [
				['&granularity=DAY', { from: '2025-03-01', to: '2025-04-30', granularity: 'DAY' }, true],
				[
					`&granularity=WEEK&firstDayOfWeek=3&cashierId=${books.bank}&cashierId=${books.till}`,
					{
						from: '2025-03-01',
						to: '2025-04-30',
						granularity: 'WEEK',
						firstDayOfWeek: 3,
						cashierIds: [books.bank, books.till],
					},
					true,
				],
				[
					`&cashierId=${books.bank}&granularity=MONTH`,
					{ from: '2025-03-01', to: '2025-04-30', granularity: 'MONTH', cashierIds: [books.bank] },
					false,
				],
				[
					`&cashierId=${books.elsewhereCashier}`,
					{ from: '2025-03-01', to: '2025-04-30', cashierIds: [books.elsewhereCashier] },
					false,
				],
			]
			for (const [query, expected, unitWide] of cases) {
				const answer = await flow(`?from=${ms(expected.from)}&to=${ms(expected.to)}${query}`)
				expectExact(answer, unitWide)
				expectReference(answer, await reference(expected))
			}
			// All time: a year per month before and after, and one past every move.
			for (const [from, to] of [
				['2024-01-01', '2025-12-31'],
				['2025-01-01', '2025-02-28'],
				['2025-04-20', '2026-04-19'],
			] as const) {
				const answer = await flow(`?from=${ms(from)}&to=${ms(to)}`)
				expectExact(answer, true)
				expectReference(answer, await reference({ from, to }))
			}
		})

		it('refuses a bad query with a 422 problem', async () => {
			const bad = [
				['?zone=Mars/Olympus', 'zone', 'UNKNOWN_ZONE'],
				['?currency=USD', 'currency', 'OTHER_CURRENCY'],
				[`?from=${ms('2025-01-10')}&to=${ms('2025-01-09')}`, 'to', 'PERIOD_REVERSED'],
				[`?from=${8.64e15 + 1}`, 'from', 'UNKNOWN_DAY'],
				[
					`?from=${ms('2025-01-01')}&to=${ms(addDays('2025-01-01', 1_000))}&granularity=DAY`,
					'to',
					'TOO_MANY_PERIODS',
				],
				[`?from=${ms('1950-01-01')}&to=${ms('2034-12-31')}`, 'to', 'TOO_MANY_PERIODS'],
				[`?from=${ms('1899-12-31')}`, 'from', 'OUT_OF_CALENDAR'],
				[`?from=${ms('9998-12-01')}&to=${ms('9999-01-01')}`, 'to', 'OUT_OF_CALENDAR'],
				['?granularity=YEAR', 'granularity', undefined],
				['?firstDayOfWeek=0', 'firstDayOfWeek', undefined],
				['?firstDayOfWeek=8', 'firstDayOfWeek', undefined],
				['?from=yesterday', 'from', undefined],
				['?cashierId=not-a-uuid', 'cashierId', undefined],
			] as const
			for (const [query, path, code] of bad) {
				const problem = await expectProblem(
					await api.get(`${base()}/cash-flow${query}`, owner().headers),
					422,
				)
				expect(
					problem.errors?.map((error) => error.path.split(/[.[]/)[0]),
					query,
				).toEqual([path])
				expect(problem.code, query).toBe(code)
			}
			// Exactly 1 000 periods is still an answer.
			const most = await flow(
				`?from=${ms('2025-01-01')}&to=${ms(addDays('2025-01-01', 999))}&granularity=DAY`,
			)
			expect(most.periods).toHaveLength(1_000)
			expect((await flow('?currency=BRL')).currency).toBe('BRL')
		})
	})

	describe('GET …/cash-flow-by-day', () => {
		it('one cashier’s April from Sunday: end-of-day balances, five rows, the warning from the 5th', async () => {
			const april = await byDay(`?month=2025-04&firstDayOfWeek=7&cashierId=${books.till}`)
			expect(april).toMatchObject({
				currency: 'BRL',
				month: '2025-04',
				previousMonth: '2025-03',
				nextMonth: '2025-05',
				from: '2025-04-01',
				to: '2025-04-30',
				today: '2025-03-19',
				firstDayOfWeek: 7,
				weekdays: [7, 1, 2, 3, 4, 5, 6],
				openingBalance: 90_000,
				projectedOpeningBalance: 95_000,
				closingBalance: 90_000,
				projectedClosingBalance: 45_000,
				inflow: 0,
				outflow: 0,
				projectedInflow: 120_000,
				projectedOutflow: 170_000,
				firstBelowZero: '2025-04-05',
				overdue: { inflow: 21_100, outflow: 8_000 },
			})
			expect(april.days.map((day) => day.balance)).toEqual([
				...Array(2).fill(95_000), // 1–2
				...Array(2).fill(115_000), // 3–4: a +200
				...Array(5).fill(-5_000), // 5–9: e −1 200
				...Array(10).fill(-55_000), // 10–19: b −500
				...Array(11).fill(45_000), // 20–30: k +1 000
			])
			expect(april.weeks.map((week) => week[0]?.date)).toEqual([
				'2025-03-30',
				'2025-04-06',
				'2025-04-13',
				'2025-04-20',
				'2025-04-27',
			])
			expect(april.weeks[0]?.map((cell) => cell.inMonth)).toEqual([
				false,
				false,
				true,
				true,
				true,
				true,
				true,
			])
			expect(april.weeks[4]?.map((cell) => cell.inMonth)).toEqual([
				true,
				true,
				true,
				true,
				false,
				false,
				false,
			])
			expect(april.overdue.categories.map((category) => category.name)).toEqual([
				'Services rendered',
				'Utilities (power, water, internet)',
			])
		})

		it('is this month in the zone by default, from Monday, its days the month’s cash flow per day', async () => {
			const march = await byDay()
			expect(march).toMatchObject({
				month: '2025-03',
				firstDayOfWeek: 1,
				weekdays: [1, 2, 3, 4, 5, 6, 7],
				firstBelowZero: null,
			})
			expectDaysExact(march)
			// The days are the cash flow's per DAY, figure by figure.
			const days = await flow(`?from=${ms('2025-03-01')}&to=${ms('2025-03-31')}&granularity=DAY`)
			expect(march.days).toEqual(
				days.periods.map((period) => ({
					date: period.start,
					inflow: period.inflow,
					outflow: period.outflow,
					transfersIn: period.transfersIn,
					transfersOut: period.transfersOut,
					projectedInflow: period.projectedInflow,
					projectedOutflow: period.projectedOutflow,
					realizedBalance: period.balance,
					balance: period.projectedBalance,
					projected: period.projected,
					belowZero: period.belowZero,
				})),
			)
			expect(march.days.find((day) => day.date === '2025-03-14')).toMatchObject({
				transfersIn: 30_000,
				transfersOut: 30_000,
			})
			expect(march).toMatchObject({
				openingBalance: days.openingBalance,
				closingBalance: days.closingBalance,
				projectedOpeningBalance: days.projectedOpeningBalance,
				projectedClosingBalance: days.projectedClosingBalance,
			})
			// The reference's month as it is.
			const expected = await cashFlowByDayReference(api.db, {
				unitId: books.cast.unit.id,
				now: api.clock.now(),
				month: '2025-03',
			})
			expect(march.days).toEqual(expected.days)
			// Another month, read by a reader in another zone: today stays the unit's.
			const february = await byDay('?month=2025-02&zone=Asia/Tokyo')
			expect(february).toMatchObject({ month: '2025-02', today: '2025-03-19', zone: 'Asia/Tokyo' })
			// 1 February 2025 is a Saturday, the 28th a Friday: five rows from Monday 27/01.
			expect(february.weeks.map((week) => week[0]?.date)).toEqual([
				'2025-01-27',
				'2025-02-03',
				'2025-02-10',
				'2025-02-17',
				'2025-02-24',
			])
			expectDaysExact(february)
		})

		it('refuses a bad query with a 422 problem', async () => {
			const bad = [
				['?zone=Mars/Olympus', 'zone', 'UNKNOWN_ZONE'],
				['?currency=USD', 'currency', 'OTHER_CURRENCY'],
				['?month=2025-13', 'month', undefined],
				['?month=2025-3', 'month', undefined],
				['?month=1899-12', 'month', undefined],
				['?month=9999-01', 'month', undefined],
				['?firstDayOfWeek=9', 'firstDayOfWeek', undefined],
				['?cashierId=x', 'cashierId', undefined],
			] as const
			for (const [query, path, code] of bad) {
				const problem = await expectProblem(
					await api.get(`${base()}/cash-flow-by-day${query}`, owner().headers),
					422,
				)
				expect(
					problem.errors?.map((error) => error.path.split(/[.[]/)[0]),
					query,
				).toEqual([path])
				expect(problem.code, query).toBe(code)
			}
			expect(await byDay('?month=1900-01')).toMatchObject({ previousMonth: null })
			expect(await byDay('?month=9998-12')).toMatchObject({ nextMonth: null })
			// The range's last days, per week: the grid reaches into 9999, which the rule lays out.
			const last = await flow(`?from=${ms('9998-12-01')}&to=${ms('9998-12-31')}&firstDayOfWeek=7`)
			expect(last.periods.at(-1)?.end).toBe('9998-12-31')
		})
	})

	/** A month's days chain, its totals are their sums, its grid holds each day once. */
	function expectDaysExact(month: CashFlowByDay) {
		let balance = month.openingBalance
		let projected = month.projectedOpeningBalance
		for (const day of month.days) {
			const net = day.inflow - day.outflow + day.transfersIn - day.transfersOut
			balance += net
			projected += net + day.projectedInflow - day.projectedOutflow
			expect(day.realizedBalance).toBe(balance)
			expect(day.balance).toBe(projected)
			expect(day.belowZero).toBe(day.projected && day.balance < 0)
		}
		expect(month.closingBalance).toBe(balance)
		expect(month.projectedClosingBalance).toBe(projected)
		for (const key of [
			'inflow',
			'outflow',
			'transfersIn',
			'transfersOut',
			'projectedInflow',
			'projectedOutflow',
		] as const) {
			expect(month.days.reduce((sum, day) => sum + day[key], 0)).toBe(month[key])
		}
		const cells = month.weeks.flat()
		expect(cells.filter((cell) => cell.inMonth).map((cell) => cell.date)).toEqual(
			month.days.map((day) => day.date),
		)
		expect(cells.map((cell) => cell.date)).toEqual(
			cells.map((_, index) => addDays(cells[0]?.date ?? '', index)),
		)
		expect(month.firstBelowZero).toBe(month.days.find((day) => day.belowZero)?.date ?? null)
	}

	describe('who may read them', () => {
		const paths = () => [`${base()}/cash-flow`, `${base()}/cash-flow-by-day`]

		it('the owner and the unit’s collaborators; a cashier’s collaborator, auditors and strangers get 404', async () => {
			const cast = books.cast
			for (const path of paths()) await expectUnitReaders(api, cast, path)
			// A collaborator reads the owner's figures.
			expect(await flow('', cast.unitCollaborator)).toEqual(await flow())
			// Another unit's id, or none, is the same 404.
			for (const unitId of [books.elsewhere, crypto.randomUUID()]) {
				await expectProblem(
					await api.get(`/reports/units/${unitId}/cash-flow`, owner().headers),
					404,
				)
			}
		})

		it('the company’s owner and collaborators too; its marketplace’s owner does not', async () => {
			const company = await createCompanyCast(api.db, api.clock)
			for (const path of [
				`/reports/units/${company.unit.id}/cash-flow`,
				`/reports/units/${company.unit.id}/cash-flow-by-day`,
			]) {
				await expectCompanyUnitReaders(api, company, path)
			}
		})
	})

	it('is documented: a session, its refusals as problems', async () => {
		await expectDocumentedAsReports(api, [
			'/reports/units/{unitId}/cash-flow',
			'/reports/units/{unitId}/cash-flow-by-day',
		])
	})
})
