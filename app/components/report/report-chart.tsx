import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type ChartView } from './report-view'

// The by-month chart, drawn from the geometry the loader worked out (report-chart-geometry.ts):
// server-rendered SVG, whole without JavaScript, printable. One image to assistive technology
// (role=img, named by its <title>, described by its <desc>), whose equivalent is the table under
// it. On a phone it keeps a readable size and scrolls sideways in its box, as the table does.

const INCOME = '#047857'
const EXPENSES = '#c2410c'
const NET = '#0f172a'

/** The chart's words: its name, what it shows, and its key's (the line's left out with no line). */
export type ChartWords = {
	title: string
	description: string
	first: string
	second: string
	line?: string
}

export function ReportChart({ chart, words }: { chart: ChartView; words?: ChartWords }) {
	const { t } = useTranslation('report')
	const { plot } = chart
	const said = words ?? {
		title: t('chart.title'),
		description: t('chart.description'),
		first: t('chart.income'),
		second: t('chart.expenses'),
		line: t('chart.net'),
	}
	return (
		<ChartFrame
			title={said.title}
			description={said.description}
			width={chart.width}
			height={chart.height}
			keys={
				<>
					<Key colour={INCOME} shape="bar" words={said.first} />
					<Key colour={EXPENSES} shape="bar" words={said.second} />
					{said.line ? <Key colour={NET} shape="line" words={said.line} /> : null}
				</>
			}
		>
			<Gridlines ticks={chart.ticks} plot={plot} />
			{chart.months.map((month) => (
				<g key={month.labelX}>
					<rect {...month.income} fill={INCOME} />
					<rect {...month.expenses} fill={EXPENSES} />
					<text x={month.labelX} y={month.labelY} textAnchor="middle" fontSize="11" fill="#334155">
						{month.label}
					</text>
				</g>
			))}
			<ZeroLine plot={plot} y={chart.zeroY} />
			{chart.points.length > 0 ? (
				<polyline
					points={chart.points.map((point) => `${point.x},${point.y}`).join(' ')}
					fill="none"
					stroke={NET}
					strokeWidth="2.5"
					strokeLinejoin="round"
				/>
			) : null}
			{chart.points.map((point) => (
				<circle key={point.x} cx={point.x} cy={point.y} r="3.5" fill={NET} />
			))}
		</ChartFrame>
	)
}

/**
 * A chart's figure: the SVG (one image named by its title, described by its desc) in a box that
 * scrolls sideways at 360 px and lets print have the page's width, its key under it.
 */
export function ChartFrame({
	title,
	description,
	width,
	height,
	keys,
	children,
}: {
	title: string
	description: string
	width: number
	height: number
	keys: ReactNode
	children: ReactNode
}) {
	const id = useId()
	return (
		<figure className="report-section flex flex-col gap-2">
			<div
				role="region"
				aria-label={title}
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls it at 360 px
				tabIndex={0}
				className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-2 focus-visible:outline-2 focus-visible:outline-emerald-700 print:overflow-visible print:border-0"
			>
				<svg
					role="img"
					aria-labelledby={`${id}-title ${id}-desc`}
					viewBox={`0 0 ${width} ${height}`}
					className="h-auto w-full min-w-[36rem] print:min-w-0"
				>
					<title id={`${id}-title`}>{title}</title>
					<desc id={`${id}-desc`}>{description}</desc>
					{children}
				</svg>
			</div>
			<figcaption>
				<ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">{keys}</ul>
			</figcaption>
		</figure>
	)
}

type PlotEdges = ChartView['plot']

/** The round gridlines across the plot, each with its value on the left. */
export function Gridlines({ ticks, plot }: { ticks: ChartView['ticks']; plot: PlotEdges }) {
	return (
		<g fontSize="11" fill="#334155">
			{ticks.map((tick) => (
				<g key={tick.y}>
					<line
						x1={plot.left}
						x2={plot.right}
						y1={tick.y}
						y2={tick.y}
						stroke="#e2e8f0"
						strokeWidth="1"
					/>
					<text x={plot.left - 6} y={tick.y + 4} textAnchor="end">
						{tick.label}
					</text>
				</g>
			))}
		</g>
	)
}

export function ZeroLine({ plot, y }: { plot: PlotEdges; y: number }) {
	return <line x1={plot.left} x2={plot.right} y1={y} y2={y} stroke="#64748b" strokeWidth="1" />
}

/** A key's sample: a bar, a line with a point, a plain or dashed line, a downward mark, a rule. */
export type KeyShape = 'bar' | 'line' | 'solid' | 'dashed' | 'mark' | 'rule'

export function Key({ colour, shape, words }: { colour: string; shape: KeyShape; words: string }) {
	return (
		<li className="flex items-center gap-2">
			<svg aria-hidden="true" width="16" height="12" viewBox="0 0 16 12">
				{shape === 'bar' ? <rect x="2" y="0" width="12" height="12" fill={colour} /> : null}
				{shape === 'line' ? (
					<>
						<line x1="0" x2="16" y1="6" y2="6" stroke={colour} strokeWidth="2.5" />
						<circle cx="8" cy="6" r="3" fill={colour} />
					</>
				) : null}
				{shape === 'solid' || shape === 'dashed' ? (
					<line
						x1="0"
						x2="16"
						y1="6"
						y2="6"
						stroke={colour}
						strokeWidth="2.5"
						strokeDasharray={shape === 'dashed' ? '4 3' : undefined}
					/>
				) : null}
				{shape === 'mark' ? <path d="M2 2 H14 L8 11 Z" fill={colour} /> : null}
				{shape === 'rule' ? (
					<line
						x1="8"
						x2="8"
						y1="0"
						y2="12"
						stroke={colour}
						strokeWidth="2"
						strokeDasharray="3 2"
					/>
				) : null}
			</svg>
			{words}
		</li>
	)
}
