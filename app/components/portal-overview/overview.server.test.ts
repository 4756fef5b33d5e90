import { describe, expect, test } from 'vitest'
import { type Overview, type OverviewCashier } from '@caixa/contract/overview'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { paymentFilters } from '~/routes/cashier.$cashierId.payment._index/filters'
import { overviewView, paymentsHref } from './overview.server'

const now = Date.parse('2025-03-19T01:30:00Z')

const cashier = (name: string, figures: Partial<OverviewCashier> = {}): OverviewCashier => ({
	id: `00000000-0000-4000-8000-00000000000${name.length}`,
	name,
	unit: {
		id: '10000000-0000-4000-8000-000000000001',
		name: 'Padaria',
		timezone: 'America/Sao_Paulo',
	},
	balance: 0,
	today: '2025-03-18',
	dueSoonTo: '2025-03-24',
	overdueToReceive: 0,
	overdueToPay: 0,
	dueSoonToReceive: 0,
	dueSoonToPay: 0,
	...figures,
})

/** What the payments list's filter bar reads from a link: no redirect, and the API's pairs. */
async function opened(href: string) {
	const [path, search] = href.split('?')
	const bar = await loadFilterBar(new Request(`http://app.test${path}?${search}`), paymentFilters, {
		timeZone: 'America/Sao_Paulo',
		now,
		lookup: () => Promise.resolve([]),
		search: () => Promise.resolve([]),
	})
	if ('redirect' in bar) throw new Error(`redirected to ${bar.redirect}`)
	return bar.apiParams
}

describe('the overview’s links to the payments lists', () => {
	test('overdue opens the cashier’s overdue payments in that direction', async () => {
		const href = paymentsHref(cashier('Till'), 'overdueToPay', now)
		expect(href).toMatch(/^\/cashier\/[0-9a-f-]{36}\/payment\?/)
		expect(await opened(href)).toEqual([
			['status', 'OVERDUE'],
			['input', 'false'],
		])
	})

	test('due soon opens what is open from the unit’s today through today + 6, in its zone', async () => {
		const params = await opened(paymentsHref(cashier('Till'), 'dueSoonToReceive', now))
		expect(params).toEqual([
			['due', 'CUSTOMIZED'],
			// São Paulo's midnight of the 18th and last instant of the 24th (UTC−3).
			['dueFrom', String(Date.parse('2025-03-18T03:00:00Z'))],
			['dueTo', String(Date.parse('2025-03-25T03:00:00Z') - 1)],
			['status', 'PENDING'],
			['status', 'PARTIALLY_PAID'],
			['input', 'true'],
		])
	})
})

describe('the overview as the page shows it', () => {
	const overview: Overview = {
		currencies: [
			{
				currency: 'BRL',
				cashierCount: 3,
				balance: 52_700,
				overdueToReceive: 6_000,
				overdueToPay: 750,
				dueSoonToReceive: 0,
				dueSoonToPay: 700,
				cashiers: [
					cashier('Bank account', { overdueToReceive: 5_000 }),
					cashier('Till', { overdueToReceive: 1_000, overdueToPay: 750, dueSoonToPay: 700 }),
				],
			},
		],
	}

	test('formats in the reader’s language and links each figure to the cashiers behind it', () => {
		const [block] = overviewView(overview, 'pt-BR', now).currencies
		expect(block?.balance).toBe('R$\u00a0527,00')
		const figures = Object.fromEntries((block?.figures ?? []).map((figure) => [figure.key, figure]))
		// Two cashiers: each its own part; one: a single link; none: no link at all.
		expect(figures.overdueToReceive?.parts.map((part) => [part.cashierName, part.amount])).toEqual([
			['Bank account', 'R$\u00a050,00'],
			['Till', 'R$\u00a010,00'],
		])
		expect(figures.overdueToPay?.parts).toHaveLength(1)
		expect(figures.dueSoonToReceive).toMatchObject({ amount: 'R$\u00a00,00', parts: [] })
	})
})
