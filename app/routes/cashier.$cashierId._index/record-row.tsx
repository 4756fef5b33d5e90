import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type InventoryRow } from '@caixa/contract/inventory'
import { formatMoney } from '@caixa/domain/money'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { SettlementBadge } from '~/components/ledger/settlement-badge'

/**
 * A record in the cashier's list: reference (the way in: the whole row is its link's target),
 * date, direction, client or supplier, category, total (signed by direction), settlement, and
 * what auditors said (reaction and comment counts). Two lines on a phone, one row wider up.
 */
export function RecordRow({ row, cashierId }: { row: InventoryRow; cashierId: string }) {
	const { t, i18n } = useTranslation('inventory')
	const locale = i18n.language
	const total = formatMoney(row.total, row.currency, locale)
	const reactions = row.reactions.APPROVED + row.reactions.QUESTION + row.reactions.REJECTED
	return (
		<div className="relative flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 px-1 py-3 hover:bg-slate-50">
			<div className="flex min-w-0 flex-1 basis-64 flex-col">
				<div className="flex flex-wrap items-baseline gap-x-3">
					<Link
						to={`/cashier/${cashierId}/inventory/${row.id}`}
						aria-label={t('list.open', { reference: row.orderReferenceNumber })}
						// The link covers the row, so a tap anywhere on it opens the record.
						className="rounded font-semibold text-emerald-800 underline after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
					>
						#{row.orderReferenceNumber}
					</Link>
					<span className="text-sm text-slate-700">
						<span className="sr-only">{t('list.date')}: </span>
						{formatCalendarDay(row.issuedOn, locale)}
					</span>
					<span className="text-sm text-slate-700">
						{t(row.input ? 'ledger:direction.input' : 'ledger:direction.output')}
					</span>
				</div>
				<div className="flex min-w-0 flex-wrap gap-x-3 text-sm text-slate-800">
					<span className="min-w-0 truncate">
						<span className="sr-only">{t('list.clientOrSupplier')}: </span>
						{row.clientOrSupplier?.name ?? t('list.noClientOrSupplier')}
					</span>
					{row.category ? (
						<span className="min-w-0 truncate text-slate-600">
							<span className="sr-only">{t('list.category')}: </span>
							{row.category.name}
						</span>
					) : null}
				</div>
			</div>
			<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
				<span
					className={`font-semibold tabular-nums ${row.input ? 'text-emerald-900' : 'text-slate-900'}`}
				>
					<span className="sr-only">{t('list.total')}: </span>
					{row.input ? '+' : '−'}
					{total}
				</span>
				<SettlementBadge settlement={row.settlement} />
				<span className="text-xs text-slate-600">
					{t('list.counts', { reactions, comments: row.comments })}
				</span>
			</div>
		</div>
	)
}
