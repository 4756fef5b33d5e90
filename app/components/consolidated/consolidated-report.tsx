import { Link, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { CashFlowTables } from '~/components/report/cash-flow-tables'
import { CASH_FLOW_GRANULARITIES, GRANULARITY_KEY } from '~/components/report/cash-flow-view'
import { PeriodStatement } from '~/components/report/period-statement'
import { reportFilters } from '~/components/report/report-filters'
import { periodSearch } from '~/components/report/report-params'
import { BasisSwitch, SwitchLinks } from '~/components/report/report-switches'
import type { ConsolidatedBlockView, ConsolidatedPage } from './consolidated.server'

// The consolidated reports' page, for a company and a marketplace alike: the period (filter bar),
// the basis and the cash flow's periods as links, then one block per currency — its income
// statement and cash flow drawn by the unit report's own components, and its units with their
// key figures, each opening the unit's own report for the same period. GET only: no JavaScript
// needed; printed, the controls go and each block starts a page.

export function ConsolidatedReport({ page, name }: { page: ConsolidatedPage; name: string }) {
	const { t } = useTranslation('consolidated')
	const { t: tCashFlow } = useTranslation('cashFlow')
	const current = page.granularity
	return (
		<section className="report-page flex w-full flex-col gap-5">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('title', { name })}</h1>
				<p className="text-slate-700 print:hidden">{t('intro')}</p>
				<p className="text-sm text-slate-700">{t('zone', { zone: page.zone })}</p>
			</div>
			<FilterBar
				definitions={reportFilters}
				state={page.filters}
				timeZone={page.zone}
				className="print:hidden"
			/>
			<BasisSwitch current={page.basis} />
			<SwitchLinks
				label={tCashFlow('granularity.label')}
				name={GRANULARITY_KEY}
				values={CASH_FLOW_GRANULARITIES}
				current={current === 'WEEK' || current === 'MONTH' ? current : 'MONTH'}
				words={(value) => tCashFlow(`granularity.${value}`)}
			/>
			{page.problem ? (
				<p role="status" className="text-slate-800">
					{t(`problem.${page.problem}`)}
				</p>
			) : null}
			{page.hiddenUnits > 0 ? (
				<p className="text-sm text-slate-700">{t('hidden', { count: page.hiddenUnits })}</p>
			) : null}
			{!page.problem && page.blocks.length === 0 ? (
				<p role="status" className="text-slate-800">
					{t('empty')}
				</p>
			) : null}
			{page.blocks.map((block) => (
				<CurrencyBlock key={block.currency} block={block} basis={page.basis} />
			))}
		</section>
	)
}

function CurrencyBlock({
	block,
	basis,
}: {
	block: ConsolidatedBlockView
	basis: ConsolidatedPage['basis']
}) {
	const { t } = useTranslation('consolidated')
	const headingId = useId()
	return (
		<section
			aria-labelledby={headingId}
			className="consolidated-block flex flex-col gap-4 border-t-2 border-slate-300 pt-4 print:break-before-page"
		>
			<h2 id={headingId} className="text-xl font-semibold">
				{t('block.heading', { currency: block.currency, count: block.units.length })}
			</h2>
			<UnitsTable block={block} />
			<h3 className="text-lg font-semibold">{t('block.statement')}</h3>
			<PeriodStatement statement={block.statement} basis={basis} />
			<h3 className="text-lg font-semibold">{t('block.cashFlow')}</h3>
			<p className="text-sm text-slate-700">{t('transfers')}</p>
			<CashFlowTables flow={block.flow} />
		</section>
	)
}

function UnitsTable({ block }: { block: ConsolidatedBlockView }) {
	const { t } = useTranslation('consolidated')
	const { search } = useLocation()
	const captionId = useId()
	const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'
	const period = periodSearch(search)
	return (
		<div
			role="region"
			aria-labelledby={captionId}
			// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls it at 360 px
			tabIndex={0}
			className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700 print:overflow-visible print:border-0"
		>
			<table className="w-full min-w-[20rem] text-sm">
				<caption id={captionId} className="px-3 pt-3 pb-1 text-left font-semibold text-slate-900">
					{t('units.caption', { currency: block.currency })}
				</caption>
				<thead className="bg-slate-50 text-slate-800">
					<tr>
						<th scope="col" className="px-3 py-2 text-left font-medium">
							{t('units.unit')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('units.netRevenue')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('units.netResult')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('units.closingBalance')}
						</th>
					</tr>
				</thead>
				<tbody>
					{block.units.map((unit) => (
						<tr key={unit.id} className="border-t border-slate-200">
							<th scope="row" className="px-3 py-2 text-left font-normal">
								<Link
									to={`/unit/${unit.id}/report${period}`}
									className="text-emerald-800 underline underline-offset-2"
								>
									{unit.name}
								</Link>
								<span className="block text-xs text-slate-700">{unit.companyName}</span>
							</th>
							<td className={cell}>{unit.netRevenue}</td>
							<td className={`${cell} ${unit.netResultNegative ? 'text-red-800' : ''}`}>
								{unit.netResult}
							</td>
							<td className={`${cell} ${unit.closingNegative ? 'text-red-800' : ''}`}>
								{unit.closingBalance}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
