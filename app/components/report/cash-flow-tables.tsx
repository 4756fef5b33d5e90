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

/** A figure as a cell: its text, or its text and whether it is below zero (then in red). */
type Cell = string | { value: string; negative: boolean }

/**
 * A table of figures: its caption (read aloud, or shown), its columns' names (the first names
 * the rows), and its rows (Row) in its body.
 */
function FigureTable({
	caption,
	hideCaption = false,
	columns,
	minWidth = 'min-w-[18rem]',
	children,
}: {
	caption: ReactNode
	hideCaption?: boolean
	columns: string[]
	minWidth?: string
	children: ReactNode
}) {
	const captionId = useId()
	return (
		<ScrollBox labelledBy={captionId}>
			<table className={`w-full ${minWidth} text-sm`}>
				<caption
					id={captionId}
					className={
						hideCaption ? 'sr-only' : 'px-3 pt-3 pb-1 text-left font-semibold text-slate-900'
					}
				>
					{caption}
				</caption>
				<thead className="bg-slate-50 text-slate-800">
					<tr>
						{columns.map((column, index) => (
							<th
								key={column}
								scope="col"
								className={`px-3 py-2 font-medium ${index === 0 ? 'text-left' : 'text-right'}`}
							>
								{column}
							</th>
						))}
					</tr>
				</thead>
				<tbody>{children}</tbody>
			</table>
		</ScrollBox>
	)
}

/** A row: its name, then its figures; a total (or an edge of the period) set apart. */
function Row({ name, cells, total = false }: { name: string; cells: Cell[]; total?: boolean }) {
	return (
		<tr
			className={
				total
					? 'border-t-2 border-slate-300 bg-slate-50 font-semibold'
					: 'border-t border-slate-200'
			}
		>
			<th scope="row" className={`px-3 py-2 text-left ${total ? '' : 'font-normal'}`}>
				{name}
			</th>
			{cells.map((cell, index) => {
				const { value, negative } =
					typeof cell === 'string' ? { value: cell, negative: false } : cell
				return (
					<td key={index} className={`${CELL} ${negative ? 'text-red-800' : ''}`}>
						{value}
					</td>
				)
			})}
		</tr>
	)
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
	return (
		<FigureTable
			caption={
				<>
					{caption}
					{belowZero ? (
						<span className="ml-2 inline-block rounded bg-red-50 px-2 text-sm font-semibold text-red-800">
							<span aria-hidden="true">▼ </span>
							{belowZero}
						</span>
					) : null}
				</>
			}
			columns={[t('table.figure'), t('table.realized'), t('table.projected')]}
		>
			{ROWS.map((row) => {
				const pair: FigurePair = figures[row]
				return (
					<Row
						key={row}
						name={t(`rows.${row}`)}
						total={row === 'opening' || row === 'closing'}
						cells={[
							{ value: pair.realized, negative: pair.realizedNegative },
							{ value: pair.projected, negative: pair.projectedNegative },
						]}
					/>
				)
			})}
		</FigureTable>
	)
}

function Overdue({ overdue }: { overdue: CashFlowView['overdue'] }) {
	const { t } = useTranslation('cashFlow')
	return (
		<FigureTable
			caption={t('overdue.caption')}
			columns={[t('table.category'), t('table.toReceive'), t('table.toPay')]}
		>
			{overdue.categories.map((category) => (
				<Row
					key={category.key}
					name={category.name ?? t('noCategory')}
					cells={[category.inflow, category.outflow]}
				/>
			))}
			<Row total name={t('overdue.total')} cells={[overdue.inflow, overdue.outflow]} />
		</FigureTable>
	)
}

function Breakdown({ flow }: { flow: CashFlowView }) {
	const { t } = useTranslation('cashFlow')
	return (
		<>
			<details className="report-section rounded-lg border border-slate-200 bg-white">
				<summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">
					{t('categories.summary', { count: flow.categories.length })}
				</summary>
				<FigureTable
					hideCaption
					caption={t('categories.caption')}
					minWidth="min-w-[28rem]"
					columns={[
						t('table.category'),
						t('rows.inflow'),
						t('rows.outflow'),
						t('table.projectedInflow'),
						t('table.projectedOutflow'),
					]}
				>
					{flow.categories.map((category) => (
						<Row
							key={category.key}
							name={category.name ?? t('noCategory')}
							cells={[
								category.inflow,
								category.outflow,
								category.projectedInflow,
								category.projectedOutflow,
							]}
						/>
					))}
				</FigureTable>
			</details>
			<details className="report-section rounded-lg border border-slate-200 bg-white">
				<summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">
					{t('cashiers.summary', { count: flow.cashiers.length })}
				</summary>
				<FigureTable
					hideCaption
					caption={t('cashiers.caption')}
					columns={[t('table.cashier'), t('rows.transfersIn'), t('rows.transfersOut')]}
				>
					{flow.cashiers.map((cashier) => (
						<Row
							key={cashier.key}
							name={cashier.name}
							cells={[cashier.transfersIn, cashier.transfersOut]}
						/>
					))}
				</FigureTable>
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
