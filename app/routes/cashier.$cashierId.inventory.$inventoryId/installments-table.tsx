import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type Payment } from '@caixa/contract/payment'
import { formatMoney } from '@caixa/domain/money-format'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { PaymentStatusBadge } from '~/components/ledger/settlement-badge'

/**
 * A record's installments: n of N (each to its payment's page, for its writers), due date, amount, total due (with
 * interest and fees), paid, status (overdue included). The footer adds the columns up, so the
 * installments are seen to make the record's total. Scrolls sideways on its own on a phone.
 */
export function InstallmentsTable({
	paymentsPath,
	payments,
	currency,
}: {
	/** Where each installment opens (`{paymentsPath}/{paymentId}`); null: not linked (an auditor's). */
	paymentsPath: string | null
	payments: readonly Payment[]
	currency: string
}) {
	const { t, i18n } = useTranslation('inventory')
	const locale = i18n.language
	const money = (amount: number) => formatMoney(amount, currency, locale)
	const sum = (pick: (payment: Payment) => number) =>
		payments.reduce((total, payment) => total + pick(payment), 0)
	const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'
	return (
		// A focusable region, so a keyboard can scroll it sideways when it is wider than the screen.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
		<div role="region" aria-labelledby="installments" tabIndex={0} className="overflow-x-auto">
			<table className="w-full min-w-[36rem] border-collapse text-sm">
				<caption id="installments" className="mb-2 text-left text-lg font-semibold">
					{t('record.installments')}
				</caption>
				<thead>
					<tr className="border-b border-slate-300 text-slate-700">
						<th scope="col" className="px-3 py-2 text-left font-medium">
							{t('record.installment')}
						</th>
						<th scope="col" className="px-3 py-2 text-left font-medium">
							{t('record.dueDate')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('record.amount')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('record.totalDue')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('record.paid')}
						</th>
						<th scope="col" className="px-3 py-2 text-left font-medium">
							{t('record.status')}
						</th>
					</tr>
				</thead>
				<tbody>
					{payments.map((payment) => {
						const label = t('ledger:installment', { number: payment.number, of: payment.of })
						return (
							<tr key={payment.id} className="border-b border-slate-100">
								<th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
									{paymentsPath === null ? (
										label
									) : (
										<Link
											to={`${paymentsPath}/${payment.id}`}
											aria-label={t('record.openPayment', { installment: label })}
											className="text-emerald-800 underline"
										>
											{label}
										</Link>
									)}
								</th>
								<td className="px-3 py-2 whitespace-nowrap">
									{formatCalendarDay(payment.dueDate, locale)}
								</td>
								<td className={cell}>{money(payment.amount)}</td>
								<td className={cell}>{money(payment.totalDue)}</td>
								<td className={cell}>{money(payment.paid)}</td>
								<td className="px-3 py-2">
									<PaymentStatusBadge status={payment.status} overdue={payment.overdue} />
								</td>
							</tr>
						)
					})}
				</tbody>
				<tfoot>
					<tr className="border-t-2 border-slate-300 font-semibold">
						<th scope="row" colSpan={2} className="px-3 py-2 text-left">
							{t('record.installmentsTotal')}
						</th>
						<td className={cell}>{money(sum((payment) => payment.amount))}</td>
						<td className={cell}>{money(sum((payment) => payment.totalDue))}</td>
						<td className={cell}>{money(sum((payment) => payment.paid))}</td>
						<td />
					</tr>
				</tfoot>
			</table>
		</div>
	)
}
