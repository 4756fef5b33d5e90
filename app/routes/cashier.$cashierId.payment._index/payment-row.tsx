import { type TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type Payment, type PaymentStatus } from '@caixa/contract/payment'
import { formatMoney } from '@caixa/domain/money-format'
import { AppLink } from '~/components/app-link'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { LabelledPaymentStatusBadge } from '~/components/ledger/settlement-badge'
import { keptOnServer, translatedTemplate } from '~/components/ledger/translated-template'

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

function paymentRowLabels(t: TFunction<'payment'>, locale: string) {
	const statuses = new Map<PaymentStatus | 'OVERDUE', string>()
	return {
		locale,
		noClient: t('noClient'),
		input: t('ledger:direction.input'),
		output: t('ledger:direction.output'),
		due: t('list.due'),
		totalDue: t('list.totalDue'),
		remaining: t('list.remaining'),
		followed: t('follow.mark'),
		/** The badge's word: OVERDUE for an open installment past its due date. */
		status(status: PaymentStatus | 'OVERDUE'): string {
			let label = statuses.get(status)
			if (label === undefined) {
				label = t(`ledger:paymentStatus.${status}`)
				statuses.set(status, label)
			}
			return label
		},
		installment: translatedTemplate(t, 'ledger:installment', ['number', 'of']),
		open: translatedTemplate(t, 'list.open', ['installment', 'reference']),
	}
}

export type PaymentRowLabels = ReturnType<typeof paymentRowLabels>

/** The rows' words, translated once per list (translated-template.ts says why). */
export function usePaymentRowLabels(): PaymentRowLabels {
	const { t, i18n } = useTranslation('payment')
	const language = i18n.language
	return useMemo(
		() => keptOnServer(i18n, paymentRowLabels, () => paymentRowLabels(t, language)),
		[t, i18n, language],
	)
}

/**
 * An installment in the payments list: due date, record reference and client, n of N, total due
 * and what remains, its status (overdue included) and a mark when followed. The whole reference
 * is the link that opens the payment.
 */
export function PaymentListRow({ row, labels }: { row: PaymentRow; labels: PaymentRowLabels }) {
	const { locale } = labels
	const installment = labels.installment({ number: row.number, of: row.of })
	return (
		// One line from 640 px; below, the reference first, then the figures and the status.
		<div className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-4">
			<span className="flex min-w-0 flex-col sm:order-2 sm:flex-1">
				<AppLink
					to={`/cashier/${row.cashierId}/payment/${row.id}`}
					aria-label={labels.open({ installment, reference: row.orderReferenceNumber })}
					className="truncate font-medium text-emerald-800 underline"
				>
					{`${row.orderReferenceNumber} · ${installment}`}
				</AppLink>
				<span className="truncate text-sm text-slate-700">
					{`${row.clientOrSupplier?.name ?? labels.noClient} · ${row.input ? labels.input : labels.output}`}
				</span>
			</span>
			<span className="tabular-nums sm:order-1 sm:w-28 sm:shrink-0">
				<span className="sr-only">{`${labels.due}: `}</span>
				{formatCalendarDay(row.dueDate, locale)}
			</span>
			<span className="flex flex-wrap gap-x-4 text-sm tabular-nums sm:order-3 sm:flex-col sm:items-end">
				<span>
					<span className="text-slate-700">{`${labels.totalDue}: `}</span>
					{formatMoney(row.totalDue, row.currency, locale)}
				</span>
				<span>
					<span className="text-slate-700">{`${labels.remaining}: `}</span>
					{formatMoney(row.remaining, row.currency, locale)}
				</span>
			</span>
			<span className="flex items-center gap-2 sm:order-4">
				<LabelledPaymentStatusBadge
					status={row.status}
					overdue={row.overdue}
					label={labels.status(row.overdue ? 'OVERDUE' : row.status)}
				/>
				{row.followed ? (
					<span className="text-sm text-amber-800" title={labels.followed}>
						<span aria-hidden="true">★</span>
						<span className="sr-only">{labels.followed}</span>
					</span>
				) : null}
			</span>
		</div>
	)
}
