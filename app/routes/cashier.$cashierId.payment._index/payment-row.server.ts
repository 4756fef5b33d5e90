import { type TFunction } from 'i18next'
import { type Payment, type PaymentStatus } from '@caixa/contract/payment'
import { escapeHtml } from '@caixa/domain/escape-html'
import { formatMoney } from '@caixa/domain/money-format'
import { type BookRowData } from '~/components/ledger/book-row'
import { bookLinkHtml, bookRowLabels, metaHtml, said } from '~/components/ledger/book-row.server'
import { formatDayMonth } from '~/components/ledger/calendar-day'
import { paymentStatusBadgeHtml } from '~/components/ledger/settlement-badge'
import { translatedTemplate } from '~/components/ledger/translated-template'

function paymentRowLabels(t: TFunction<'payment'>, locale: string) {
	const statuses = new Map<PaymentStatus | 'OVERDUE', string>()
	return {
		locale,
		input: t('ledger:direction.input'),
		output: t('ledger:direction.output'),
		record: t('payment:list.record'),
		clientOrSupplier: t('inventory:list.clientOrSupplier'),
		category: t('inventory:list.category'),
		totalDue: t('payment:list.totalDue'),
		remaining: t('payment:list.remaining'),
		followed: t('payment:follow.mark'),
		/** The badge's word: OVERDUE for an open installment past its due date. */
		status(status: PaymentStatus | 'OVERDUE'): string {
			let label = statuses.get(status)
			if (label === undefined) {
				label = t(`ledger:paymentStatus.${status}`)
				statuses.set(status, label)
			}
			return label
		},
		unnamed: translatedTemplate(t, 'payment:list.unnamed', ['reference']),
		installment: translatedTemplate(t, 'payment:list.installment', ['number', 'of']),
		dueOn: translatedTemplate(t, 'payment:list.dueOn', ['date']),
		open: translatedTemplate(t, 'payment:list.open', ['name', 'number', 'of']),
		openSingle: translatedTemplate(t, 'payment:list.openSingle', ['name', 'date']),
	}
}

export type PaymentRowLabels = ReturnType<typeof paymentRowLabels>

/** The rows' words in the reader's language, translated once (translated-template.ts says why). */
export function loadPaymentRowLabels(request: Request): Promise<PaymentRowLabels> {
	return bookRowLabels(request, 'payment', paymentRowLabels)
}

/**
 * An installment in the payments list, written on the server (book-row.tsx says why), reading
 * as the owner would say it: "Wedding cake · installment 1 of 3 · due Dec 25 · R$63.33 ·
 * Overdue". Its record's name — the description, else its first product line, else its
 * reference — is the way in, named so it makes sense alone ("Wedding cake, installment 1 of 3";
 * a record paid at once: "Wedding cake, due Dec 25"). Below: the record's reference, direction,
 * client or supplier and category; at the right, in tabular figures, the total due (and what
 * remains of it once part is paid), the status and a mark when followed. Every value goes
 * through escapeHtml. `thisYear` (the unit's) leaves the year out of this year's due dates.
 */
export function paymentRowData(
	row: Payment,
	labels: PaymentRowLabels,
	thisYear: string,
): BookRowData {
	const { locale } = labels
	const name =
		row.description ?? row.firstItemName ?? labels.unnamed({ reference: row.orderReferenceNumber })
	const due = formatDayMonth(row.dueDate, locale, thisYear)
	const single = row.of <= 1
	const linkName = single
		? labels.openSingle({ name, date: due })
		: labels.open({ name, number: row.number, of: row.of })
	const line =
		bookLinkHtml(`/cashier/${row.cashierId}/payment/${row.id}`, name, linkName) +
		(single ? '' : metaHtml(escapeHtml(labels.installment({ number: row.number, of: row.of })))) +
		metaHtml(escapeHtml(labels.dueOn({ date: due })))
	const sub =
		metaHtml(`${said(labels.record)}#${escapeHtml(row.orderReferenceNumber)}`) +
		metaHtml(escapeHtml(row.input ? labels.input : labels.output)) +
		(row.clientOrSupplier
			? metaHtml(
					`${said(labels.clientOrSupplier)}${escapeHtml(row.clientOrSupplier.name)}`,
					'book-cut',
				)
			: '') +
		(row.category
			? metaHtml(`${said(labels.category)}${escapeHtml(row.category.name)}`, 'book-cut book-dim')
			: '')
	const money = (amount: number) => escapeHtml(formatMoney(amount, row.currency, locale))
	const partlyPaid = row.remaining > 0 && row.remaining < row.totalDue
	const followed = row.followed
		? `<span class="text-sm text-amber-800" title="${escapeHtml(labels.followed)}">` +
			`<span aria-hidden="true">★</span><span class="sr-only">${escapeHtml(labels.followed)}</span></span>`
		: ''
	const html =
		`<div class="book-main"><div class="book-line">${line}</div><div class="book-sub">${sub}</div></div>` +
		`<div class="book-side"><span class="book-total">${said(labels.totalDue)}${money(row.totalDue)}</span>` +
		(partlyPaid
			? `<span class="book-note">${escapeHtml(labels.remaining)}: <span class="tabular-nums">${money(row.remaining)}</span></span>`
			: '') +
		`<span class="book-badges">${paymentStatusBadgeHtml(row.status, row.overdue, labels.status(row.overdue ? 'OVERDUE' : row.status))}` +
		`${followed}</span></div>`
	return { id: row.id, html }
}
