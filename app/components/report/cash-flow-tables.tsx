import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type CashFlowFiguresView, type CashFlowView, type FigurePair } from './cash-flow-view'

// The cash flow's tables: one per period (and the range's totals), realized and projected side
// by side, a period whose projected balance goes below zero said so in words beside a mark (not
// by colour alone); what is overdue apart; the categories' and cashiers' figures in <details>
// that open without JavaScript. Each table scrolls in its own box at 360 px.

const CELL = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'
const ROWS = ['opening', 'inflow', 'outflow', 'transfersIn', 'transfersOut', 'closing'] as const

function ScrollBox({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
	return (
		<div
			role="region"
			aria-labelledby={labelledBy}
			// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls it at 360 px
			tabIndex={0}
			className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700 print:overflow-visible print:border-0"
		>
			{children}
		</div>
	)
}

function Figure({ value, negative }: { value: string; negative: boolean }) {
	return <td className={`${CELL} ${negative ? 'text-red-800' : ''}`}>{value}</td>
}

function FiguresTable({
	caption,
	figures,
	belowZero,
}: {
	caption: string
	figures: CashFlowFiguresView
	belowZero: string | null
}) {
	const { t } = useTranslation('cashFlow')
	const captionId = useId()
	return (
		<ScrollBox labelledBy={captionId}>
			<table className="w-full min-w-[18rem] text-sm">
				<caption id={captionId} className="px-3 pt-3 pb-1 text-left font-semibold text-slate-900">
					{caption}
					{belowZero ? (
						<span className="ml-2 inline-block rounded bg-red-50 px-2 text-sm font-semibold text-red-800">
							<span aria-hidden="true">▼ </span>
							{belowZero}
						</span>
					) : null}
				</caption>
				<thead className="bg-slate-50 text-slate-800">
					<tr>
						<th scope="col" className="px-3 py-2 text-left font-medium">
							{t('table.figure')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('table.realized')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('table.projected')}
						</th>
					</tr>
				</thead>
				<tbody>
					{ROWS.map((row) => {
						const pair: FigurePair = figures[row]
						const edge = row === 'opening' || row === 'closing'
						return (
							<tr
								key={row}
								className={
									edge
										? 'border-t-2 border-slate-300 bg-slate-50 font-semibold'
										: 'border-t border-slate-200'
								}
							>
								<th scope="row" className="px-3 py-2 text-left font-normal">
									{t(`rows.${row}`)}
								</th>
								<Figure value={pair.realized} negative={pair.realizedNegative} />
								<Figure value={pair.projected} negative={pair.projectedNegative} />
							</tr>
						)
					})}
				</tbody>
			</table>
		</ScrollBox>
	)
}

function Overdue({ overdue }: { overdue: CashFlowView['overdue'] }) {
	const { t } = useTranslation('cashFlow')
	const captionId = useId()
	return (
		<ScrollBox labelledBy={captionId}>
			<table className="w-full min-w-[18rem] text-sm">
				<caption id={captionId} className="px-3 pt-3 pb-1 text-left font-semibold text-slate-900">
					{t('overdue.caption')}
				</caption>
				<thead className="bg-slate-50 text-slate-800">
					<tr>
						<th scope="col" className="px-3 py-2 text-left font-medium">
							{t('table.category')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('table.toReceive')}
						</th>
						<th scope="col" className="px-3 py-2 text-right font-medium">
							{t('table.toPay')}
						</th>
					</tr>
				</thead>
				<tbody>
					{overdue.categories.map((category) => (
						<tr key={category.key} className="border-t border-slate-200">
							<th scope="row" className="px-3 py-2 text-left font-normal">
								{category.name ?? t('noCategory')}
							</th>
							<td className={CELL}>{category.inflow}</td>
							<td className={CELL}>{category.outflow}</td>
						</tr>
					))}
					<tr className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
						<th scope="row" className="px-3 py-2 text-left">
							{t('overdue.total')}
						</th>
						<td className={CELL}>{overdue.inflow}</td>
						<td className={CELL}>{overdue.outflow}</td>
					</tr>
				</tbody>
			</table>
		</ScrollBox>
	)
}

function Breakdown({ flow }: { flow: CashFlowView }) {
	const { t } = useTranslation('cashFlow')
	const categoriesId = useId()
	const cashiersId = useId()
	const head = 'px-3 py-2 text-right font-medium'
	return (
		<>
			<details className="report-section rounded-lg border border-slate-200 bg-white">
				<summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">
					{t('categories.summary', { count: flow.categories.length })}
				</summary>
				<ScrollBox labelledBy={categoriesId}>
					<table className="w-full min-w-[28rem] text-sm">
						<caption id={categoriesId} className="sr-only">
							{t('categories.caption')}
						</caption>
						<thead className="bg-slate-50 text-slate-800">
							<tr>
								<th scope="col" className="px-3 py-2 text-left font-medium">
									{t('table.category')}
								</th>
								<th scope="col" className={head}>
									{t('rows.inflow')}
								</th>
								<th scope="col" className={head}>
									{t('rows.outflow')}
								</th>
								<th scope="col" className={head}>
									{t('table.projectedInflow')}
								</th>
								<th scope="col" className={head}>
									{t('table.projectedOutflow')}
								</th>
							</tr>
						</thead>
						<tbody>
							{flow.categories.map((category) => (
								<tr key={category.key} className="border-t border-slate-200">
									<th scope="row" className="px-3 py-2 text-left font-normal">
										{category.name ?? t('noCategory')}
									</th>
									<td className={CELL}>{category.inflow}</td>
									<td className={CELL}>{category.outflow}</td>
									<td className={CELL}>{category.projectedInflow}</td>
									<td className={CELL}>{category.projectedOutflow}</td>
								</tr>
							))}
						</tbody>
					</table>
				</ScrollBox>
			</details>
			<details className="report-section rounded-lg border border-slate-200 bg-white">
				<summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">
					{t('cashiers.summary', { count: flow.cashiers.length })}
				</summary>
				<ScrollBox labelledBy={cashiersId}>
					<table className="w-full min-w-[18rem] text-sm">
						<caption id={cashiersId} className="sr-only">
							{t('cashiers.caption')}
						</caption>
						<thead className="bg-slate-50 text-slate-800">
							<tr>
								<th scope="col" className="px-3 py-2 text-left font-medium">
									{t('table.cashier')}
								</th>
								<th scope="col" className={head}>
									{t('rows.transfersIn')}
								</th>
								<th scope="col" className={head}>
									{t('rows.transfersOut')}
								</th>
							</tr>
						</thead>
						<tbody>
							{flow.cashiers.map((cashier) => (
								<tr key={cashier.key} className="border-t border-slate-200">
									<th scope="row" className="px-3 py-2 text-left font-normal">
										{cashier.name}
									</th>
									<td className={CELL}>{cashier.transfersIn}</td>
									<td className={CELL}>{cashier.transfersOut}</td>
								</tr>
							))}
						</tbody>
					</table>
				</ScrollBox>
			</details>
		</>
	)
}

export function CashFlowTables({ flow }: { flow: CashFlowView }) {
	const { t } = useTranslation('cashFlow')
	return (
		<>
			<section className="report-section flex flex-col gap-3">
				<FiguresTable
					caption={t('totals.caption', { from: flow.from, to: flow.to })}
					figures={flow.totals}
					belowZero={flow.belowZero ? t('someBelowZero') : null}
				/>
				<p className="text-sm text-slate-700">{t('projectedHint', { today: flow.today })}</p>
			</section>
			<section className="report-section flex flex-col gap-3">
				<h2 className="text-lg font-semibold">{t(`periods.${flow.granularity}`)}</h2>
				{flow.periods.map((period) => (
					<FiguresTable
						key={period.key}
						caption={t('periods.caption', { from: period.from, to: period.to })}
						figures={period}
						belowZero={period.belowZero ? t('belowZero') : null}
					/>
				))}
			</section>
			<section className="report-section flex flex-col gap-3">
				<h2 className="text-lg font-semibold">{t('overdue.heading')}</h2>
				<p className="text-sm text-slate-700">{t('overdue.hint')}</p>
				<Overdue overdue={flow.overdue} />
			</section>
			<Breakdown flow={flow} />
		</>
	)
}
