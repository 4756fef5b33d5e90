import { type TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
	type CashierBookRow,
	type CashierTransferRow,
	type InventoryRow,
} from '@caixa/contract/inventory'
import { settlements } from '@caixa/contract/ledger-constants'
import { formatMoney } from '@caixa/domain/money-format'
import { AppLink } from '~/components/app-link'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { LabelledSettlementBadge } from '~/components/ledger/settlement-badge'
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
	return row.kind === 'TRANSFER' ? (
		<TransferRow row={row} labels={labels} />
	) : (
		<BookedRecordRow row={row} recordsPath={recordsPath} labels={labels} />
	)
}

/** The words before a value that only a screen reader says ("Date: "), one text node. */
function Said({ label }: { label: string }) {
	return <span className="sr-only">{`${label}: `}</span>
}

/*
 * The rows' look is in tailwind.css (.book-*): a page renders 20 to 200 of them, and one short
 * class name each keeps the page and its render small (issue 14).
 */

/** What both kinds of row open with: the way in (the row's link), the day and the direction. */
function RowHead({
	row,
	to,
	label,
	labels,
	children,
}: {
	row: RecordRowData
	to: string
	label?: string
	labels: RecordRowLabels
	children: string
}) {
	return (
		<div className="book-line">
			{/* The link covers the row, so a tap anywhere on it opens what the row is. */}
			<AppLink to={to} aria-label={label} className="book-link">
				{children}
			</AppLink>
			<span className="book-meta">
				<Said label={labels.date} />
				{formatCalendarDay(row.issuedOn, labels.locale)}
			</span>
			<span className="book-meta">{row.input ? labels.input : labels.output}</span>
		</div>
	)
}

function SignedTotal({ row, labels }: { row: RecordRowData; labels: RecordRowLabels }) {
	return (
		<span className={row.input ? 'book-total text-emerald-900' : 'book-total'}>
			<Said label={labels.total} />
			{`${row.input ? '+' : '−'}${formatMoney(row.total, row.currency, labels.locale)}`}
		</span>
	)
}

/**
 * A record: reference (the way in), date, direction, client or supplier, category, total (signed
 * by direction), settlement, and what auditors said (reaction and comment counts).
 */
function BookedRecordRow({
	row,
	recordsPath,
	labels,
}: {
	row: Exclude<RecordRowData, TransferRowData>
	recordsPath: string
	labels: RecordRowLabels
}) {
	return (
		<div className="book-row">
			<div className="book-main">
				<RowHead
					row={row}
					to={`${recordsPath}/inventory/${row.id}`}
					label={labels.open({ reference: row.orderReferenceNumber })}
					labels={labels}
				>
					{`#${row.orderReferenceNumber}`}
				</RowHead>
				<div className="book-sub">
					<span className="book-cut">
						<Said label={labels.clientOrSupplier} />
						{row.clientOrSupplier ?? labels.noClientOrSupplier}
					</span>
					{row.category !== null ? (
						<span className="book-cut text-slate-600">
							<Said label={labels.category} />
							{row.category}
						</span>
					) : null}
				</div>
			</div>
			<div className="book-side">
				<SignedTotal row={row} labels={labels} />
				<LabelledSettlementBadge
					settlement={row.settlement}
					label={labels.settlement[row.settlement]}
				/>
				<span className="text-xs text-slate-600">
					{labels.counts({ ...row.reactions, comments: row.comments })}
				</span>
			</div>
		</div>
	)
}

/**
 * A transfer: which cashier the money came from or went to (the way in, to the transfer's page),
 * date, direction, description, and the amount signed by direction. Settled as it is made, it has
 * no settlement of its own to show, nor auditors' reactions.
 */
function TransferRow({ row, labels }: { row: TransferRowData; labels: RecordRowLabels }) {
	return (
		<div className="book-row">
			<div className="book-main">
				<RowHead row={row} to={`/unit/${row.unitId}/transfer/${row.id}`} labels={labels}>
					{row.input
						? labels.transferFrom({ name: row.otherCashier })
						: labels.transferTo({ name: row.otherCashier })}
				</RowHead>
				{row.description ? (
					<p className="book-cut text-sm text-slate-800">
						<Said label={labels.description} />
						{row.description}
					</p>
				) : null}
			</div>
			<div className="book-side">
				<SignedTotal row={row} labels={labels} />
				<span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
					{labels.transfer}
				</span>
			</div>
		</div>
	)
}
