import { Link } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type ReportBasis } from './report-params'
import type { LineKind, MonthsStatementView } from './report-view'

const MARK: Record<LineKind, string> = {
	ADDS: 'adds',
	SUBTRACTS: 'subtracts',
	SUBTOTAL: 'subtotal',
}

/**
 * The statement month by month: a line a row, twelve month columns and the total. Wider than a
 * phone, it scrolls sideways inside its own box (focusable, so a keyboard scrolls it too), the
 * lines' names staying in view. It is also the chart's table: every figure drawn is a sum of rows
 * here.
 */
export function MonthsStatement({
	statement,
	basis,
}: {
	statement: MonthsStatementView
	basis: ReportBasis
}) {
	const { t } = useTranslation('report')
	const captionId = useId()
	const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'
	return (
		<section className="report-section flex flex-col gap-2">
			<div
				role="region"
				aria-labelledby={captionId}
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls it at 360 px
				tabIndex={0}
				className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700 print:overflow-visible print:border-0"
			>
				<table className="w-full text-sm print:text-[9px]">
					<caption id={captionId} className="px-3 pt-3 pb-1 text-left font-semibold text-slate-900">
						{t('table.monthsCaption', { basis: t(`basis.name${basis}`) })}
					</caption>
					<thead className="bg-slate-50 text-slate-800">
						<tr>
							<th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-medium">
								{t('table.line')}
							</th>
							{statement.columns.map((column) => (
								<th
									key={column.search}
									scope="col"
									// relative: the link's hidden words stay inside the box that scrolls
									className="relative px-3 py-2 text-right font-medium"
								>
									{/* A month opens as one period, its lines' categories with it. */}
									<Link
										to={column.search}
										className="text-emerald-800 underline underline-offset-2 print:text-slate-900 print:no-underline"
									>
										{column.label}
										<span className="sr-only">{t('table.monthLink', { month: column.name })}</span>
									</Link>
								</th>
							))}
							<th scope="col" className="px-3 py-2 text-right font-semibold">
								{t('table.total')}
							</th>
						</tr>
					</thead>
					<tbody>
						{statement.lines.map((line) => {
							const subtotal = line.kind === 'SUBTOTAL'
							const background = subtotal ? 'bg-slate-50' : 'bg-white'
							return (
								<tr
									key={line.code}
									className={
										subtotal
											? 'border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900'
											: 'border-t border-slate-200'
									}
								>
									<th
										scope="row"
										className={`sticky left-0 px-3 py-2 text-left whitespace-nowrap ${background} ${subtotal ? 'font-semibold' : 'font-normal'}`}
									>
										<span aria-hidden="true" className="inline-block w-7 text-slate-600">
											{t(`mark.${MARK[line.kind]}`)}
										</span>
										{t(`lines.${line.code}`)}
									</th>
									{line.months.map((amount, index) => (
										<td key={index} className={cell}>
											{amount}
										</td>
									))}
									<td className={`${cell} font-semibold`}>{line.total}</td>
								</tr>
							)
						})}
					</tbody>
				</table>
			</div>
		</section>
	)
}
