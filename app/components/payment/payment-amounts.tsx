import { useTranslation } from 'react-i18next'
import { type Payment } from '@caixa/contract/payment'
import { formatMoney } from '@caixa/domain/money-format'

// A payment's figures, from what was agreed to what remains (DOMAIN.md: total due = amount +
// interest + late fee − discount; remaining = total due − paid), as a description list.

const rows = ['amount', 'interest', 'lateFee', 'discount', 'totalDue', 'paid', 'remaining'] as const

export function PaymentAmounts({ payment }: { payment: Payment }) {
	const { t, i18n } = useTranslation('payment')
	return (
		<section aria-labelledby="payment-amounts" className="flex flex-col gap-2">
			<h2 id="payment-amounts" className="text-lg font-semibold">
				{t('amounts.label')}
			</h2>
			<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 sm:max-w-sm">
				{rows.map((row) => (
					<div key={row} className="contents">
						<dt
							className={
								row === 'totalDue' || row === 'remaining'
									? 'font-semibold text-slate-900'
									: 'text-slate-700'
							}
						>
							{t(`amounts.${row}`)}
						</dt>
						<dd
							data-amount={row}
							className={`text-right tabular-nums ${
								row === 'totalDue' || row === 'remaining' ? 'font-semibold' : ''
							}`}
						>
							{formatMoney(payment[row], payment.currency, i18n.language)}
						</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
