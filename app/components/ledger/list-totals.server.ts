import { type CashierDetail } from '@caixa/contract/cashier-detail'
import { escapeHtml } from '@caixa/domain/escape-html'
import { formatMoney } from '@caixa/domain/money-format'
import { readListPage } from '~/components/infinite-list/paging.server'
import { type Caller, caixaCall, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'

// The totals above a cashier's lists, written on the server as the rows are
// (book-row.tsx says why): the page only places the markup, so no words, formats or code of it
// ship to the records page, whose first load is at its budget. One call to the API's totals
// (GET …/inventories/totals, …/payments/totals: the list's filter, one aggregate on the
// payments' summary), none for a list that filters nothing (filtersNothing). A filter the summary
// keeps no key for (words, a client or supplier, a settlement, follows, auditors' concerns) has no
// totals: summing its rows one by one is unbounded at a million payments, so the page says so in
// small text instead (contract/ledger-totals.ts).

type Figure = { label: string; amount: number; className?: string }

function totalsHtml(heading: string, figures: Figure[], currency: string, locale: string) {
	const items = figures
		.map(
			({ label, amount, className = '' }) =>
				`<div class="flex flex-col"><dt class="text-xs text-slate-600">${escapeHtml(label)}</dt>` +
				`<dd class="text-right font-semibold tabular-nums ${className}">${escapeHtml(formatMoney(amount, currency, locale))}</dd></div>`,
		)
		.join('')
	return (
		`<h2 class="sr-only">${escapeHtml(heading)}</h2>` +
		`<dl class="flex flex-wrap gap-x-6 gap-y-2">${items}</dl>`
	)
}

/**
 * A scroll's next batch (`?batch=1`) is the same filter's rows alone: the page keeps the totals
 * it was rendered with, so the batch asks the API for none.
 */
const isBatch = (request: Request) => readListPage(request).batch

const noTotalsHtml = (text: string) => `<p class="text-xs text-slate-600">${escapeHtml(text)}</p>`

/** A list's words for its totals, each key written out whole so the translations test reads it. */
type Words<Totals> = (
	t: Awaited<ReturnType<typeof i18nServer.getFixedT>>,
	totals: Totals | null,
) => { heading: string; none: string; figures: Figure[] }

/**
 * A list's query that filters nothing (a zone alone says how to read dates, and there are none):
 * its totals are the cashier's running totals, which GET /cashiers/{id} already answered
 * (contract/cashier-detail.ts), so the page makes no call for them.
 */
const filtersNothing = (query: URLSearchParams) => [...query.keys()].every((key) => key === 'zone')

/**
 * The markup of one list's totals (for a first page only): the cashier's running totals when the
 * query filters nothing, else the API's answer for it; its figures in the reader's words, or the
 * sentence saying this filter has none.
 */
async function loadTotalsHtml<Totals>(
	caller: Caller,
	currency: string,
	query: URLSearchParams,
	totals: { whole: Totals; ask: () => Promise<{ data: { totals: Totals | null } }> },
	words: Words<Totals>,
): Promise<string> {
	if (isBatch(caller.request)) return ''
	const [figuresOf, t, locale] = await Promise.all([
		filtersNothing(query) ? totals.whole : totals.ask().then(({ data }) => data.totals),
		i18nServer.getFixedT(caller.request),
		readerLanguage(caller.request),
	])
	const { heading, none, figures } = words(t, figuresOf)
	if (!figuresOf) return noTotalsHtml(none)
	return totalsHtml(heading, figures, currency, locale)
}

type ListCashier = Pick<CashierDetail, 'id' | 'currency' | 'totals'>

/** The records list's money in, out and net for the filter (the list's own API query). */
export function loadRecordTotalsHtml(
	caller: Caller,
	cashier: ListCashier,
	query: URLSearchParams,
): Promise<string> {
	return loadTotalsHtml(
		caller,
		cashier.currency,
		query,
		{
			whole: cashier.totals.records,
			ask: () =>
				requireFound(
					caixaCall(endpoints.cashiers.inventories.totals, {
						params: { id: cashier.id },
						query,
						...caller,
					}),
				),
		},
		(t, totals) => ({
			heading: t('inventory:list.totals.heading'),
			none: t('inventory:list.totals.none'),
			figures: totals
				? [
						{
							label: t('inventory:list.totals.in'),
							amount: totals.moneyIn,
							className: 'text-emerald-900',
						},
						{ label: t('inventory:list.totals.out'), amount: totals.moneyOut },
						{ label: t('inventory:list.totals.net'), amount: totals.net },
					]
				: [],
		}),
	)
}

/** The payments list's left to receive and to pay for the filter (the list's own API query). */
export function loadPaymentTotalsHtml(
	caller: Caller,
	cashier: ListCashier,
	query: URLSearchParams,
): Promise<string> {
	return loadTotalsHtml(
		caller,
		cashier.currency,
		query,
		{
			whole: cashier.totals.open,
			ask: () =>
				requireFound(
					caixaCall(endpoints.cashiers.payments.totals, {
						params: { id: cashier.id },
						query,
						...caller,
					}),
				),
		},
		(t, totals) => ({
			heading: t('payment:list.totals.heading'),
			none: t('payment:list.totals.none'),
			figures: totals
				? [
						{
							label: t('payment:list.totals.toReceive'),
							amount: totals.toReceive,
							className: 'text-emerald-900',
						},
						{ label: t('payment:list.totals.toPay'), amount: totals.toPay },
					]
				: [],
		}),
	)
}
