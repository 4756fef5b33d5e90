import { Link } from '@remix-run/react'
import { formatMoney } from '@caixa/domain/money-format'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { type InternalTransfer } from '@caixa/contract/internal-transfer'

export type TransferRow = Pick<
	InternalTransfer,
	'id' | 'from' | 'to' | 'amount' | 'currency' | 'transferredOn' | 'description'
>

export type TransferRowLabels = {
	locale: string
	date: string
	noDescription: string
}

/**
 * A transfer in the list: its date, the cashiers (from → to), the description, the amount. The
 * cashiers are the link that opens it, named by what it shows (WCAG's label in name). One line
 * from 640 px; below, the cashiers first.
 */
export function TransferListRow({
	unitId,
	row,
	labels,
}: {
	unitId: string
	row: TransferRow
	labels: TransferRowLabels
}) {
	const amount = formatMoney(row.amount, row.currency, labels.locale)
	return (
		<div className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-4">
			<span className="flex min-w-0 flex-col sm:order-2 sm:flex-1">
				<Link
					to={`/unit/${unitId}/transfer/${row.id}`}
					className="truncate font-medium text-emerald-800 underline"
				>
					{row.from.name} → {row.to.name}
				</Link>
				<span className="truncate text-sm text-slate-700">
					{row.description || labels.noDescription}
				</span>
			</span>
			<span className="tabular-nums sm:order-1 sm:w-28 sm:shrink-0">
				<span className="sr-only">{labels.date}: </span>
				{formatCalendarDay(row.transferredOn, labels.locale)}
			</span>
			<span className="font-medium tabular-nums sm:order-3">{amount}</span>
		</div>
	)
}
