import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type AuditorInventoryRow, type MyReaction } from '@caixa/contract/audit'
import { formatMoney } from '@caixa/domain/money-format'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { SettlementBadge } from '~/components/ledger/settlement-badge'

/** What a row of the auditor's list shows of a record, and no more. */
export type AuditorRowData = Pick<
	AuditorInventoryRow,
	| 'id'
	| 'input'
	| 'orderReferenceNumber'
	| 'issuedOn'
	| 'total'
	| 'currency'
	| 'settlement'
	| 'comments'
	| 'reactions'
	| 'myReaction'
> & { name: string | null; clientOrSupplier: string | null; category: string | null }

export function auditorRowData(row: AuditorInventoryRow): AuditorRowData {
	return {
		id: row.id,
		input: row.input,
		orderReferenceNumber: row.orderReferenceNumber,
		issuedOn: row.issuedOn,
		total: row.total,
		currency: row.currency,
		settlement: row.settlement,
		comments: row.comments,
		myReaction: row.myReaction,
		// What the writer called it, as the writer's own list names it.
		name: row.description ?? row.firstItemName,
		clientOrSupplier: row.clientOrSupplier?.name ?? null,
		category: row.category?.name ?? null,
		reactions: row.reactions,
	}
}

/*
 * A record of the auditor's list: the writer's row's look and words (the inventory namespace's),
 * plus the auditor's own reaction. Not the writer's RecordRow: sharing that module with this
 * page split it out of the records page's own chunk, +441 B gzipped on /cashier/{id}, which is
 * at its 120 KB budget; this row takes only the leaf pieces already shared.
 */
export function AuditorRecordRow({
	row,
	recordsPath,
}: {
	row: AuditorRowData
	recordsPath: string
}) {
	const { t, i18n } = useTranslation('inventory')
	const locale = i18n.language
	return (
		<div className="relative flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 px-1 py-3 hover:bg-slate-50">
			<div className="flex min-w-0 flex-1 basis-64 flex-col">
				<div className="flex flex-wrap items-baseline gap-x-3">
					<Link
						to={`${recordsPath}/inventory/${row.id}`}
						aria-label={
							row.name === null
								? t('list.unnamed', { reference: row.orderReferenceNumber })
								: t('list.named', { name: row.name, reference: row.orderReferenceNumber })
						}
						className="rounded font-semibold text-emerald-800 underline after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
					>
						{row.name ?? `#${row.orderReferenceNumber}`}
					</Link>
					{row.name === null ? null : (
						<span className="text-sm text-slate-700">
							<span className="sr-only">{t('list.reference')}: </span>#{row.orderReferenceNumber}
						</span>
					)}
					<span className="text-sm text-slate-700">
						<span className="sr-only">{t('list.date')}: </span>
						{formatCalendarDay(row.issuedOn, locale)}
					</span>
					<span className="text-sm text-slate-700">
						{t(row.input ? 'ledger:direction.input' : 'ledger:direction.output')}
					</span>
				</div>
				<span className="min-w-0 truncate text-sm text-slate-800">
					<span className="sr-only">{t('list.clientOrSupplier')}: </span>
					{row.clientOrSupplier ?? t('list.noClientOrSupplier')}
					{row.category === null ? null : (
						<span className="text-slate-600">
							{' · '}
							<span className="sr-only">{t('list.category')}: </span>
							{row.category}
						</span>
					)}
				</span>
			</div>
			<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
				<span
					className={`font-semibold tabular-nums ${row.input ? 'text-emerald-900' : 'text-slate-900'}`}
				>
					<span className="sr-only">{t('list.total')}: </span>
					{row.input ? '+' : '−'}
					{formatMoney(row.total, row.currency, locale)}
				</span>
				<SettlementBadge settlement={row.settlement} />
				<Counts row={row} />
				<MyReactionBadge reaction={row.myReaction} />
			</div>
		</div>
	)
}

/** What auditors said, a chip a kind, only the kinds that were said (no row of zeros). */
function Counts({ row }: { row: AuditorRowData }) {
	const { t } = useTranslation('inventory')
	const counts = [
		['approved', row.reactions.APPROVED],
		['questions', row.reactions.QUESTION],
		['rejected', row.reactions.REJECTED],
		['comments', row.comments],
	] as const
	return counts.map(([kind, n]) =>
		n > 0 ? (
			<span key={kind} className="text-xs text-slate-600">
				{t(`list.${kind}`, { n })}
			</span>
		) : null,
	)
}

function MyReactionBadge({ reaction }: { reaction: MyReaction }) {
	const { t } = useTranslation('audit')
	if (reaction === 'NONE') {
		return <span className="text-xs text-slate-600">{t('list.noReaction')}</span>
	}
	return (
		<span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-900">
			{t('list.myReaction', { reaction: t(`reaction.${reaction}`) })}
		</span>
	)
}
