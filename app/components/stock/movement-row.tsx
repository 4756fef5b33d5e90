import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type StockMovement } from '@caixa/contract/stock'
import { formatMoney } from '@caixa/domain/money-format'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { formatStockQuantity } from './stock-quantity-format'

// A movement of /unit/{unitId}/inventory/activity: its day, product, kind (a purchase, a sale, an
// adjustment with its reason, or the reversal of one of them when its record was deleted), the
// record it came from, the signed quantity, unit cost and value, and the product's stock after it.

export type MovementRowData = Pick<
	StockMovement,
	| 'id'
	| 'productId'
	| 'productName'
	| 'kind'
	| 'reason'
	| 'reversalOf'
	| 'inventoryId'
	| 'cashierId'
	| 'orderReferenceNumber'
	| 'countedQuantity'
	| 'quantity'
	| 'unitCost'
	| 'value'
	| 'occurredOn'
	| 'quantityAfter'
	| 'averageCostAfter'
>

/** The movement's kind in words: "Sale", "Adjustment: Loss", "Reversal: Purchase". */
function useKindLabel() {
	const { t } = useTranslation('stock')
	return (row: MovementRowData) => {
		const kind =
			row.kind === 'ADJUSTMENT' && row.reason
				? t('activity.adjustment', { reason: t(`reasons.${row.reason}`) })
				: t(`activity.kinds.${row.kind}`)
		return row.reversalOf ? t('activity.reversal', { kind }) : kind
	}
}

export function MovementRow({ row, currency }: { row: MovementRowData; currency: string }) {
	const { t, i18n } = useTranslation('stock')
	const locale = i18n.language
	const kindLabel = useKindLabel()
	const quantity = formatStockQuantity(row.quantity, locale)
	return (
		<div className="flex flex-col gap-1 border-b border-slate-100 py-3 sm:flex-row sm:items-start sm:gap-4">
			<span className="tabular-nums sm:w-28 sm:shrink-0">
				{formatCalendarDay(row.occurredOn, locale)}
			</span>
			<span className="flex min-w-0 flex-col sm:flex-1">
				<span className="font-medium">{row.productName}</span>
				<span className="text-sm text-slate-700">
					{kindLabel(row)}
					{row.countedQuantity !== null ? (
						<>
							{' · '}
							{t('activity.counted', {
								quantity: formatStockQuantity(row.countedQuantity, locale),
							})}
						</>
					) : null}
					{row.inventoryId && row.cashierId && row.orderReferenceNumber ? (
						<>
							{' · '}
							<Link
								to={`/cashier/${row.cashierId}/inventory/${row.inventoryId}`}
								className="text-emerald-800 underline"
							>
								{t('activity.record', { reference: row.orderReferenceNumber })}
							</Link>
						</>
					) : null}
				</span>
			</span>
			<span className="flex flex-wrap gap-x-4 text-sm tabular-nums sm:flex-col sm:items-end">
				<span>
					<span className="text-slate-700">{t('activity.quantity')}: </span>
					{row.quantity > 0 ? `+${quantity}` : quantity}
				</span>
				<span>
					<span className="text-slate-700">{t('activity.unitCost')}: </span>
					{formatMoney(row.unitCost, currency, locale)}
				</span>
				<span>
					<span className="text-slate-700">{t('activity.value')}: </span>
					{formatMoney(row.value, currency, locale)}
				</span>
				<span className={row.quantityAfter < 0 ? 'font-semibold text-red-700' : undefined}>
					<span className="text-slate-700">{t('activity.after')}: </span>
					{t('activity.afterValue', {
						quantity: formatStockQuantity(row.quantityAfter, locale),
						average: formatMoney(row.averageCostAfter, currency, locale),
					})}
				</span>
			</span>
		</div>
	)
}
