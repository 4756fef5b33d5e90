import { useTranslation } from 'react-i18next'
import { type BalanceChartView } from './cash-flow-calendar-chart-geometry'
import { ChartFrame, Gridlines, Key, ZeroLine } from './report-chart'

// The month's balance line over the calendar, drawn from the geometry its loader worked out
// (cash-flow-calendar-chart-geometry.ts): the realized balance as a solid line up to today, the
// projected one dashed from today on, today a rule across the plot, and each day whose projected
// balance is below zero a red column with a downward mark on the line, so the warning is a shape
// and a place, not a colour alone. The calendar under it is its table: every day's balance, and
// "Below zero" in words.

const REALIZED = '#047857'
const PROJECTED = '#1d4ed8'
const BELOW_ZERO = '#b91c1c'
const TODAY = '#334155'

export function BalanceChart({ chart, month }: { chart: BalanceChartView; month: string }) {
	const { t } = useTranslation('cashFlow')
	const { plot } = chart
	const half = chart.slot / 2
	return (
		<ChartFrame
			title={t('calendar.chart.title', { month })}
			description={t('calendar.chart.description')}
			width={chart.width}
			height={chart.height}
			keys={
				<>
					<Key colour={REALIZED} shape="solid" words={t('chart.realized')} />
					<Key colour={PROJECTED} shape="dashed" words={t('chart.projected')} />
					<Key colour={BELOW_ZERO} shape="mark" words={t('belowZero')} />
					<Key colour={TODAY} shape="rule" words={t('calendar.chart.today')} />
				</>
			}
		>
			{chart.belowZero.map((point) => (
				<rect
					key={point.x}
					x={point.x - half}
					y={plot.top}
					width={chart.slot}
					height={plot.bottom - plot.top}
					fill="#fee2e2"
				/>
			))}
			<Gridlines ticks={chart.ticks} plot={plot} />
			<g fontSize="11" fill="#334155" textAnchor="middle">
				{chart.labels.map((label) => (
					<text key={label.x} x={label.x} y={label.y}>
						{label.text}
					</text>
				))}
			</g>
			{chart.todayX === null ? null : (
				<g>
					<line
						x1={chart.todayX}
						x2={chart.todayX}
						y1={plot.top}
						y2={plot.bottom}
						stroke={TODAY}
						strokeWidth="1.5"
						strokeDasharray="3 2"
					/>
					<text x={chart.todayX} y={plot.top - 6} textAnchor="middle" fontSize="11" fill={TODAY}>
						{t('calendar.chart.today')}
					</text>
				</g>
			)}
			<ZeroLine plot={plot} y={chart.zeroY} />
			{[
				{ points: chart.realized, colour: REALIZED, dash: undefined },
				{ points: chart.projected, colour: PROJECTED, dash: '6 4' },
			].map(({ points, colour, dash }) =>
				// A line of one day is a point: drawn, or it would not show.
				points.length === 1 && points[0] ? (
					<circle key={colour} cx={points[0].x} cy={points[0].y} r="3.5" fill={colour} />
				) : (
					<polyline
						key={colour}
						points={points.map((point) => `${point.x},${point.y}`).join(' ')}
						fill="none"
						stroke={colour}
						strokeWidth="2.5"
						strokeLinejoin="round"
						strokeDasharray={dash}
					/>
				),
			)}
			{chart.belowZero.map((point) => (
				<path
					key={point.x}
					d={`M${point.x - 5} ${point.y - 9} H${point.x + 5} L${point.x} ${point.y - 1} Z`}
					fill={BELOW_ZERO}
				/>
			))}
		</ChartFrame>
	)
}
