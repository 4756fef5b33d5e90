import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import {
	canonicalOf,
	iceCreamShop,
	inProcessApi,
	loaderArgs,
	saleAndRent,
	type Shop,
} from '~/testing/report-books'
import { thrownResponse } from '~/testing/route-requests'
import type * as CashFlow from './_inside.unit.$unitId.cash-flow'

// The cash flow's loader against the real API in process: a page without a
// period is sent to this month's canonical URL; the granularity and cashiers come from the URL,
// every figure formatted, realized and projected side by side. Today: a sale of 120,00 paid
// half (60,00 in, 60,00 still due today), rent 80,00 due today and open, and 10,00 moved from
// Balcão to Cofre. Worked by hand, the whole unit's month: opening 0, realized inflow 60,
// transfers 10 in and 10 out, closing 60; projected inflow 120, outflow 80, closing 40.
// Balcão alone: 10,00 out, closing 50 realized and 30 projected.

let api: Awaited<ReturnType<typeof inProcessApi>>
let cashFlow: typeof CashFlow
let shop: Shop

beforeAll(async () => {
	api = await inProcessApi('caixa-cash-flow-')
	cashFlow = await import('./_inside.unit.$unitId.cash-flow')
	shop = await iceCreamShop(api.call)
	const { data: safe } = await api.call(endpoints.units.cashiers.create, {
		params: { unitId: shop.unitId },
		token: shop.owner.token,
		body: { name: 'Cofre', openingDate: shop.today },
	})
	await saleAndRent(shop)
	await api.call(endpoints.units.internalTransfers.create, {
		params: { unitId: shop.unitId },
		token: shop.owner.token,
		body: {
			fromCashierId: shop.cashierId,
			toCashierId: safe.id,
			amount: 1_000,
			transferredOn: shop.today,
		},
	})
	// Importing the routes and the API, then migrating a database: slow on a busy machine.
}, 60_000)

afterAll(() => api.remove())

async function page(url: string, session = shop.owner) {
	const { unitId } = shop
	return cashFlow.loader(await loaderArgs(session, `/unit/${unitId}/cash-flow${url}`, { unitId }))
}

const canonical = (url = '') => canonicalOf(page(url))

const column = (
	figures: Record<string, { realized: string; projected: string }> | undefined,
	side: 'realized' | 'projected',
) => Object.fromEntries(Object.entries(figures ?? {}).map(([row, pair]) => [row, pair[side]]))

describe('the cash flow of a period', () => {
	it('opens on this month: a URL without a period is sent to its canonical form', async () => {
		const location = await canonical('?granularity=MONTH')
		expect(location.pathname).toBe(`/unit/${shop.unitId}/cash-flow`)
		expect(location.searchParams.get('period')).toBe('CURRENT_MONTH')
		expect(Number(location.searchParams.get('from'))).toBeLessThan(Date.now())
		expect(Number(location.searchParams.get('to'))).toBeGreaterThan(Date.now())
		expect(location.searchParams.get('granularity')).toBe('MONTH')
	})

	it('a month by the API’s default is cut into weeks; by month it is one period', async () => {
		const location = await canonical()
		const weekly = await page(location.search)
		expect(weekly.title).toBe('Cash flow')
		expect(weekly.problem).toBeNull()
		expect(weekly.flow?.granularity).toBe('WEEK')
		expect(weekly.flow?.periods.length).toBeGreaterThanOrEqual(4)
		const monthly = await page(`${location.search}&granularity=MONTH`)
		expect(monthly.flow?.granularity).toBe('MONTH')
		expect(monthly.flow?.periods).toHaveLength(1)
	})

	it('realized and projected side by side, each column adding up; overdue apart', async () => {
		const location = await canonical('?granularity=MONTH')
		const data = await page(location.search)
		const expected = {
			realized: {
				opening: 'R$0.00',
				inflow: 'R$60.00',
				outflow: 'R$0.00',
				transfersIn: 'R$10.00',
				transfersOut: 'R$10.00',
				closing: 'R$60.00',
			},
			projected: {
				opening: 'R$0.00',
				inflow: 'R$120.00',
				outflow: 'R$80.00',
				transfersIn: 'R$10.00',
				transfersOut: 'R$10.00',
				closing: 'R$40.00',
			},
		}
		const {
			key: _key,
			from: _from,
			to: _to,
			projected,
			belowZero,
			...month
		} = data.flow?.periods[0] ?? {}
		expect({ projected, belowZero }).toEqual({ projected: true, belowZero: false })
		expect(column(month, 'realized')).toEqual(expected.realized)
		expect(column(month, 'projected')).toEqual(expected.projected)
		expect(column(data.flow?.totals, 'projected')).toEqual(expected.projected)
		expect(data.flow?.overdue).toMatchObject({ inflow: 'R$0.00', outflow: 'R$0.00' })
		expect(data.flow?.categories.map((category) => category.name)).toEqual(['Aluguel', 'Sorvetes'])
		expect(data.flow?.categories[1]).toMatchObject({
			inflow: 'R$60.00',
			projectedInflow: 'R$60.00',
		})
		expect(data.flow?.cashiers).toMatchObject([
			{ name: 'Balcão', transfersIn: 'R$0.00', transfersOut: 'R$10.00' },
			{ name: 'Cofre', transfersIn: 'R$10.00', transfersOut: 'R$0.00' },
		])
		expect(data.flow?.chart.months).toHaveLength(1)
		expect(data.cashiers.map((cashier) => [cashier.name, cashier.chosen])).toEqual([
			['Balcão', false],
			['Cofre', false],
		])
	})

	it('one cashier’s books: its transfer out leaves it', async () => {
		const location = await canonical('?granularity=MONTH')
		const data = await page(`${location.search}&cashierId=${shop.cashierId}`)
		expect(data.cashiers.find((cashier) => cashier.id === shop.cashierId)?.chosen).toBe(true)
		expect(column(data.flow?.totals, 'realized')).toMatchObject({
			transfersIn: 'R$0.00',
			transfersOut: 'R$10.00',
			closing: 'R$50.00',
		})
		expect(column(data.flow?.totals, 'projected')).toMatchObject({ closing: 'R$30.00' })
	})

	it('a period that ends before it starts is said so, not an error page', async () => {
		const location = await canonical('?granularity=MONTH')
		const from = location.searchParams.get('from') ?? ''
		const to = location.searchParams.get('to') ?? ''
		// The bar writes the swapped days as whole days first, then the API refuses them.
		const swapped = await canonical(`?period=CUSTOMIZED&from=${to}&to=${from}`)
		const data = await page(swapped.search)
		expect(data.flow).toBeNull()
		expect(data.problem).toBe('ENDS_BEFORE')
	})

	it('is the unit’s people’s alone: a 404 to a stranger', async () => {
		const location = await canonical()
		const refused = await thrownResponse(page(location.search, shop.stranger))
		expect(refused.status).toBe(404)
	})
})
