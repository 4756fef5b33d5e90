import { Link } from '@remix-run/react'
import { type TFunction } from 'i18next'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
	type CashierBookRow,
	type CashierTransferRow,
	type InventoryRow,
} from '@caixa/contract/inventory'
import { settlements } from '@caixa/contract/ledger-constants'
import { formatMoney } from '@caixa/domain/money-format'
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
	  > & {
			clientOrSupplier: string | null
			category: string | null
			/** Every auditor's reaction, whatever it said. */
			reactions: number
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
		reactions: row.reactions.APPROVED + row.reactions.QUESTION + row.reactions.REJECTED,
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
		counts: translatedTemplate(t, 'list.counts', ['reactions', 'comments']),
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
 * phone, one row wider up; the whole row is its link's target. The auditor's view lists the same
 * rows: its records open under its own path, and `children` adds to a record's counts (the
 * auditor's own reaction).
 */
export function RecordRow({
	row,
	recordsPath,
	labels,
	children,
}: {
	row: RecordRowData
	/** Where the list's records open: `{recordsPath}/inventory/{id}` (`/cashier/{id}`). */
	recordsPath: string
	labels: RecordRowLabels
	children?: ReactNode
}) {
	return row.kind === 'TRANSFER' ? (
		<TransferRow row={row} labels={labels} />
	) : (
		<BookedRecordRow row={row} recordsPath={recordsPath} labels={labels}>
			{children}
		</BookedRecordRow>
	)
}

const ROW_CLASS =
	'relative flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 px-1 py-3 hover:bg-slate-50'
// The link covers the row, so a tap anywhere on it opens what the row is.
const ROW_LINK_CLASS =
	'rounded font-semibold text-emerald-800 underline after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700'

function SignedTotal({ row, labels }: { row: RecordRowData; labels: RecordRowLabels }) {
	return (
		<span
			className={`font-semibold tabular-nums ${row.input ? 'text-emerald-900' : 'text-slate-900'}`}
		>
			<span className="sr-only">{labels.total}: </span>
			{row.input ? '+' : '−'}
			{formatMoney(row.total, row.currency, labels.locale)}
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
	children,
}: {
	row: Exclude<RecordRowData, TransferRowData>
	recordsPath: string
	labels: RecordRowLabels
	children: ReactNode
}) {
	const { locale } = labels
	return (
		<div className={ROW_CLASS}>
			<div className="flex min-w-0 flex-1 basis-64 flex-col">
				<div className="flex flex-wrap items-baseline gap-x-3">
					<Link
						to={`${recordsPath}/inventory/${row.id}`}
						aria-label={labels.open({ reference: row.orderReferenceNumber })}
						className={ROW_LINK_CLASS}
					>
						#{row.orderReferenceNumber}
					</Link>
					<span className="text-sm text-slate-700">
						<span className="sr-only">{labels.date}: </span>
						{formatCalendarDay(row.issuedOn, locale)}
					</span>
					<span className="text-sm text-slate-700">{row.input ? labels.input : labels.output}</span>
				</div>
				<div className="flex min-w-0 flex-wrap gap-x-3 text-sm text-slate-800">
					<span className="min-w-0 truncate">
						<span className="sr-only">{labels.clientOrSupplier}: </span>
						{row.clientOrSupplier ?? labels.noClientOrSupplier}
					</span>
					{row.category !== null ? (
						<span className="min-w-0 truncate text-slate-600">
							<span className="sr-only">{labels.category}: </span>
							{row.category}
						</span>
					) : null}
				</div>
			</div>
			<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
				<SignedTotal row={row} labels={labels} />
				<LabelledSettlementBadge
					settlement={row.settlement}
					label={labels.settlement[row.settlement]}
				/>
				<span className="text-xs text-slate-600">
					{labels.counts({ reactions: row.reactions, comments: row.comments })}
				</span>
				{children}
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
	const { locale } = labels
	return (
		<div className={ROW_CLASS}>
			<div className="flex min-w-0 flex-1 basis-64 flex-col">
				<div className="flex flex-wrap items-baseline gap-x-3">
					<Link to={`/unit/${row.unitId}/transfer/${row.id}`} className={ROW_LINK_CLASS}>
						{row.input
							? labels.transferFrom({ name: row.otherCashier })
							: labels.transferTo({ name: row.otherCashier })}
					</Link>
					<span className="text-sm text-slate-700">
						<span className="sr-only">{labels.date}: </span>
						{formatCalendarDay(row.issuedOn, locale)}
					</span>
					<span className="text-sm text-slate-700">{row.input ? labels.input : labels.output}</span>
				</div>
				{row.description ? (
					<p className="min-w-0 truncate text-sm text-slate-800">
						<span className="sr-only">{labels.description}: </span>
						{row.description}
					</p>
				) : null}
			</div>
			<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
				<SignedTotal row={row} labels={labels} />
				<span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
					{labels.transfer}
				</span>
			</div>
		</div>
	)
}
