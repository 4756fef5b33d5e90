import { type CashFlowByDay } from '@caixa/contract/report-cash-flow'
import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { caixaCall, type Caller, endpoints, requireFound } from '~/server/caixa.server'
import { readerLanguage } from '~/server/i18n.server'
import { balanceChartGeometry, type BalanceChartView } from './cash-flow-calendar-chart-geometry'
import { CASHIER_KEY, MONTH_KEY } from './cash-flow-view'
import { monthName, reportFormats, type ReportFormats, tickLabel } from './report-format'
import { dayWriter, unitOfReport } from './report.server'

// The cash calendar's call (spec §2 /unit/{unitId}/cash-flow-calendar, §7 cash-flow-by-day): the
// month from the URL (this month by default), the cashiers as the cash flow's, each day's figures
// written here once.

const FIRST_DAY_OF_WEEK = 7

/** The month a URL asks for, when it is one the API answers (1900-01 to 9998-12); else none. */
export function readMonth(params: URLSearchParams): string | null {
	const month = params.get(MONTH_KEY) ?? ''
	return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month >= '1900-01' && month <= '9998-12'
		? month
		: null
}

export type CalendarCellView = {
	key: string
	inMonth: boolean
	day: string
	date: string
	today: boolean
	inflow: string
	outflow: string
	realized: string
	balance: string
	projected: boolean
	belowZero: boolean
}

export type CashFlowCalendarView = {
	month: string
	previousMonth: string | null
	nextMonth: string | null
	weekdays: Array<{ short: string; long: string }>
	weeks: CalendarCellView[][]
	firstBelowZero: string | null
	opening: { realized: string; projected: string }
	closing: { realized: string; projected: string }
	overdue: { inflow: string; outflow: string }
	/** The month's balance line, realized and projected (the grid is its table). */
	chart: BalanceChartView
}

export function calendarView(
	answer: CashFlowByDay,
	formats: ReportFormats,
	language: string,
): CashFlowCalendarView {
	const { money } = formats
	const day = dayWriter(language)
	const days = new Map(answer.days.map((entry) => [entry.date, entry]))
	const weekday = (iso: number, style: 'short' | 'long') =>
		dateTimeFormat(language, { weekday: style, timeZone: 'UTC' }).format(
			// 2024-01-01 was a Monday (ISO weekday 1).
			new Date(Date.UTC(2024, 0, iso)),
		)
	return {
		month: monthName(answer.month, language),
		previousMonth: answer.previousMonth,
		nextMonth: answer.nextMonth,
		weekdays: answer.weekdays.map((iso) => ({
			short: weekday(iso, 'short'),
			long: weekday(iso, 'long'),
		})),
		weeks: answer.weeks.map((week) =>
			week.map((cell) => {
				const figures = cell.inMonth ? days.get(cell.date) : undefined
				return {
					key: cell.date,
					inMonth: cell.inMonth,
					day: String(Number(cell.date.slice(8, 10))),
					date: day(cell.date),
					today: cell.date === answer.today,
					inflow: money((figures?.inflow ?? 0) + (figures?.projectedInflow ?? 0)),
					outflow: money((figures?.outflow ?? 0) + (figures?.projectedOutflow ?? 0)),
					realized: money(figures?.realizedBalance ?? 0),
					balance: money(figures?.balance ?? 0),
					projected: figures?.projected ?? false,
					belowZero: figures?.belowZero ?? false,
				}
			}),
		),
		firstBelowZero: answer.firstBelowZero ? day(answer.firstBelowZero) : null,
		opening: {
			realized: money(answer.openingBalance),
			projected: money(answer.projectedOpeningBalance),
		},
		closing: {
			realized: money(answer.closingBalance),
			projected: money(answer.projectedClosingBalance),
		},
		overdue: { inflow: money(answer.overdue.inflow), outflow: money(answer.overdue.outflow) },
		chart: balanceChartGeometry(answer.days, answer.today, tickLabel(answer.currency, language)),
	}
}

export async function loadCalendarPage(caller: Caller, unitId: string) {
	const unit = await unitOfReport(caller, unitId)
	const params = new URL(caller.request.url).searchParams
	const language = await readerLanguage(caller.request)
	const call = { params: { unitId: unit.id }, token: caller.token, request: caller.request }
	const { data: rows } = await requireFound(
		caixaCall(endpoints.units.cashiers.list, {
			...call,
			query: new URLSearchParams({ offset: '0', size: '100' }),
		}),
	)
	const chosen = new Set(params.getAll(CASHIER_KEY))
	const cashiers = rows.map((row) => ({ id: row.id, name: row.name, chosen: chosen.has(row.id) }))
	const month = readMonth(params)
	const cashierIds = cashiers.filter((cashier) => cashier.chosen).map((cashier) => cashier.id)
	const { data } = await requireFound(
		caixaCall(endpoints.reports.cashFlowByDay, {
			...call,
			query: {
				zone: unit.zone,
				currency: unit.currency,
				firstDayOfWeek: FIRST_DAY_OF_WEEK,
				...(month ? { month } : {}),
				...(cashierIds.length > 0 ? { cashierId: cashierIds } : {}),
			},
		}),
	)
	return {
		unit: { id: unit.id, name: unit.name },
		cashiers,
		calendar: calendarView(data, reportFormats(unit.currency, language), language),
	}
}

export { i18nServer } from '~/server/i18n.server'
export { requireSession } from '~/server/session.server'
