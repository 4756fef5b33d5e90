import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type Payment } from '@caixa/contract/payment'
import { formatMoney } from '@caixa/domain/money'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { PaymentStatusBadge } from '~/components/ledger/settlement-badge'

export type PaymentRow = Pick<
	Payment,
	| 'id'
	| 'cashierId'
	| 'dueDate'
	| 'orderReferenceNumber'
	| 'clientOrSupplier'
	| 'number'
	| 'of'
	| 'totalDue'
	| 'remaining'
	| 'status'
	| 'overdue'
	| 'followed'
	| 'currency'
	| 'input'
>

/**
 * An installment in the payments list: due date, record reference and client, n of N, total due
 * and what remains, its status (overdue included) and a mark when followed. The whole reference
 * is the link that opens the payment.
 */
export function PaymentListRow({ row }: { row: PaymentRow }) {
	const { t, i18n } = useTranslation('payment')
	const locale = i18n.language
	const installment = t('ledger:installment', { number: row.number, of: row.of })
	return (
		// One line from 640 px; below, the reference first, then the figures and the status.
		<div className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-4">
			<span className="flex min-w-0 flex-col sm:order-2 sm:flex-1">
				<Link
					to={`/cashier/${row.cashierId}/payment/${row.id}`}
					aria-label={t('list.open', { installment, reference: row.orderReferenceNumber })}
					className="truncate font-medium text-emerald-800 underline"
				>
					{row.orderReferenceNumber} · {installment}
				</Link>
				<span className="truncate text-sm text-slate-700">
					{row.clientOrSupplier?.name ?? t('noClient')} ·{' '}
					{t(row.input ? 'ledger:direction.input' : 'ledger:direction.output')}
				</span>
			</span>
			<span className="tabular-nums sm:order-1 sm:w-28 sm:shrink-0">
				<span className="sr-only">{t('list.due')}: </span>
				{formatCalendarDay(row.dueDate, locale)}
			</span>
			<span className="flex flex-wrap gap-x-4 text-sm tabular-nums sm:order-3 sm:flex-col sm:items-end">
				<span>
					<span className="text-slate-700">{t('list.totalDue')}: </span>
					{formatMoney(row.totalDue, row.currency, locale)}
				</span>
				<span>
					<span className="text-slate-700">{t('list.remaining')}: </span>
					{formatMoney(row.remaining, row.currency, locale)}
				</span>
			</span>
			<span className="flex items-center gap-2 sm:order-4">
				<PaymentStatusBadge status={row.status} overdue={row.overdue} />
				{row.followed ? (
					<span className="text-sm text-amber-800" title={t('follow.mark')}>
						<span aria-hidden="true">★</span>
						<span className="sr-only">{t('follow.mark')}</span>
					</span>
				) : null}
			</span>
		</div>
	)
}
