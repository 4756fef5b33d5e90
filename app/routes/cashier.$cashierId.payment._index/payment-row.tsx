import { type TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type Payment, type PaymentStatus } from '@caixa/contract/payment'
import { escapeHtml } from '@caixa/domain/escape-html'
import { formatMoney } from '@caixa/domain/money-format'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { paymentStatusBadgeHtml } from '~/components/ledger/settlement-badge'
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
 * An installment in the payments list: record reference and n of N (the way in, covering the
 * row), due date, direction, client, total due and what remains, its status (overdue included)
 * and a mark when followed.
 *
 * Its inside is written as a string, every value through escapeHtml, as the records list's rows
 * are (record-row.tsx says why: a page renders 20 to 200 rows, and React rendering their
 * elements was an eighth of the page's server time, issue 14). Its look is the book's
 * (tailwind.css .book-*), so both lists of a cashier read alike.
 */
export function PaymentListRow({ row, labels }: { row: PaymentRow; labels: PaymentRowLabels }) {
	return (
		<div className="book-row" dangerouslySetInnerHTML={{ __html: paymentRowHtml(row, labels) }} />
	)
}

function paymentRowHtml(row: PaymentRow, labels: PaymentRowLabels): string {
	const { locale } = labels
	const installment = labels.installment({ number: row.number, of: row.of })
	const open = labels.open({ installment, reference: row.orderReferenceNumber })
	const money = (label: string, amount: number) =>
		`<span class="book-meta">${escapeHtml(label)}: <span class="book-total">` +
		`${escapeHtml(formatMoney(amount, row.currency, locale))}</span></span>`
	const followed = row.followed
		? `<span class="text-sm text-amber-800" title="${escapeHtml(labels.followed)}">` +
			`<span aria-hidden="true">★</span><span class="sr-only">${escapeHtml(labels.followed)}</span></span>`
		: ''
	return (
		`<div class="book-main"><div class="book-line"><a aria-label="${escapeHtml(open)}" class="book-link" ` +
		`href="/cashier/${escapeHtml(row.cashierId)}/payment/${escapeHtml(row.id)}" data-discover="true">` +
		`${escapeHtml(`${row.orderReferenceNumber} · ${installment}`)}</a><span class="book-meta">` +
		`<span class="sr-only">${escapeHtml(labels.due)}: </span>${escapeHtml(formatCalendarDay(row.dueDate, locale))}` +
		`</span><span class="book-meta">${escapeHtml(row.input ? labels.input : labels.output)}</span></div>` +
		`<div class="book-sub"><span class="book-cut">${escapeHtml(row.clientOrSupplier?.name ?? labels.noClient)}` +
		`</span></div></div><div class="book-side">${money(labels.totalDue, row.totalDue)}` +
		`${money(labels.remaining, row.remaining)}` +
		`${paymentStatusBadgeHtml(row.status, row.overdue, labels.status(row.overdue ? 'OVERDUE' : row.status))}` +
		`${followed}</div>`
	)
}
