import { type TFunction } from 'i18next'
import {
	type CashierBookRow,
	type CashierTransferRow,
	type InventoryRow,
} from '@caixa/contract/inventory'
import { settlements } from '@caixa/contract/ledger-constants'
import { escapeHtml } from '@caixa/domain/escape-html'
import { formatMoney } from '@caixa/domain/money-format'
import { type BookRowData } from '~/components/ledger/book-row'
import { bookLinkHtml, bookRowLabels, metaHtml, said } from '~/components/ledger/book-row.server'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { settlementBadgeHtml } from '~/components/ledger/settlement-badge'
import { translatedTemplate } from '~/components/ledger/translated-template'

function recordRowLabels(t: TFunction<'inventory'>, locale: string) {
	return {
		locale,
		date: t('inventory:list.date'),
		clientOrSupplier: t('inventory:list.clientOrSupplier'),
		category: t('inventory:list.category'),
		reference: t('inventory:list.reference'),
		total: t('inventory:list.total'),
		input: t('ledger:direction.input'),
		output: t('ledger:direction.output'),
		settlement: Object.fromEntries(
			settlements.map((settlement) => [settlement, t(`ledger:settlement.${settlement}`)]),
		) as Record<InventoryRow['settlement'], string>,
		named: translatedTemplate(t, 'inventory:list.named', ['name', 'reference']),
		unnamed: translatedTemplate(t, 'inventory:list.unnamed', ['reference']),
		approved: translatedTemplate(t, 'inventory:list.approved', ['n']),
		questions: translatedTemplate(t, 'inventory:list.questions', ['n']),
		rejected: translatedTemplate(t, 'inventory:list.rejected', ['n']),
		comments: translatedTemplate(t, 'inventory:list.comments', ['n']),
		transfer: t('inventory:list.transfer'),
		transferFrom: translatedTemplate(t, 'inventory:list.transferFrom', ['name']),
		transferTo: translatedTemplate(t, 'inventory:list.transferTo', ['name']),
		description: t('inventory:list.description'),
	}
}

export type RecordRowLabels = ReturnType<typeof recordRowLabels>

/** The rows' words in the reader's language, translated once (translated-template.ts says why). */
export function loadRecordRowLabels(request: Request): Promise<RecordRowLabels> {
	return bookRowLabels(request, 'inventory', recordRowLabels)
}

/**
 * A row of the cashier's list, written on the server (book-row.tsx says why): a record, or a
 * transfer into or out of the cashier. Two lines on a phone, one row wider up; the whole row is
 * its link's target. Every value goes through escapeHtml.
 */
export function recordRowData(
	row: CashierBookRow,
	/** Where the list's records open: `{recordsPath}/inventory/{id}` (`/cashier/{id}`). */
	recordsPath: string,
	labels: RecordRowLabels,
): BookRowData {
	return {
		id: row.id,
		html:
			row.kind === 'TRANSFER'
				? transferRowHtml(row, labels)
				: recordRowHtml(row, recordsPath, labels),
	}
}

/** The day and the direction, after the row's link. */
function dayAndDirectionHtml(row: CashierBookRow, labels: RecordRowLabels): string {
	return (
		metaHtml(`${said(labels.date)}${escapeHtml(formatCalendarDay(row.issuedOn, labels.locale))}`) +
		metaHtml(escapeHtml(row.input ? labels.input : labels.output))
	)
}

/** The amount, signed by direction, in tabular figures at the row's right. */
function signedTotalHtml(row: CashierBookRow, labels: RecordRowLabels): string {
	const total = `${row.input ? '+' : '−'}${formatMoney(row.total, row.currency, labels.locale)}`
	return `<span class="${row.input ? 'book-total book-in' : 'book-total'}">${said(labels.total)}${escapeHtml(total)}</span>`
}

/** What auditors said, a chip a kind, only the kinds that were said (no row of zeros). */
function countsHtml(row: InventoryRow, labels: RecordRowLabels): string {
	const counts: Array<[number, (values: { n: number }) => string]> = [
		[row.reactions.APPROVED, labels.approved],
		[row.reactions.QUESTION, labels.questions],
		[row.reactions.REJECTED, labels.rejected],
		[row.comments, labels.comments],
	]
	let html = ''
	for (const [n, label] of counts) {
		if (n > 0) html += `<span class="book-count">${escapeHtml(label({ n }))}</span>`
	}
	return html
}

/**
 * A record: what the owner called it (its description, else its first product line; the way in,
 * named with its reference), reference, date, direction; client or supplier and category when it
 * has them; its total signed by direction, its settlement, and auditors' reactions and comments
 * when there are any.
 */
function recordRowHtml(row: InventoryRow, recordsPath: string, labels: RecordRowLabels): string {
	const reference = row.orderReferenceNumber
	const name = row.description ?? row.firstItemName
	const href = `${recordsPath}/inventory/${row.id}`
	const head =
		name === null
			? bookLinkHtml(href, labels.unnamed({ reference }))
			: bookLinkHtml(href, name, labels.named({ name, reference })) +
				metaHtml(`${said(labels.reference)}#${escapeHtml(reference)}`)
	const sub = [
		row.clientOrSupplier
			? metaHtml(
					`${said(labels.clientOrSupplier)}${escapeHtml(row.clientOrSupplier.name)}`,
					'book-cut',
				)
			: '',
		row.category
			? metaHtml(`${said(labels.category)}${escapeHtml(row.category.name)}`, 'book-cut book-dim')
			: '',
	].join('')
	return (
		`<div class="book-main"><div class="book-line">${head}${dayAndDirectionHtml(row, labels)}</div>` +
		`${sub ? `<div class="book-sub">${sub}</div>` : ''}</div>` +
		`<div class="book-side">${signedTotalHtml(row, labels)}<span class="book-badges">` +
		`${settlementBadgeHtml(row.settlement, labels.settlement[row.settlement])}${countsHtml(row, labels)}` +
		`</span></div>`
	)
}

/**
 * A transfer: which cashier the money came from or went to (the way in, to the transfer's page),
 * date, direction, description, and the amount signed by direction. Settled as it is made, it has
 * no settlement of its own to show, nor auditors' reactions.
 */
function transferRowHtml(row: CashierTransferRow, labels: RecordRowLabels): string {
	const name = row.otherCashier.name
	const head = bookLinkHtml(
		`/unit/${row.unitId}/transfer/${row.id}`,
		row.input ? labels.transferFrom({ name }) : labels.transferTo({ name }),
	)
	const description = row.description
		? `<p class="book-cut book-desc">${said(labels.description)}${escapeHtml(row.description)}</p>`
		: ''
	return (
		`<div class="book-main"><div class="book-line">${head}${dayAndDirectionHtml(row, labels)}</div>` +
		`${description}</div><div class="book-side">${signedTotalHtml(row, labels)}` +
		`<span class="book-badges"><span class="book-kind">${escapeHtml(labels.transfer)}</span></span></div>`
	)
}
