import { useTranslation } from 'react-i18next'
import { type Settlement } from '@caixa/contract/inventory'
import { type PaymentStatus } from '@caixa/contract/payment'

// How far a record (or one installment) is settled, as a badge: the word says it (translated in
// the ledger namespace), the colour and the mark only repeat it, so nothing rests on colour alone.

type Tone = 'done' | 'part' | 'open' | 'late' | 'off'

const tones: Record<Tone, { className: string; mark: string }> = {
	done: { className: 'border-emerald-700 bg-emerald-50 text-emerald-900', mark: '✓' },
	part: { className: 'border-sky-700 bg-sky-50 text-sky-900', mark: '◐' },
	open: { className: 'border-slate-500 bg-white text-slate-800', mark: '○' },
	late: { className: 'border-red-700 bg-red-50 text-red-900', mark: '!' },
	off: { className: 'border-slate-400 bg-slate-100 text-slate-700', mark: '×' },
}

const settlementTones: Record<Settlement, Tone> = {
	PAID: 'done',
	PARTLY_PAID: 'part',
	PENDING: 'open',
	OVERDUE: 'late',
}

function Badge({ tone, label }: { tone: Tone; label: string }) {
	const { className, mark } = tones[tone]
	return (
		<span
			className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${className}`}
		>
			<span aria-hidden="true">{mark}</span>
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
	if (overdue) return <Badge tone="late" label={label} />
	const tone: Tone =
		status === 'PAID'
			? 'done'
			: status === 'PARTIALLY_PAID'
				? 'part'
				: status === 'CANCELLED'
					? 'off'
					: 'open'
	return <Badge tone={tone} label={label} />
}
