import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LabelledPaymentStatusBadge } from '~/components/ledger/settlement-badge'
import { type GeneralReportRow, type TotalsView } from './view'

// The general report's figures: a page of installments as a table, one installment as a card of
// the infinite list, and the totals of the whole filtered set. Numbers right-aligned in tabular
// figures, so the columns read down.

const numeric = 'px-2 py-2 text-right align-top tabular-nums whitespace-nowrap'
const cell = 'px-2 py-2 align-top'
const head = 'px-2 py-2 text-left font-medium'
const link = 'font-medium text-emerald-800 underline-offset-2 hover:underline'

/** The columns' words, in order (the table's head). */
const COLUMNS = [
	'due',
	'record',
	'installment',
	'direction',
	'category',
	'party',
	'cashier',
	'method',
	'status',
	'totalDue',
	'paid',
	'remaining',
] as const
const NUMERIC_FROM = COLUMNS.indexOf('totalDue')

/**
 * A table wider than a phone scrolls in its own box, not the page; the box takes the focus, so
 * the keyboard can scroll it too.
 */
function ScrollRegion({
	label,
	labelledBy,
	children,
}: {
	label?: string
	labelledBy?: string
	children: ReactNode
}) {
	return (
		<div
			className="overflow-x-auto"
			// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
			tabIndex={0}
			role="region"
			aria-label={label}
			aria-labelledby={labelledBy}
		>
			{children}
		</div>
	)
}

export function ReportTable({ rows, caption }: { rows: GeneralReportRow[]; caption: string }) {
	const { t } = useTranslation('generalReport')
	return (
		<ScrollRegion label={caption}>
			<table className="report-section w-full min-w-[64rem] border-collapse text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr className="border-b border-slate-300 text-slate-800">
						{COLUMNS.map((column, index) => (
							<th
								key={column}
								scope="col"
								className={index >= NUMERIC_FROM ? `${numeric} font-medium` : head}
							>
								{t(`columns.${column}`)}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={row.id} className="border-b border-slate-200">
							<td className={`${cell} whitespace-nowrap`}>{row.due}</td>
							<th scope="row" className={`${cell} text-left font-normal`}>
								<a href={row.href} className={link}>
									{row.reference}
								</a>
							</th>
							<td className={`${cell} whitespace-nowrap`}>{row.installment}</td>
							<td className={`${cell} whitespace-nowrap`}>{row.direction}</td>
							<td className={cell}>{row.category ?? ''}</td>
							<td className={cell}>{row.party ?? ''}</td>
							<td className={cell}>{row.cashier}</td>
							<td className={cell}>{row.method ?? ''}</td>
							<td className={cell}>
								<LabelledPaymentStatusBadge
									status={row.status}
									overdue={row.overdue}
									label={row.statusLabel}
								/>
							</td>
							<td className={numeric}>{row.totalDue}</td>
							<td className={numeric}>{row.paid}</td>
							<td className={numeric}>{row.remaining}</td>
						</tr>
					))}
				</tbody>
			</table>
		</ScrollRegion>
	)
}

/** One installment in the infinite list (rows per page `all`): the table's cells, labelled. */
export function ReportCard({ row }: { row: GeneralReportRow }) {
	const { t } = useTranslation('generalReport')
	const details = [row.direction, row.category, row.party, row.cashier, row.method].filter(Boolean)
	return (
		<div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-slate-200 py-2 text-sm">
			<div className="flex min-w-0 flex-col gap-0.5">
				<p className="flex flex-wrap items-center gap-x-2">
					<span className="whitespace-nowrap">{row.due}</span>
					<a href={row.href} className={link}>
						{row.reference}
					</a>
					<span className="whitespace-nowrap text-slate-700">{row.installment}</span>
					<LabelledPaymentStatusBadge
						status={row.status}
						overdue={row.overdue}
						label={row.statusLabel}
					/>
				</p>
				<p className="text-slate-700">{details.join(' · ')}</p>
			</div>
			<dl className="grid grid-cols-[auto_auto] gap-x-2 tabular-nums">
				<dt className="text-slate-700">{t('columns.totalDue')}</dt>
				<dd className="text-right">{row.totalDue}</dd>
				<dt className="text-slate-700">{t('columns.paid')}</dt>
				<dd className="text-right">{row.paid}</dd>
				<dt className="text-slate-700">{t('columns.remaining')}</dt>
				<dd className="text-right">{row.remaining}</dd>
			</dl>
		</div>
	)
}

const TOTALS_ID = 'general-report-totals'

/** The whole filtered set's totals (never the page's), money in and out apart. */
export function ReportTotals({ totals }: { totals: TotalsView }) {
	const { t } = useTranslation('generalReport')
	const sides = [
		{ key: 'in', figures: totals.in },
		{ key: 'out', figures: totals.out },
	] as const
	return (
		<section aria-labelledby={TOTALS_ID} className="report-section flex flex-col gap-1">
			{/* Outside the scrolled box, so a phone reads it whole. */}
			<h2 id={TOTALS_ID} className="text-base font-semibold">
				{t('totals.caption')}
			</h2>
			<ScrollRegion labelledBy={TOTALS_ID}>
				<table aria-labelledby={TOTALS_ID} className="w-full max-w-3xl border-collapse text-sm">
					<thead>
						<tr className="border-b border-slate-300 text-slate-800">
							<td className={head} />
							<th scope="col" className={`${numeric} font-medium`}>
								{t('totals.count')}
							</th>
							<th scope="col" className={`${numeric} font-medium`}>
								{t('columns.totalDue')}
							</th>
							<th scope="col" className={`${numeric} font-medium`}>
								{t('columns.paid')}
							</th>
							<th scope="col" className={`${numeric} font-medium`}>
								{t('columns.remaining')}
							</th>
						</tr>
					</thead>
					<tbody>
						{sides.map(({ key, figures }) => (
							<tr key={key} className="border-b border-slate-200">
								<th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
									{t(`totals.${key}`)}
								</th>
								<td className={numeric}>{figures.count}</td>
								<td className={numeric}>{figures.totalDue}</td>
								<td className={numeric}>{figures.paid}</td>
								<td className={numeric}>{figures.remaining}</td>
							</tr>
						))}
					</tbody>
				</table>
			</ScrollRegion>
		</section>
	)
}
