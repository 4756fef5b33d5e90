import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type Inventory } from '@caixa/contract/inventory'
import { numberFormat } from '@caixa/domain/intl-formats'
import { formatMoney } from '@caixa/domain/money-format'
import { formatCalendarDay } from '~/components/ledger/calendar-day'
import { SettlementBadge } from '~/components/ledger/settlement-badge'
import { InstallmentsTable } from './installments-table'

/**
 * What a record is, read-only: its reference and settlement, its details, its product lines, its
 * amounts and its installments. The writer's record page and its auditor's show it alike; each
 * adds its own (delete; reactions and comments).
 */
export function RecordDetails({
	record,
	paymentsPath,
}: {
	record: Inventory
	/** Where each installment opens (`{paymentsPath}/{paymentId}`); null: not linked. */
	paymentsPath: string | null
}) {
	const { t, i18n } = useTranslation('inventory')
	const locale = i18n.language
	const money = (amount: number) => formatMoney(amount, record.currency, locale)
	return (
		<>
			<header className="flex flex-wrap items-center gap-3">
				<h1 className="text-2xl font-semibold">
					{t('record.title', { reference: record.orderReferenceNumber })}
				</h1>
				<SettlementBadge settlement={record.settlement} />
			</header>

			<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
				<Detail term={t('record.reference')}>{record.orderReferenceNumber}</Detail>
				<Detail term={t('record.date')}>
					{formatCalendarDay(record.issuedOn, locale, 'long')}
				</Detail>
				<Detail term={t('record.direction')}>
					{t(record.input ? 'ledger:direction.input' : 'ledger:direction.output')}
				</Detail>
				<Detail term={t('record.description')}>{record.description ?? t('record.none')}</Detail>
				<Detail term={t('record.category')}>{record.category?.name ?? t('record.none')}</Detail>
				<Detail term={t('record.clientOrSupplier')}>
					{record.clientOrSupplier?.name ?? t('record.none')}
				</Detail>
			</dl>

			{record.items.length > 0 ? (
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
				<div role="region" aria-labelledby="lines" tabIndex={0} className="overflow-x-auto">
					<table className="w-full min-w-[28rem] border-collapse text-sm">
						<caption id="lines" className="mb-2 text-left text-lg font-semibold">
							{t('record.lines')}
						</caption>
						<thead>
							<tr className="border-b border-slate-300 text-slate-700">
								<th scope="col" className="px-3 py-2 text-left font-medium">
									{t('record.lineName')}
								</th>
								<th scope="col" className="px-3 py-2 text-right font-medium">
									{t('record.quantity')}
								</th>
								<th scope="col" className="px-3 py-2 text-right font-medium">
									{t('record.unitPrice')}
								</th>
								<th scope="col" className="px-3 py-2 text-right font-medium">
									{t('record.lineTotal')}
								</th>
							</tr>
						</thead>
						<tbody>
							{record.items.map((item, index) => (
								<tr key={`${index}-${item.name}`} className="border-b border-slate-100">
									<th scope="row" className="px-3 py-2 text-left font-normal">
										{item.name}
									</th>
									<td className="px-3 py-2 text-right tabular-nums">
										{numberFormat(locale, { maximumFractionDigits: 3 }).format(item.quantity)}
									</td>
									<td className="px-3 py-2 text-right tabular-nums">{money(item.unitPrice)}</td>
									<td className="px-3 py-2 text-right tabular-nums">{money(item.total)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : null}

			<section aria-labelledby="amounts" className="flex flex-col gap-2">
				<h2 id="amounts" className="text-lg font-semibold">
					{t('record.amounts')}
				</h2>
				<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 sm:max-w-md">
					<Detail term={t('record.total')} figure>
						{money(record.total)}
					</Detail>
					<Detail term={t('record.paid')} figure>
						{money(record.paid)}
					</Detail>
					<Detail term={t('record.remaining')} figure>
						{money(record.remaining)}
					</Detail>
					<Detail term={t('record.settlement')}>
						{t(`ledger:settlement.${record.settlement}`)}
					</Detail>
				</dl>
			</section>

			<InstallmentsTable
				paymentsPath={paymentsPath}
				payments={record.payments}
				currency={record.currency}
			/>
		</>
	)
}

function Detail({
	term,
	figure = false,
	children,
}: {
	term: string
	figure?: boolean
	children: ReactNode
}) {
	return (
		<>
			<dt className="font-medium text-slate-700">{term}</dt>
			<dd className={figure ? 'text-slate-900 tabular-nums' : 'text-slate-900'}>{children}</dd>
		</>
	)
}
