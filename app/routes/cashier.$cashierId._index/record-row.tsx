import { Link } from '@remix-run/react'
import { type TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type InventoryRow } from '@caixa/contract/inventory'
import { settlements } from '@caixa/contract/ledger-constants'
import { formatMoney } from '@caixa/domain/money-format'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { LabelledSettlementBadge } from '~/components/ledger/settlement-badge'
import { keptOnServer, translatedTemplate } from '~/components/ledger/translated-template'

/**
 * What a row shows of a record, and no more: the loader sends this to the browser (serialised
 * into the page and again on every scroll's batch), not the API's whole row.
 */
export type RecordRowData = Pick<
	InventoryRow,
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
}

export function recordRowData(row: InventoryRow): RecordRowData {
	return {
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
		) as Record<RecordRowData['settlement'], string>,
		open: translatedTemplate(t, 'list.open', ['reference']),
		counts: translatedTemplate(t, 'list.counts', ['reactions', 'comments']),
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
 * A record in the cashier's list: reference (the way in: the whole row is its link's target),
 * date, direction, client or supplier, category, total (signed by direction), settlement, and
 * what auditors said (reaction and comment counts). Two lines on a phone, one row wider up.
 */
export function RecordRow({
	row,
	cashierId,
	labels,
}: {
	row: RecordRowData
	cashierId: string
	labels: RecordRowLabels
}) {
	const { locale } = labels
	const total = formatMoney(row.total, row.currency, locale)
	return (
		<div className="relative flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 px-1 py-3 hover:bg-slate-50">
			<div className="flex min-w-0 flex-1 basis-64 flex-col">
				<div className="flex flex-wrap items-baseline gap-x-3">
					<Link
						to={`/cashier/${cashierId}/inventory/${row.id}`}
						aria-label={labels.open({ reference: row.orderReferenceNumber })}
						// The link covers the row, so a tap anywhere on it opens the record.
						className="rounded font-semibold text-emerald-800 underline after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
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
				<span
					className={`font-semibold tabular-nums ${row.input ? 'text-emerald-900' : 'text-slate-900'}`}
				>
					<span className="sr-only">{labels.total}: </span>
					{row.input ? '+' : '−'}
					{total}
				</span>
				<LabelledSettlementBadge
					settlement={row.settlement}
					label={labels.settlement[row.settlement]}
				/>
				<span className="text-xs text-slate-600">
					{labels.counts({ reactions: row.reactions, comments: row.comments })}
				</span>
			</div>
		</div>
	)
}
