import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type StockLevel } from '@caixa/contract/stock'
import { formatMoney } from '@caixa/domain/money-format'
import { formatStockQuantity } from './stock-quantity-format'

// A product's stock on /unit/{unitId}/inventory: its name (to the product's page), SKU, quantity,
// average cost and value, and a link that opens the count form on it (the form's list holds the
// first 100 products by name; the link reaches any product the list finds). Below zero (more sold than bought: allowed, never changed silently) the
// quantity is red AND a badge says so in words, so colour is never the only sign.

export type StockLevelRowData = Pick<
	StockLevel,
	'productId' | 'name' | 'sku' | 'archived' | 'quantity' | 'averageCost' | 'value' | 'negative'
>

export function StockLevelRow({
	row,
	unitId,
	currency,
	countHref,
}: {
	row: StockLevelRowData
	unitId: string
	currency: string
	/** Where this product's count begins: the page with the form open on it. */
	countHref: string
}) {
	const { t, i18n } = useTranslation('stock')
	const locale = i18n.language
	return (
		<div className="flex flex-col gap-1 border-b border-slate-100 py-3 sm:flex-row sm:items-center sm:gap-4">
			<span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 sm:flex-1">
				<Link
					to={`/unit/${unitId}/product/${row.productId}`}
					className="font-medium text-emerald-800 underline"
				>
					{row.name}
				</Link>
				{row.sku ? <span className="text-sm text-slate-700">{row.sku}</span> : null}
				{row.archived ? (
					<span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
						{t('level.archived')}
					</span>
				) : null}
				{row.negative ? (
					<span className="rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
						{t('level.negative')}
					</span>
				) : null}
			</span>
			<span className="flex flex-wrap gap-x-4 text-sm tabular-nums sm:justify-end">
				<span className={row.negative ? 'font-semibold text-red-700' : undefined}>
					<span className="text-slate-700">{t('level.quantity')}: </span>
					{formatStockQuantity(row.quantity, locale)}
				</span>
				<span>
					<span className="text-slate-700">{t('level.averageCost')}: </span>
					{formatMoney(row.averageCost, currency, locale)}
				</span>
				<span className={row.value < 0 ? 'text-red-700' : undefined}>
					<span className="text-slate-700">{t('level.value')}: </span>
					{formatMoney(row.value, currency, locale)}
				</span>
				<Link
					to={countHref}
					aria-label={t('level.countOf', { name: row.name })}
					className="text-emerald-800 underline"
				>
					{t('level.count')}
				</Link>
			</span>
		</div>
	)
}
