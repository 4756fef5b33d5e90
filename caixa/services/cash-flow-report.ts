import { type Kysely } from 'kysely'
import {
	type CashFlow,
	type CashFlowByDay,
	type CashFlowByDayQuery,
	type CashFlowCashier,
	type CashFlowCategory,
	type CashFlowGranularity,
	type CashFlowOverdue,
	type CashFlowQuery,
	CASH_FLOW_FIRST_DAY,
	CASH_FLOW_LAST_DAY,
	MAX_CASH_FLOW_PERIODS,
} from '@caixa/contract/report-cash-flow'
import {
	cashFlowByDayOf as fastCashFlowByDay,
	cashFlowOf as fastCashFlow,
} from '@caixa/db/cash-flow'
import {
	type CashFlowByDayReference,
	type CashFlowQuery as CashFlowReferenceQuery,
	type CashFlowReference,
	type CashFlowScope,
} from '@caixa/db/cash-flow-reference'
import { type Database } from '@caixa/db/database'
import { dayNumber } from '@caixa/domain/calendar-arithmetic'
import { calendarGrid, shiftMonth } from '@caixa/domain/cash-flow-calendar'
import {
	granularityOf,
	type IsoWeekday,
	MONDAY,
	type OverdueFlow,
	weekStartOf,
} from '@caixa/domain/cash-flow'
import { periodOf, type ReaderQuery, refuse, reportScope } from './reports'

// A unit's cash flow and cash calendar as the reports answer them (contract/report-cash-flow.ts):
// the income statement's reading of the query and its roles (services/reports.ts: owners and
// unit or company collaborators, the others a 404; the period in the zone; another currency a
// 422), the rule's figures (domain/cash-flow*.ts) named and ordered for the pages.

/**
 * Where the figures come from: the summary rows (db/cash-flow.ts), whose answers the property
 * test holds equal to the naive reference's (db/cash-flow-reference.ts, same shapes and scope).
 */
const cashFlowOf: (
	db: Kysely<Database>,
	query: CashFlowReferenceQuery,
) => Promise<CashFlowReference> = fastCashFlow
const cashFlowByDayOf: (
	db: Kysely<Database>,
	scope: CashFlowScope & { month: string },
) => Promise<CashFlowByDayReference> = fastCashFlowByDay

/** How many periods of `granularity` cover [from, to], counted without listing them. */
export function periodCount(
	from: string,
	to: string,
	granularity: CashFlowGranularity,
	firstDayOfWeek: IsoWeekday,
): number {
	if (granularity === 'DAY') return dayNumber(to) - dayNumber(from) + 1
	if (granularity === 'WEEK') {
		const weeks = dayNumber(weekStartOf(to, firstDayOfWeek))
		return (weeks - dayNumber(weekStartOf(from, firstDayOfWeek))) / 7 + 1
	}
	const months = (date: string) => Number(date.slice(0, -6)) * 12 + Number(date.slice(-5, -3))
	return months(to) - months(from) + 1
}

/**
 * A cash flow's range as the query asks it, refused when a day is off the calendar or the
 * periods are too many: the unit's report and the consolidated ones read it alike.
 */
export function cashFlowPeriods(
	query: { granularity?: CashFlowGranularity; firstDayOfWeek?: number },
	{ from, to }: { from: string; to: string },
): { from: string; to: string; granularity: CashFlowGranularity; firstDayOfWeek: IsoWeekday } {
	for (const [path, day] of [
		['from', from],
		['to', to],
	] as const) {
		if (day < CASH_FLOW_FIRST_DAY || day > CASH_FLOW_LAST_DAY) {
			throw refuse(path, 'A day from 1900-01-01 to 9998-12-31', 'OUT_OF_CALENDAR')
		}
	}
	const firstDayOfWeek = (query.firstDayOfWeek ?? MONDAY) as IsoWeekday
	const granularity = query.granularity ?? granularityOf(from, to)
	if (periodCount(from, to, granularity, firstDayOfWeek) > MAX_CASH_FLOW_PERIODS) {
		throw refuse(
			'to',
			`More than ${MAX_CASH_FLOW_PERIODS} periods: a shorter range or longer periods`,
			'TOO_MANY_PERIODS',
		)
	}
	return { from, to, granularity, firstDayOfWeek }
}

/** A figure's category named: null (records without a category) last, then by name and id. */
function namer(categories: CashFlowReference['categoryNames']) {
	const names = new Map(categories.map((category) => [category.id, category.name]))
	const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null))
	const order = (a: { id: string | null }, b: { id: string | null }) => {
		if (a.id === b.id) return 0
		if (a.id === null || b.id === null) return a.id === null ? 1 : -1
		return (nameOf(a.id) ?? '').localeCompare(nameOf(b.id) ?? '') || (a.id < b.id ? -1 : 1)
	}
	return { nameOf, order }
}

function overdueOf(overdue: OverdueFlow, names: ReturnType<typeof namer>): CashFlowOverdue {
	return {
		inflow: overdue.inflow,
		outflow: overdue.outflow,
		categories: overdue.categories
			.map((figure) => ({
				id: figure.categoryId,
				name: names.nameOf(figure.categoryId),
				inflow: figure.inflow,
				outflow: figure.outflow,
			}))
			.sort(names.order),
	}
}

async function cashierNames(
	db: Kysely<Database>,
	unitId: string,
	ids: readonly string[],
): Promise<Map<string, string>> {
	if (ids.length === 0) return new Map()
	const rows = await db
		.selectFrom('cashiers')
		.select(['id', 'name'])
		.where('unit_id', '=', unitId)
		.where('id', 'in', [...ids])
		.execute()
	return new Map(rows.map((row) => [row.id, row.name]))
}

/** `GET /reports/units/{unitId}/cash-flow`. */
export async function cashFlowReportOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: CashFlowQuery & ReaderQuery,
	now: number,
): Promise<CashFlow> {
	// A cash flow has no basis; the income statement's reading of the scope wants one.
	const scope = await reportScope(db, profileId, unitId, { ...query, basis: 'CASH' }, now)
	const { from, to, granularity, firstDayOfWeek } = cashFlowPeriods(query, periodOf(query, scope))
	const flow = await cashFlowOf(db, {
		unitId: scope.unit.id,
		cashierIds: scope.cashierIds,
		language: scope.language,
		now,
		from,
		to,
		granularity,
		firstDayOfWeek,
	})
	const names = namer(flow.categoryNames)
	const cashierIds = flow.cashiers.map((cashier) => cashier.cashierId)
	const cashierName = await cashierNames(db, scope.unit.id, cashierIds)
	const cashiers: CashFlowCashier[] = flow.cashiers
		.map((cashier) => ({
			id: cashier.cashierId,
			name: cashierName.get(cashier.cashierId) ?? '',
			transfersIn: cashier.transfersIn,
			transfersOut: cashier.transfersOut,
		}))
		.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1))
	const cashierOrder = new Map(cashiers.map((cashier, index) => [cashier.id, index]))
	const categories: CashFlowCategory[] = flow.categories
		.map(({ categoryId, ...figures }) => ({
			id: categoryId,
			name: names.nameOf(categoryId),
			...figures,
		}))
		.sort(names.order)

	const periods = flow.periods.map((period) => {
		const projected = period.end >= flow.today
		return {
			start: period.start,
			end: period.end,
			openingBalance: period.openingBalance,
			inflow: period.inflow,
			outflow: period.outflow,
			transfersIn: period.transfersIn,
			transfersOut: period.transfersOut,
			projectedInflow: period.projectedInflow,
			projectedOutflow: period.projectedOutflow,
			net: period.net,
			balance: period.closingBalance,
			projectedOpeningBalance: period.projectedOpeningBalance,
			projectedBalance: period.projectedClosingBalance,
			projected,
			belowZero: projected && period.projectedClosingBalance < 0,
			categories: period.categories
				.map(({ categoryId, ...figures }) => ({ id: categoryId, ...figures }))
				.sort(names.order),
			cashiers: period.cashiers
				.map(({ cashierId, ...figures }) => ({ id: cashierId, ...figures }))
				.sort((a, b) => (cashierOrder.get(a.id) ?? 0) - (cashierOrder.get(b.id) ?? 0)),
		}
	})
	return {
		currency: flow.currency,
		from,
		to,
		zone: scope.zone,
		today: flow.today,
		granularity: flow.granularity,
		firstDayOfWeek: flow.firstDayOfWeek,
		openingBalance: flow.openingBalance,
		closingBalance: flow.closingBalance,
		inflow: flow.inflow,
		outflow: flow.outflow,
		transfersIn: flow.transfersIn,
		transfersOut: flow.transfersOut,
		projectedInflow: flow.projectedInflow,
		projectedOutflow: flow.projectedOutflow,
		net: flow.net,
		projectedOpeningBalance: flow.projectedOpeningBalance,
		projectedClosingBalance: flow.projectedClosingBalance,
		belowZero: periods.some((period) => period.belowZero),
		periods,
		categories,
		cashiers,
		overdue: overdueOf(flow.overdue, names),
	}
}

/** `GET /reports/units/{unitId}/cash-flow-by-day`. */
export async function cashFlowByDayReportOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: CashFlowByDayQuery & ReaderQuery,
	now: number,
): Promise<CashFlowByDay> {
	const scope = await reportScope(db, profileId, unitId, { ...query, basis: 'CASH' }, now)
	// The month shown is the reader's (zone); today, which splits overdue from projected, the unit's.
	const month = query.month ?? scope.today.slice(0, 7)
	if (month < CASH_FLOW_FIRST_DAY.slice(0, 7) || month > CASH_FLOW_LAST_DAY.slice(0, 7)) {
		throw refuse('month', 'A month from 1900-01 to 9998-12', 'OUT_OF_CALENDAR')
	}
	const firstDayOfWeek = (query.firstDayOfWeek ?? MONDAY) as IsoWeekday
	const byDay = await cashFlowByDayOf(db, {
		unitId: scope.unit.id,
		cashierIds: scope.cashierIds,
		language: scope.language,
		now,
		month,
	})
	const grid = calendarGrid(byDay, firstDayOfWeek)
	const total = (key: 'inflow' | 'outflow' | 'transfersIn' | 'transfersOut') =>
		byDay.days.reduce((sum, day) => sum + day[key], 0)
	const projectedTotal = (key: 'projectedInflow' | 'projectedOutflow') =>
		byDay.days.reduce((sum, day) => sum + day[key], 0)
	return {
		currency: byDay.currency,
		month,
		previousMonth: month === CASH_FLOW_FIRST_DAY.slice(0, 7) ? null : shiftMonth(month, -1),
		nextMonth: month === CASH_FLOW_LAST_DAY.slice(0, 7) ? null : shiftMonth(month, 1),
		from: byDay.from,
		to: byDay.to,
		zone: scope.zone,
		today: byDay.today,
		firstDayOfWeek,
		weekdays: grid.weekdays,
		openingBalance: byDay.openingBalance,
		closingBalance: byDay.closingBalance,
		projectedOpeningBalance: byDay.projectedOpeningBalance,
		projectedClosingBalance: byDay.projectedClosingBalance,
		inflow: total('inflow'),
		outflow: total('outflow'),
		transfersIn: total('transfersIn'),
		transfersOut: total('transfersOut'),
		projectedInflow: projectedTotal('projectedInflow'),
		projectedOutflow: projectedTotal('projectedOutflow'),
		days: byDay.days,
		weeks: grid.weeks.map((week) => week.map(({ date, inMonth }) => ({ date, inMonth }))),
		firstBelowZero: byDay.days.find((day) => day.belowZero)?.date ?? null,
		overdue: overdueOf(byDay.overdue, namer(byDay.categoryNames)),
	}
}
