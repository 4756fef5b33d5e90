import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type DrillRowView } from './category-drill-view'

/**
 * A row of a category's drill-down: the record it comes from (its link), who and when, and what
 * it puts on the category's figure — a record's total less what went into stock (accrual), or
 * a payment's cash less its interest and fees (cash).
 */
export function DrillRow({ row }: { row: DrillRowView }) {
	const { t } = useTranslation('report')
	return (
		<div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-1 py-3">
			<div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
				<Link to={row.href} className="font-semibold text-emerald-800 underline underline-offset-2">
					{t('category.record', { reference: row.reference })}
				</Link>
				<p className="text-sm text-slate-800">
					{[
						row.kind === 'PAYMENT'
							? t('category.paidOn', { date: row.paidOn })
							: t('category.issuedOn', { date: row.issuedOn }),
						row.cashier,
						row.clientOrSupplier,
						t(row.input ? 'category.in' : 'category.out'),
					]
						.filter(Boolean)
						.join(' · ')}
				</p>
				{row.description ? <p className="text-sm text-slate-700">{row.description}</p> : null}
				<p className="text-sm text-slate-700">
					{[
						row.kind === 'PAYMENT'
							? `${t('category.installment', { number: row.number, of: row.of })}${
									row.partial ? ` (${t('category.partial')})` : ''
								}`
							: null,
						t('category.total', { amount: row.total }),
						row.kind === 'RECORD' && row.stockValue
							? t('category.stockValue', { amount: row.stockValue })
							: null,
						row.kind === 'PAYMENT' ? t('category.cashMoved', { amount: row.cashMoved }) : null,
						row.kind === 'PAYMENT' && row.charges
							? t('category.charges', { amount: row.charges })
							: null,
					]
						.filter(Boolean)
						.join(' · ')}
				</p>
			</div>
			<p className="font-semibold whitespace-nowrap tabular-nums">
				{t('category.contributes', { amount: row.amount })}
			</p>
		</div>
	)
}
