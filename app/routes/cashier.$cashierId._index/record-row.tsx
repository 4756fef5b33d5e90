import { type TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
	type CashierBookRow,
	type CashierTransferRow,
	type InventoryRow,
} from '@caixa/contract/inventory'
import { settlements } from '@caixa/contract/ledger-constants'
import { escapeHtml } from '@caixa/domain/escape-html'
import { formatMoney } from '@caixa/domain/money-format'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { settlementBadgeHtml } from '~/components/ledger/settlement-badge'
import { keptOnServer, translatedTemplate } from '~/components/ledger/translated-template'

/**
 * What a row shows of a record, and no more: the loader sends this to the browser (serialised
 * into the page and again on every scroll's batch), not the API's whole row.
 */
export type RecordRowData =
	| (Pick<
			InventoryRow,
			| 'kind'
			| 'id'
			| 'input'
			| 'orderReferenceNumber'
			| 'issuedOn'
			| 'total'
			| 'currency'
			| 'settlement'
			| 'comments'
			| 'reactions'
	  > & {
			clientOrSupplier: string | null
			category: string | null
	  })
	| TransferRowData

/** An internal transfer into or out of this cashier, as its row shows it. */
export type TransferRowData = Pick<
	CashierTransferRow,
	'kind' | 'id' | 'unitId' | 'input' | 'issuedOn' | 'total' | 'currency' | 'description'
> & { otherCashier: string }

export function recordRowData(row: CashierBookRow): RecordRowData {
	if (row.kind === 'TRANSFER') {
		return {
			kind: row.kind,
			id: row.id,
			unitId: row.unitId,
			input: row.input,
			issuedOn: row.issuedOn,
			total: row.total,
			currency: row.currency,
			description: row.description,
			otherCashier: row.otherCashier.name,
		}
	}
	return {
		kind: row.kind,
		id: row.id,
		input: row.input,
		orderReferenceNumber: row.orderReferenceNumber,
		issuedOn: row.issuedOn,
		total: row.total,
		currency: row.currency,
		settlement: row.settlement,
		comments: row.comments,
		clientOrSupplier: row.clientOrSupplier?.name ?? null,
		category: row.category?.name ?? null,
		reactions: row.reactions,
	}
}

function recordRowLabels(t: TFunction<'inventory'>, locale: string) {
	return {
		locale,
		date: t('list.date'),
		clientOrSupplier: t('list.clientOrSupplier'),
		noClientOrSupplier: t('list.noClientOrSupplier'),
		category: t('list.category'),
		total: t('list.total'),
		input: t('ledger:direction.input'),
		output: t('ledger:direction.output'),
		settlement: Object.fromEntries(
			settlements.map((settlement) => [settlement, t(`ledger:settlement.${settlement}`)]),
		) as Record<InventoryRow['settlement'], string>,
		open: translatedTemplate(t, 'list.open', ['reference']),
		counts: translatedTemplate(t, 'list.counts', ['APPROVED', 'QUESTION', 'REJECTED', 'comments']),
		transfer: t('list.transfer'),
		transferFrom: translatedTemplate(t, 'list.transferFrom', ['name']),
		transferTo: translatedTemplate(t, 'list.transferTo', ['name']),
		description: t('list.description'),
	}
}

export type RecordRowLabels = ReturnType<typeof recordRowLabels>

/** The rows' words, translated once per list (translated-template.ts says why). */
export function useRecordRowLabels(): RecordRowLabels {
	const { t, i18n } = useTranslation('inventory')
	const language = i18n.language
	return useMemo(
		() => keptOnServer(i18n, recordRowLabels, () => recordRowLabels(t, language)),
		[t, i18n, language],
	)
}

/**
 * A row of the cashier's list: a record, or a transfer into or out of the cashier. Two lines on a
 * phone, one row wider up; the whole row is its link's target.
 *
 * Its inside is written as a string, every value through escapeHtml: a page renders 20 to 200
 * rows, and React rendering their ~19 elements each was an eighth of a records page's server time
 * (issue 14: 3.1 ms of 23.9, compare-builds). Nothing in a row is interactive but its link, a
 * plain anchor that the root's click handler and Remix's route discovery read from the document
 * (app-link.tsx), so a string loses nothing; hydration leaves the markup as it is.
 */
export function RecordRow({
	row,
	recordsPath,
	labels,
}: {
	row: RecordRowData
	/** Where the list's records open: `{recordsPath}/inventory/{id}` (`/cashier/{id}`). */
	recordsPath: string
	labels: RecordRowLabels
}) {
	const html =
		row.kind === 'TRANSFER'
			? transferRowHtml(row, labels)
			: bookedRecordRowHtml(row, recordsPath, labels)
	return <div className="book-row" dangerouslySetInnerHTML={{ __html: html }} />
}

/** The words before a value that only a screen reader says ("Date: "). */
function said(label: string): string {
	return `<span class="sr-only">${escapeHtml(label)}: </span>`
}

/*
 * The rows' look is in tailwind.css (.book-*): a page renders 20 to 200 of them, and one short
 * class name each keeps the page and its render small (issue 14).
 */

/**
 * What both kinds of row open with: the way in (the row's link, an AppLink's markup, covering the
 * row so a tap anywhere on it opens what the row is), the day and the direction.
 */
function rowHeadHtml(
	row: RecordRowData,
	to: string,
	label: string | undefined,
	labels: RecordRowLabels,
	text: string,
): string {
	const named = label === undefined ? '' : ` aria-label="${escapeHtml(label)}"`
	return (
		`<div class="book-line"><a${named} class="book-link" href="${escapeHtml(to)}" data-discover="true">` +
		`${escapeHtml(text)}</a><span class="book-meta">${said(labels.date)}` +
		`${escapeHtml(formatCalendarDay(row.issuedOn, labels.locale))}</span>` +
		`<span class="book-meta">${escapeHtml(row.input ? labels.input : labels.output)}</span></div>`
	)
}

function signedTotalHtml(row: RecordRowData, labels: RecordRowLabels): string {
	const total = `${row.input ? '+' : '−'}${formatMoney(row.total, row.currency, labels.locale)}`
	return `<span class="${row.input ? 'book-total book-in' : 'book-total'}">${said(labels.total)}${escapeHtml(total)}</span>`
}

/**
 * A record: reference (the way in), date, direction, client or supplier, category, total (signed
 * by direction), settlement, and what auditors said (reaction and comment counts).
 */
function bookedRecordRowHtml(
	row: Exclude<RecordRowData, TransferRowData>,
	recordsPath: string,
	labels: RecordRowLabels,
): string {
	const head = rowHeadHtml(
		row,
		`${recordsPath}/inventory/${row.id}`,
		labels.open({ reference: row.orderReferenceNumber }),
		labels,
		`#${row.orderReferenceNumber}`,
	)
	const category =
		row.category === null
			? ''
			: `<span class="book-cut book-dim">${said(labels.category)}${escapeHtml(row.category)}</span>`
	const counts = labels.counts({ ...row.reactions, comments: row.comments })
	return (
		`<div class="book-main">${head}<div class="book-sub"><span class="book-cut">` +
		`${said(labels.clientOrSupplier)}${escapeHtml(row.clientOrSupplier ?? labels.noClientOrSupplier)}` +
		`</span>${category}</div></div><div class="book-side">${signedTotalHtml(row, labels)}` +
		`${settlementBadgeHtml(row.settlement, labels.settlement[row.settlement])}` +
		`<span class="book-note">${escapeHtml(counts)}</span></div>`
	)
}

/**
 * A transfer: which cashier the money came from or went to (the way in, to the transfer's page),
 * date, direction, description, and the amount signed by direction. Settled as it is made, it has
 * no settlement of its own to show, nor auditors' reactions.
 */
function transferRowHtml(row: TransferRowData, labels: RecordRowLabels): string {
	const head = rowHeadHtml(
		row,
		`/unit/${row.unitId}/transfer/${row.id}`,
		undefined,
		labels,
		row.input
			? labels.transferFrom({ name: row.otherCashier })
			: labels.transferTo({ name: row.otherCashier }),
	)
	const description = row.description
		? `<p class="book-cut book-desc">${said(labels.description)}${escapeHtml(row.description)}</p>`
		: ''
	return (
		`<div class="book-main">${head}${description}</div><div class="book-side">` +
		`${signedTotalHtml(row, labels)}<span class="book-kind">${escapeHtml(labels.transfer)}</span></div>`
	)
}
