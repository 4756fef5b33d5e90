import { useTranslation } from 'react-i18next'
import { type Settlement } from '@caixa/contract/inventory'
import { type PaymentStatus } from '@caixa/contract/payment'
import { escapeHtml } from '@caixa/domain/escape-html'

// How far a record (or one installment) is settled, as a badge: the word says it (translated in
// the ledger namespace), the colour and the mark only repeat it, so nothing rests on colour alone.

type Tone = 'done' | 'part' | 'open' | 'late' | 'off'

// The look is tailwind.css's .badge and .badge-<tone>: lists show one badge a row, and a class
// name each keeps the page and the script small.
const marks: Record<Tone, string> = { done: '✓', part: '◐', open: '○', late: '!', off: '×' }

const settlementTones: Record<Settlement, Tone> = {
	PAID: 'done',
	PARTLY_PAID: 'part',
	PENDING: 'open',
	OVERDUE: 'late',
}

function Badge({ tone, label }: { tone: Tone; label: string }) {
	return (
		<span className={`badge badge-${tone}`}>
			<span aria-hidden="true">{marks[tone]}</span>
			{label}
		</span>
	)
}

/** A record's settlement: paid, partly paid, pending or overdue. */
export function SettlementBadge({ settlement }: { settlement: Settlement }) {
	const { t } = useTranslation('ledger')
	return <LabelledSettlementBadge settlement={settlement} label={t(`settlement.${settlement}`)} />
}

/** SettlementBadge with its word given (`ledger:settlement.<settlement>`): a list's rows. */
export function LabelledSettlementBadge({
	settlement,
	label,
}: {
	settlement: Settlement
	label: string
}) {
	return <Badge tone={settlementTones[settlement]} label={label} />
}

/**
 * LabelledSettlementBadge as markup, for the rows a list writes as a string (the cashier's
 * records, record-row.server.ts): the same tone, mark and word.
 */
export function settlementBadgeHtml(settlement: Settlement, label: string): string {
	return badgeHtml(settlementTones[settlement], label)
}

function badgeHtml(tone: Tone, label: string): string {
	return `<span class="badge badge-${tone}"><span aria-hidden="true">${marks[tone]}</span>${escapeHtml(label)}</span>`
}

/** An installment's status; an open one past its due date reads "Overdue". */
export function PaymentStatusBadge({
	status,
	overdue,
}: {
	status: PaymentStatus
	overdue: boolean
}) {
	const { t } = useTranslation('ledger')
	const label = t(`paymentStatus.${overdue ? 'OVERDUE' : status}`)
	return <LabelledPaymentStatusBadge status={status} overdue={overdue} label={label} />
}

/**
 * PaymentStatusBadge with its word given (`ledger:paymentStatus.<status>`, OVERDUE when
 * overdue): a list's rows.
 */
export function LabelledPaymentStatusBadge({
	status,
	overdue,
	label,
}: {
	status: PaymentStatus
	overdue: boolean
	label: string
}) {
	return <Badge tone={paymentTone(status, overdue)} label={label} />
}

/**
 * LabelledPaymentStatusBadge as markup, for the rows a list writes as a string (the cashier's
 * payments, payment-row.server.ts): the same tone, mark and word.
 */
export function paymentStatusBadgeHtml(
	status: PaymentStatus,
	overdue: boolean,
	label: string,
): string {
	return badgeHtml(paymentTone(status, overdue), label)
}

function paymentTone(status: PaymentStatus, overdue: boolean): Tone {
	if (overdue) return 'late'
	return status === 'PAID'
		? 'done'
		: status === 'PARTIALLY_PAID'
			? 'part'
			: status === 'CANCELLED'
				? 'off'
				: 'open'
}
