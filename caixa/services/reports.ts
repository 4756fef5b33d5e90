import { type Kysely } from 'kysely'
import {
	type DreByYearQuery,
	type DreCategory,
	type DreExtra,
	type DreLastQuery,
	type DreLine,
	type DreMonthsLine,
	type DreQuery,
	type ReportBasis,
	type ReportExtraCode,
	type ReportLineCode,
} from '@caixa/contract/report'
import { type Language } from '@caixa/contract/enums'
import { type Database, type UnitRow } from '@caixa/db/database'
import { incomeStatementByMonth, incomeStatementOf } from '@caixa/db/income-statement'
import { type IncomeStatementReference } from '@caixa/db/income-statement-reference'
import { requireMasterDataUnit } from '@caixa/db/unit-master-data'
import { addMonths, daysInMonth, parseCalendarDate } from '@caixa/domain/calendar-arithmetic'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { DomainError } from '@caixa/domain/errors'
import { incomeStatementLineCodes } from '@caixa/domain/income-statement'

// A unit's income statement as the reports answer it (contract/report.ts): who may read it (the
// roles table's "see unit, its reports": owners and unit or company collaborators, the others a
// 404), the period read from the query, and the rule's lines with their categories and extras.

// The figures come from the summary rows the writes keep (db/income-statement.ts, report_days):
// the same shape and period as the naive reference (db/income-statement-reference.ts), which the
// property test holds them equal to.

/**
 * A 422 on one query field, with a stable `code` the web app words in the reader's language (the
 * detail is English, as every problem's).
 */
export function refuse(path: string, message: string, code: string): DomainError {
	return new DomainError('invalid', 'A query value is not valid.', {
		fieldErrors: [{ path, message }],
		code,
	})
}

/** Who reads a report: its categories are named in their language (db/category-name.ts). */
export interface ReaderQuery {
	language: Language
}

/** What every report knows once its query is read. */
export interface ReportScope extends ReaderQuery {
	unit: UnitRow
	zone: string
	basis: ReportBasis
	cashierIds: readonly string[] | undefined
	/** Today in `zone`. */
	today: string
}

/**
 * The unit the caller may read the reports of (404 otherwise), and the query's zone, currency
 * and cashiers checked: an unknown zone or another currency is a 422 on its field.
 */
export async function reportScope(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: {
		zone?: string
		currency?: string
		basis: ReportBasis
		cashierId?: string[]
		language: Language
	},
	now: number,
): Promise<ReportScope> {
	const { unit } = await requireMasterDataUnit(db, profileId, unitId)
	const zone = query.zone ?? unit.timezone
	let today: string
	try {
		today = calendarDateIn(now, zone)
	} catch {
		throw refuse('zone', 'Not a time zone we know', 'UNKNOWN_ZONE')
	}
	if (query.currency !== undefined && query.currency !== unit.currency) {
		throw refuse(
			'currency',
			`This unit keeps its books in ${unit.currency}; nothing is converted`,
			'OTHER_CURRENCY',
		)
	}
	return {
		unit,
		zone,
		basis: query.basis,
		cashierIds: query.cashierId,
		today,
		language: query.language,
	}
}

/** A day of the period: the instant's calendar date in the zone (422 on `path` when none). */
function dayOf(instant: number, zone: string, path: string): string {
	try {
		return calendarDateIn(instant, zone)
	} catch {
		throw refuse(path, 'Not an instant we can read as a day', 'UNKNOWN_DAY')
	}
}

/** The first and last days of the month holding `date`. */
export function monthOf(date: string): { from: string; to: string } {
	const { year, month } = parseCalendarDate(date)
	const last = String(daysInMonth(year, month)).padStart(2, '0')
	return { from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${last}` }
}

/**
 * The period of a query: its days in the zone, both included. A missing edge comes from the
 * other edge's month; both missing, the current month.
 */
export function periodOf(
	query: Pick<DreQuery, 'from' | 'to'>,
	scope: Pick<ReportScope, 'zone' | 'today'>,
): { from: string; to: string } {
	const from = query.from === undefined ? undefined : dayOf(query.from, scope.zone, 'from')
	const to = query.to === undefined ? undefined : dayOf(query.to, scope.zone, 'to')
	const period = {
		from: from ?? monthOf(to ?? scope.today).from,
		to: to ?? monthOf(from ?? scope.today).to,
	}
	if (period.from > period.to) {
		throw refuse('to', 'The period ends before it starts', 'PERIOD_REVERSED')
	}
	return period
}

const extrasOfLine: Partial<
	Record<
		ReportLineCode,
		ReadonlyArray<[ReportExtraCode, keyof IncomeStatementReference['figures']]>
	>
> = {
	COST_OF_SALES: [['COST_OF_GOODS_SOLD', 'costOfGoodsSold']],
	FINANCIAL_INCOME: [
		['CHARGES_RECEIVED', 'chargesReceived'],
		['DISCOUNTS_OBTAINED', 'discountsObtained'],
	],
	FINANCIAL_EXPENSE: [
		['CHARGES_PAID', 'chargesPaid'],
		['DISCOUNTS_GRANTED', 'discountsGranted'],
	],
}

/** The statement's lines as the API answers them, from the rule's. */
export function dreLinesOf(statement: IncomeStatementReference): DreLine[] {
	return statement.lines.map((line) => {
		const categories = new Map<string | null, DreCategory>()
		for (const figure of statement.categories) {
			if (figure.line !== line.code) continue
			// One category may come back once per direction (money in and out): one entry here.
			const known = categories.get(figure.categoryId)
			if (known) known.amount += figure.amount
			else
				categories.set(figure.categoryId, {
					id: figure.categoryId,
					name: figure.name,
					amount: figure.amount,
				})
		}
		const extras = (extrasOfLine[line.code] ?? []).flatMap(([code, key]): DreExtra[] => {
			const amount = statement.figures[key]
			return typeof amount === 'number' && amount !== 0 ? [{ code, amount }] : []
		})
		return {
			code: line.code,
			amount: line.amount,
			share: line.shareBasisPoints === null ? null : line.shareBasisPoints / 10_000,
			subtracts: line.sign === -1,
			subtotal: line.subtotal,
			categories: [...categories.values()]
				.filter((category) => category.amount !== 0)
				.sort(byAmountThenName),
			extras,
		}
	})
}

function byAmountThenName(a: DreCategory, b: DreCategory): number {
	if (a.amount !== b.amount) return b.amount - a.amount
	if (a.id === null || b.id === null) return a.id === null ? (b.id === null ? 0 : 1) : -1
	return (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id)
}

async function statementOf(
	db: Kysely<Database>,
	scope: ReportScope,
	period: { from: string; to: string },
): Promise<IncomeStatementReference> {
	return incomeStatementOf(db, {
		unitId: scope.unit.id,
		from: period.from,
		to: period.to,
		basis: scope.basis,
		cashierIds: scope.cashierIds,
		language: scope.language,
	})
}

/** `GET /reports/units/{unitId}/dre`. */
export async function dreOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: DreQuery & ReaderQuery,
	now: number,
) {
	const scope = await reportScope(db, profileId, unitId, query, now)
	const period = periodOf(query, scope)
	const statement = await statementOf(db, scope, period)
	return {
		currency: scope.unit.currency,
		from: period.from,
		to: period.to,
		zone: scope.zone,
		basis: scope.basis,
		lines: dreLinesOf(statement),
	}
}

/**
 * Twelve months (`YYYY-MM`, oldest first, consecutive) month by month, from one query over the
 * summary rows grouped by month. The total is Σ months: every line is a sum of dated figures, so
 * a year's statement is its months' sum to the cent (tested against one call over the whole span).
 */
async function monthsOf(
	db: Kysely<Database>,
	scope: ReportScope,
	months: readonly string[],
): Promise<DreMonthsLine[]> {
	const first = months[0] ?? ''
	const last = months[months.length - 1] ?? first
	const byMonth = await incomeStatementByMonth(db, {
		unitId: scope.unit.id,
		from: monthOf(`${first}-01`).from,
		to: monthOf(`${last}-01`).to,
		basis: scope.basis,
		cashierIds: scope.cashierIds,
		language: scope.language,
	})
	const statements = months.map(
		(month) => byMonth.find((entry) => entry.month === month)?.statement,
	)
	return incomeStatementLineCodes.map((code, index) => {
		const amounts = statements.map((statement) => statement?.lines[index]?.amount ?? 0)
		const line = statements[0]?.lines[index]
		return {
			code,
			subtracts: line?.sign === -1,
			subtotal: line?.subtotal ?? false,
			months: amounts,
			total: amounts.reduce((sum, amount) => sum + amount, 0),
		}
	})
}

/** `GET /reports/units/{unitId}/dre-by-year`: January to December of `year` (this year's). */
export async function dreByYearOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: DreByYearQuery & ReaderQuery,
	now: number,
) {
	const scope = await reportScope(db, profileId, unitId, query, now)
	const year = query.year ?? Number(scope.today.slice(0, 4))
	const months = Array.from(
		{ length: 12 },
		(_, index) => `${String(year).padStart(4, '0')}-${String(index + 1).padStart(2, '0')}`,
	)
	return {
		currency: scope.unit.currency,
		year,
		zone: scope.zone,
		basis: scope.basis,
		months,
		lines: await monthsOf(db, scope, months),
	}
}

/** `GET /reports/units/{unitId}/dre-last`: the 12 months ending with the current one. */
export async function dreLastOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: DreLastQuery & ReaderQuery,
	now: number,
) {
	const scope = await reportScope(db, profileId, unitId, query, now)
	const current = `${scope.today.slice(0, 7)}-01`
	const months = Array.from({ length: 12 }, (_, index) =>
		addMonths(current, index - 11).slice(0, 7),
	)
	return {
		currency: scope.unit.currency,
		zone: scope.zone,
		basis: scope.basis,
		months,
		lines: await monthsOf(db, scope, months),
	}
}
