import { type Overview, type OverviewCashier } from '@caixa/contract/overview'
import { type Language } from '@caixa/contract/enums'
import { formatMoney } from '@caixa/domain/money-format'
import { canonicalSearch } from '~/components/filter-bar/query'
import { endOfDay, startOfDay } from '~/components/filter-bar/presets'
import { paymentFilters } from '~/routes/cashier.$cashierId.payment._index/filters'
import { caixaCall, type Caller, endpoints } from '~/server/caixa.server'

// The portal's overview (GET /overview, contract/overview.ts), made ready to show on the server:
// amounts formatted in the reader's language and each figure's way to the payments behind it, so
// the page needs no script of its own for it.
//
// Where a figure spans several cashiers there is no one list to open: the payments list is a
// cashier's (GET /cashiers/{id}/payments), and the general report is one unit's while a currency's
// figure may span units. So a figure links to its cashier's payments list when one cashier holds
// it all, and otherwise opens (a <details>, no script) the cashiers behind it, each a link to its
// own list, filtered the same way; a figure at 0 links nowhere (nothing to list). The balance is
// no payments figure: the rows below show each cashier's.

export const OPEN_FIGURES = [
	'overdueToReceive',
	'overdueToPay',
	'dueSoonToReceive',
	'dueSoonToPay',
] as const
export type OpenFigure = (typeof OPEN_FIGURES)[number]

/** One cashier's part of a figure, and the filtered payments list that shows it. */
export interface FigurePart {
	cashierName: string
	unitName: string
	amount: string
	href: string
}

export interface FigureView {
	key: OpenFigure
	amount: string
	/** The cashiers holding it (none when it is 0). */
	parts: FigurePart[]
}

export interface CurrencyView {
	currency: string
	cashierCount: number
	balance: string
	figures: FigureView[]
}

export type PortalOverview = { currencies: CurrencyView[] } | { failed: true }

export async function loadPortalOverview(
	caller: Caller,
	language: Language,
	now = Date.now(),
): Promise<PortalOverview> {
	let overview: Overview
	try {
		overview = (await caixaCall(endpoints.overview.get, caller)).data
	} catch (error) {
		// A sign-in redirect goes on; any other failure costs the overview alone, not the list.
		if (error instanceof Response) throw error
		return { failed: true }
	}
	return overviewView(overview, language, now)
}

/** The API's overview as the page shows it. */
export function overviewView(overview: Overview, language: Language, now: number) {
	return { currencies: overview.currencies.map((block) => currencyView(block, language, now)) }
}

function currencyView(
	block: Overview['currencies'][number],
	language: Language,
	now: number,
): CurrencyView {
	const money = (amount: number) => formatMoney(amount, block.currency, language)
	return {
		currency: block.currency,
		cashierCount: block.cashierCount,
		balance: money(block.balance),
		figures: OPEN_FIGURES.map((key) => ({
			key,
			amount: money(block[key]),
			parts: block.cashiers
				.filter((cashier) => cashier[key] !== 0)
				.map((cashier) => ({
					cashierName: cashier.name,
					unitName: cashier.unit.name,
					amount: money(cashier[key]),
					href: paymentsHref(cashier, key, now),
				})),
		})),
	}
}

/**
 * The cashier's payments list filtered as the figure is counted (contract/overview.ts): overdue
 * is the list's OVERDUE status; due soon is what is open (pending or partly paid) due from the
 * unit's today through today + 6, those days' ends in the unit's zone, the list's own zone.
 */
export function paymentsHref(cashier: OverviewCashier, key: OpenFigure, now: number): string {
	const params = new URLSearchParams()
	const zone = cashier.unit.timezone
	if (key === 'overdueToReceive' || key === 'overdueToPay') {
		params.append('status', 'OVERDUE')
	} else {
		params.set('due', 'CUSTOMIZED')
		params.set('dueFrom', String(startOfDay(cashier.today, zone)))
		params.set('dueTo', String(endOfDay(cashier.dueSoonTo, zone)))
		params.append('status', 'PENDING')
		params.append('status', 'PARTIALLY_PAID')
	}
	params.set('input', String(key === 'overdueToReceive' || key === 'dueSoonToReceive'))
	// In the order the list's filter bar writes its URL, so opening it is not a redirect.
	const search =
		canonicalSearch(paymentFilters, params, { now, timeZone: zone }) ?? `?${params.toString()}`
	return `/cashier/${cashier.id}/payment${search}`
}
