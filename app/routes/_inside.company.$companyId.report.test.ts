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
import type * as CompanyReport from './_inside.company.$companyId.report'

// The company's consolidated reports' loader against the real API in process:
// a company holding the ice-cream shop of the unit reports' tests (today: a sale of 120,00 paid
// half, rent 80,00) and an empty second unit. Worked by hand, BRL, this month, accrual: gross
// revenue 120,00, net result 40,00; the cash flow's realized inflow 60,00, projected 120,00 in
// and 80,00 out; the shop's own figures beside it, the empty unit at zero.

let api: Awaited<ReturnType<typeof inProcessApi>>
let report: typeof CompanyReport
let shop: Shop
let companyId: string

beforeAll(async () => {
	api = await inProcessApi('caixa-consolidated-')
	report = await import('./_inside.company.$companyId.report')
	shop = await iceCreamShop(api.call)
	await saleAndRent(shop)
	const { data: company } = await api.call(endpoints.companies.create, {
		token: shop.owner.token,
		body: { name: 'Sorvetes Reunidos' },
	})
	companyId = company.id
	await api.call(endpoints.companies.units.add, {
		params: { companyId },
		token: shop.owner.token,
		body: { unitId: shop.unitId },
	})
	await api.call(endpoints.companies.units.add, {
		params: { companyId },
		token: shop.owner.token,
		body: { name: 'Sorveteria Praia', country: 'BRAZIL' },
	})
}, 60_000)

afterAll(() => api.remove())

async function page(url: string, session = shop.owner) {
	return report.loader(
		await loaderArgs(session, `/company/${companyId}/report${url}`, { companyId }),
	)
}

describe('the company’s consolidated reports', () => {
	it('opens on this month: a URL without a period is sent to its canonical form', async () => {
		const location = await canonicalOf(page('?basis=CASH'))
		expect(location.pathname).toBe(`/company/${companyId}/report`)
		expect(location.searchParams.get('period')).toBe('CURRENT_MONTH')
		expect(location.searchParams.get('basis')).toBe('CASH')
	})

	it('one BRL block: the statement and cash flow summed, each unit with its own figures', async () => {
		const location = await canonicalOf(page('?granularity=MONTH'))
		const data = await page(location.search)
		expect(data.title).toBe('Reports')
		expect(data.problem).toBeNull()
		expect(data.zone).toBe('America/Sao_Paulo')
		expect(data.hiddenUnits).toBe(0)
		expect(data.blocks.map((block) => block.currency)).toEqual(['BRL'])
		const [block] = data.blocks
		const line = (code: string) => block?.statement.lines.find((each) => each.code === code)
		expect(line('GROSS_REVENUE')?.amount).toBe('R$120.00')
		expect(line('NET_RESULT')?.amount).toBe('R$40.00')
		expect(block?.statement.lines.every((each) => each.parts.every((part) => part.extra))).toBe(
			true,
		)
		expect(block?.flow.periods).toHaveLength(1)
		expect(block?.flow.totals.inflow).toMatchObject({ realized: 'R$60.00', projected: 'R$120.00' })
		expect(block?.flow.totals.outflow).toMatchObject({ realized: 'R$0.00', projected: 'R$80.00' })
		expect(block?.flow.totals.transfersIn.realized).toBe('R$0.00')
		expect(block?.units).toMatchObject([
			{
				id: shop.unitId,
				name: 'Sorveteria',
				companyName: 'Sorvetes Reunidos',
				netRevenue: 'R$120.00',
				netResult: 'R$40.00',
				closingBalance: 'R$60.00',
			},
			{ name: 'Sorveteria Praia', netRevenue: 'R$0.00', closingBalance: 'R$0.00' },
		])
	})

	it('on the cash basis, what was paid: 60,00 in, the rent still open', async () => {
		const location = await canonicalOf(page('?basis=CASH'))
		const data = await page(location.search)
		const gross = data.blocks[0]?.statement.lines.find((each) => each.code === 'GROSS_REVENUE')
		expect(gross?.amount).toBe('R$60.00')
		expect(data.basis).toBe('CASH')
	})

	it('a stranger gets the not-found page', async () => {
		const response = await thrownResponse(page('', shop.stranger))
		expect(response.status).toBe(404)
	})
})
