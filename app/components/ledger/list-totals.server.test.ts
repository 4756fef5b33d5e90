import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as CaixaServer from '~/server/caixa.server'

// The totals' markup from the API's answer, in the reader's language; the cashier's running totals
// for a list that filters nothing; and no call at all for a scroll's batch (the page keeps the
// totals it was rendered with).

const caixaCall = vi.fn()
vi.mock('~/server/caixa.server', async (original) => ({
	...(await original<typeof CaixaServer>()),
	caixaCall: (...args: unknown[]) => caixaCall(...args) as unknown,
}))

const { loadPaymentTotalsHtml, loadRecordTotalsHtml } = await import('./list-totals.server')

const cashier = {
	id: '00000000-0000-4000-8000-000000000001',
	currency: 'BRL',
	// The running totals GET /cashiers/{id} answered: a list that filters nothing shows them.
	totals: {
		records: { moneyIn: 50_000, moneyOut: 12_500, net: 37_500 },
		open: { toReceive: 7_000, toPay: 2_500 },
	},
}
const caller = (url: string, language = 'en-US') => ({
	token: 'token',
	request: new Request(url, { headers: { 'Accept-Language': language } }),
})

describe('the totals above the cashier’s lists', () => {
	beforeEach(() => {
		caixaCall.mockReset()
	})

	it('writes money in, out and net in tabular figures, in the reader’s language', async () => {
		caixaCall.mockResolvedValue({
			data: { totals: { moneyIn: 20_000, moneyOut: 4_000, net: 16_000 } },
		})
		const html = await loadRecordTotalsHtml(
			caller('http://localhost/cashier/x'),
			cashier,
			new URLSearchParams('input=true'),
		)
		expect(html).toContain('<dt class="text-xs text-slate-600">Money in</dt>')
		expect(html).toMatch(/<dd class="[^"]*tabular-nums[^"]*">R\$200\.00<\/dd>/)
		expect(html).toContain('R$160.00')
		expect(caixaCall).toHaveBeenCalledTimes(1)
		expect(String(caixaCall.mock.calls[0]?.[1]?.query)).toBe('input=true')

		caixaCall.mockResolvedValue({ data: { totals: { toReceive: 6_000, toPay: 3_000 } } })
		const pt = await loadPaymentTotalsHtml(
			caller('http://localhost/cashier/x/payment', 'pt-BR'),
			cashier,
			new URLSearchParams('dueFrom=1735700400000&zone=America%2FSao_Paulo'),
		)
		expect(pt).toContain('A receber')
		expect(pt).toContain('R$\u00a060,00')
		expect(caixaCall).toHaveBeenCalledTimes(2)
	})

	it('shows the cashier’s running totals for a list that filters nothing, with no call', async () => {
		const records = await loadRecordTotalsHtml(
			caller('http://localhost/cashier/x'),
			cashier,
			new URLSearchParams(),
		)
		expect(records).toContain('R$500.00')
		expect(records).toContain('R$125.00')
		expect(records).toContain('R$375.00')
		const payments = await loadPaymentTotalsHtml(
			caller('http://localhost/cashier/x/payment'),
			cashier,
			new URLSearchParams('zone=America%2FSao_Paulo'),
		)
		expect(payments).toContain('R$70.00')
		expect(payments).toContain('R$25.00')
		expect(caixaCall).not.toHaveBeenCalled()
	})

	it('says there are no totals for a filter the summary has no key for', async () => {
		caixaCall.mockResolvedValue({ data: { totals: null } })
		const html = await loadPaymentTotalsHtml(
			caller('http://localhost/cashier/x/payment?followed=true'),
			cashier,
			new URLSearchParams('followed=true'),
		)
		expect(html).toBe(
			'<p class="text-xs text-slate-600">No totals when only followed payments are listed.</p>',
		)
	})

	it('asks nothing for a scroll’s batch', async () => {
		const html = await loadRecordTotalsHtml(
			caller('http://localhost/cashier/x?page=2&batch=1'),
			cashier,
			new URLSearchParams(),
		)
		expect(html).toBe('')
		expect(caixaCall).not.toHaveBeenCalled()
	})
})
