import { Link, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CashFlowCalendarView } from './cash-flow-calendar.server'
import { MONTH_KEY } from './cash-flow-view'
import { withParam } from './report-params'

// The cash calendar: the month in whole weeks, a table whose cells are days (the neighbouring
// months' days empty), each with what moves and its end-of-day balance; a projected balance below
// zero said in words beside a mark, not by colour alone. The months on either side are links.

export function MonthLinks({ calendar }: { calendar: CashFlowCalendarView }) {
	const { t } = useTranslation('cashFlow')
	const { search } = useLocation()
	const link = 'text-sm font-medium text-emerald-800 underline-offset-2 hover:underline'
	return (
		<nav aria-label={t('calendar.months')} className="flex flex-wrap gap-4 print:hidden">
			{calendar.previousMonth ? (
				<Link to={withParam(search, MONTH_KEY, calendar.previousMonth)} className={link}>
					<span aria-hidden="true">← </span>
					{t('calendar.previous')}
				</Link>
			) : null}
			{calendar.nextMonth ? (
				<Link to={withParam(search, MONTH_KEY, calendar.nextMonth)} className={link}>
					{t('calendar.next')}
					<span aria-hidden="true"> →</span>
				</Link>
			) : null}
		</nav>
	)
}

export function CalendarGrid({ calendar }: { calendar: CashFlowCalendarView }) {
	const { t } = useTranslation('cashFlow')
	const captionId = useId()
	return (
		<div
			role="region"
			aria-labelledby={captionId}
			// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls it at 360 px
			tabIndex={0}
			className="report-section relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700 print:overflow-visible print:border-0"
		>
			<table className="w-full min-w-[44rem] table-fixed text-xs">
				<caption id={captionId} className="px-3 pt-3 pb-1 text-left text-sm font-semibold">
					{t('calendar.caption', { month: calendar.month })}
				</caption>
				<thead className="bg-slate-50 text-slate-800">
					<tr>
						{calendar.weekdays.map((weekday) => (
							<th key={weekday.long} scope="col" className="px-2 py-2 font-medium">
								<abbr title={weekday.long} className="no-underline">
									{weekday.short}
								</abbr>
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{calendar.weeks.map((week) => (
						<tr key={week[0]?.key} className="border-t border-slate-200 align-top">
							{week.map((cell) =>
								cell.inMonth ? (
									<td
										key={cell.key}
										aria-label={cell.date}
										className={`border-l border-slate-100 px-2 py-1 ${cell.belowZero ? 'bg-red-50' : ''}`}
									>
										<p
											className={`font-semibold ${cell.today ? 'text-emerald-800 underline' : ''}`}
										>
											{cell.day}
											{cell.today ? (
												<span className="sr-only"> ({t('calendar.today')})</span>
											) : null}
										</p>
										<p className="tabular-nums">
											<span className="sr-only">{t('rows.inflow')} </span>
											<span aria-hidden="true">+</span>
											{cell.inflow}
										</p>
										<p className="tabular-nums">
											<span className="sr-only">{t('rows.outflow')} </span>
											<span aria-hidden="true">−</span>
											{cell.outflow}
										</p>
										<p className="font-medium tabular-nums">
											<span className="sr-only">
												{t(cell.projected ? 'calendar.projectedBalance' : 'calendar.balance')}{' '}
											</span>
											{cell.balance}
										</p>
										{cell.today && cell.projected ? (
											// Today's realized balance, the chart's last realized point: the
											// projected one above adds what falls due today.
											<p className="text-slate-700 tabular-nums">
												{t('calendar.realizedToday', { amount: cell.realized })}
											</p>
										) : null}
										{cell.belowZero ? (
											<p className="font-semibold text-red-800">
												<span aria-hidden="true">▼ </span>
												{t('belowZero')}
											</p>
										) : null}
									</td>
								) : (
									<td key={cell.key} className="border-l border-slate-100 bg-slate-50" />
								),
							)}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
