import { Link, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { drillDownSearch, periodSearch, type ReportBasis } from './report-params'
import type { LineKind, LinePartView, PeriodLineView, PeriodStatementView } from './report-view'

// The statement of one period: its 14 lines in a table, each with its amount and its share of
// net revenue, the subtotals set apart. A line with parts opens them with a <details> in its
// first cell: each line is its own <tbody>, and tailwind.css hides a tbody's part rows while its
// <details> is closed (`.report-lines`), so the parts line up in the table's columns and open
// without JavaScript. Printed, every part shows.

const MARK: Record<LineKind, string> = {
	ADDS: 'adds',
	SUBTRACTS: 'subtracts',
	SUBTOTAL: 'subtotal',
}

export function PeriodStatement({
	statement,
	basis,
	unitId,
}: {
	statement: PeriodStatementView
	basis: ReportBasis
	/** Whose parts link to their drill-downs; none (a consolidated statement): plain names. */
	unitId?: string
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
				<table className="report-lines w-full min-w-[20rem] text-sm">
					<caption id={captionId} className="px-3 pt-3 pb-1 text-left font-semibold text-slate-900">
						{t('table.caption', {
							basis: t(`basis.name${basis}`),
							from: statement.from,
							to: statement.to,
						})}
					</caption>
					<thead className="bg-slate-50 text-slate-800">
						<tr>
							<th scope="col" className="px-3 py-2 text-left font-medium">
								{t('table.line')}
							</th>
							<th scope="col" className="px-3 py-2 text-right font-medium">
								{t('table.amount')}
							</th>
							<th scope="col" className="px-3 py-2 text-right font-medium">
								{t('table.share')}
							</th>
						</tr>
					</thead>
					{statement.lines.map((line) => (
						<tbody key={line.code}>
							<tr
								className={
									line.kind === 'SUBTOTAL'
										? 'border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900'
										: 'border-t border-slate-200'
								}
							>
								<th
									scope="row"
									className={`px-3 py-2 text-left ${line.kind === 'SUBTOTAL' ? 'font-semibold' : 'font-normal'}`}
								>
									<LineName line={line} />
								</th>
								<td className={`${cell} ${line.negative ? 'text-red-800' : ''}`}>{line.amount}</td>
								<td className={cell}>{line.share}</td>
							</tr>
							{line.parts.map((part) => (
								<tr key={part.key} className="report-part border-t border-slate-100 text-slate-800">
									<th scope="row" className="py-1.5 pr-3 pl-9 text-left font-normal">
										<PartName part={part} unitId={unitId} />
									</th>
									<td className={cell}>{part.amount}</td>
									<td className={cell}>{part.share}</td>
								</tr>
							))}
						</tbody>
					))}
				</table>
			</div>
		</section>
	)
}

function LineName({ line }: { line: PeriodLineView }) {
	const { t } = useTranslation('report')
	const name = (
		<>
			<span aria-hidden="true" className="inline-block w-7 text-slate-600">
				{t(`mark.${MARK[line.kind]}`)}
			</span>
			{t(`lines.${line.code}`)}
		</>
	)
	if (line.parts.length === 0) return <span className="pl-4">{name}</span>
	return (
		<details>
			<summary className="cursor-pointer rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700">
				{name}
			</summary>
		</details>
	)
}

function PartName({ part, unitId }: { part: LinePartView; unitId?: string }) {
	const { t } = useTranslation('report')
	const { search } = useLocation()
	if (unitId === undefined) {
		return <>{part.extra ? t(`extras.${part.extra}`) : (part.name ?? t('table.noCategory'))}</>
	}
	// The cost of the goods sold is the COGS screen's perpetual figure: it opens there.
	if (part.extra === 'COST_OF_GOODS_SOLD') {
		return (
			<Link
				to={`/unit/${unitId}/cogs${periodSearch(search)}`}
				className="text-emerald-800 underline underline-offset-2"
			>
				{t(`extras.${part.extra}`)}
			</Link>
		)
	}
	if (part.extra) return <>{t(`extras.${part.extra}`)}</>
	if (part.categoryId === null) return <>{t('table.noCategory')}</>
	return (
		<Link
			to={`/unit/${unitId}/report/category/${part.categoryId}${drillDownSearch(search)}`}
			className="text-emerald-800 underline underline-offset-2"
		>
			{part.name}
		</Link>
	)
}
