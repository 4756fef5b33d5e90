import { type Kysely, sql } from 'kysely'
import {
	type ConsolidatedCashFlow,
	type ConsolidatedCashFlowQuery,
	type ConsolidatedDre,
	type ConsolidatedDreQuery,
	type ConsolidatedScope,
} from '@caixa/contract/report-consolidated'
import { ownsMarketplace, visibleUnits } from '@caixa/db/access'
import { cashFlowOfUnits } from '@caixa/db/cash-flow'
import { type Database } from '@caixa/db/database'
import { incomeStatementsOfUnits } from '@caixa/db/income-statement-units'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { notFound } from '@caixa/domain/errors'
import { cashFlowPeriods } from './cash-flow-report'
import { requireCompanyRole } from './companies'
import { dreLinesOf, periodOf, refuse } from './reports'

// A company's or a marketplace's consolidated reports (contract/report-consolidated.ts: read its
// decisions — who reads them, the period's zone, what is summed). The set of units is settled
// first (who may read it, which units), then each figure is one query over all of them
// (db/income-statement-units.ts; db/cash-flow.ts's cashFlowOfUnits, per currency), and the
// per-currency blocks are built by the same rules as a unit's report (dreLinesOf,
// domain/cash-flow.ts).

interface SetUnit {
	id: string
	name: string
	companyName: string
	currency: string
	zone: string
}

interface UnitSet {
	scope: ConsolidatedScope
	units: SetUnit[]
	hiddenUnits: number
}

export type ConsolidatedOf =
	{ kind: 'COMPANY'; companyId: string } | { kind: 'MARKETPLACE'; marketplaceId: string }

/**
 * The units a consolidated report sums, by name. A company's: all of them, for its owner and
 * collaborators (others 404, its marketplace's owner with MEMBERS_ONLY). A marketplace's: for
 * its owner only, the units of its companies whose books the owner may see; the rest counted.
 */
async function unitSetOf(
	db: Kysely<Database>,
	profileId: string,
	of: ConsolidatedOf,
): Promise<UnitSet> {
	if (of.kind === 'COMPANY') {
		await requireCompanyRole(db, profileId, of.companyId, 'units')
		const rows = await db
			.selectFrom('units')
			.innerJoin('companies', 'companies.id', 'units.company_id')
			.select([
				'units.id',
				'units.name',
				'units.currency',
				'units.timezone',
				'units.search_text',
				'companies.name as company_name',
			])
			.where('units.company_id', '=', of.companyId)
			.orderBy('units.search_text')
			.orderBy('units.id')
			.execute()
		const company = await db
			.selectFrom('companies')
			.select(['id', 'name'])
			.where('id', '=', of.companyId)
			.executeTakeFirstOrThrow()
		return {
			scope: { kind: 'COMPANY', id: company.id, name: company.name },
			units: rows.map((row) => ({
				id: row.id,
				name: row.name,
				companyName: row.company_name,
				currency: row.currency,
				zone: row.timezone,
			})),
			hiddenUnits: 0,
		}
	}
	if (!(await ownsMarketplace(db, profileId, of.marketplaceId))) {
		throw notFound('No marketplace of yours has this id.')
	}
	const marketplace = await db
		.selectFrom('marketplaces')
		.select(['id', 'name'])
		.where('id', '=', of.marketplaceId)
		.executeTakeFirstOrThrow()
	const rows = await db
		.selectFrom('units')
		.innerJoin('companies', 'companies.id', 'units.company_id')
		.leftJoin(visibleUnits(db, profileId), 'access.unit_id', 'units.id')
		.select([
			'units.id',
			'units.name',
			'units.currency',
			'units.timezone',
			'companies.name as company_name',
			sql<number>`case when access.unit_id is null then 0 else 1 end`.as('visible'),
		])
		.where('companies.marketplace_id', '=', of.marketplaceId)
		.orderBy('units.search_text')
		.orderBy('units.id')
		.execute()
	const seen = rows.filter((row) => Number(row.visible) === 1)
	return {
		scope: { kind: 'MARKETPLACE', id: marketplace.id, name: marketplace.name },
		units: seen.map((row) => ({
			id: row.id,
			name: row.name,
			companyName: row.company_name,
			currency: row.currency,
			zone: row.timezone,
		})),
		hiddenUnits: rows.length - seen.length,
	}
}

/** The zone the instants are read in: the query's, or the units' when one, or UTC. */
function zoneOf(query: { zone?: string }, units: readonly SetUnit[], now: number) {
	const zones = new Set(units.map((unit) => unit.zone))
	const zone = query.zone ?? (zones.size === 1 ? [...zones][0] : undefined) ?? 'UTC'
	try {
		return { zone, today: calendarDateIn(now, zone) }
	} catch {
		throw refuse('zone', 'Not a time zone we know', 'UNKNOWN_ZONE')
	}
}

/** The units of each currency, currencies by code. */
function byCurrency(units: readonly SetUnit[]): Array<[string, SetUnit[]]> {
	const map = new Map<string, SetUnit[]>()
	for (const unit of units) map.set(unit.currency, [...(map.get(unit.currency) ?? []), unit])
	return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

const unitFields = ({ id, name, companyName, zone }: SetUnit) => ({ id, name, companyName, zone })

/** `GET /reports/companies/{companyId}/dre` and `/reports/marketplaces/{marketplaceId}/dre`. */
export async function consolidatedDreOf(
	db: Kysely<Database>,
	profileId: string,
	of: ConsolidatedOf,
	query: ConsolidatedDreQuery,
	now: number,
): Promise<ConsolidatedDre> {
	const set = await unitSetOf(db, profileId, of)
	const { zone, today } = zoneOf(query, set.units, now)
	const period = periodOf(query, { zone, today })
	const statements = await incomeStatementsOfUnits(db, {
		unitIds: set.units.map((unit) => unit.id),
		from: period.from,
		to: period.to,
		basis: query.basis,
	})
	const amountOf = (lines: ReturnType<typeof dreLinesOf>, code: string) =>
		lines.find((line) => line.code === code)?.amount ?? 0
	return {
		scope: set.scope,
		from: period.from,
		to: period.to,
		zone,
		hiddenUnits: set.hiddenUnits,
		basis: query.basis,
		currencies: byCurrency(set.units).map(([currency, units]) => ({
			currency,
			lines: dreLinesOf(statements.ofUnits(units.map((unit) => unit.id))).map((line) => ({
				...line,
				categories: [],
			})),
			units: units.map((unit) => {
				const lines = dreLinesOf(statements.ofUnit(unit.id))
				return {
					...unitFields(unit),
					netRevenue: amountOf(lines, 'NET_REVENUE'),
					netResult: amountOf(lines, 'NET_RESULT'),
				}
			}),
		})),
	}
}

/** `GET /reports/companies/{companyId}/cash-flow` and the marketplace's. */
export async function consolidatedCashFlowOf(
	db: Kysely<Database>,
	profileId: string,
	of: ConsolidatedOf,
	query: ConsolidatedCashFlowQuery,
	now: number,
): Promise<ConsolidatedCashFlow> {
	const set = await unitSetOf(db, profileId, of)
	const reading = zoneOf(query, set.units, now)
	const { zone } = reading
	const { from, to, granularity, firstDayOfWeek } = cashFlowPeriods(query, periodOf(query, reading))
	// One call per currency (BB's db/cash-flow.ts: two statements over report_days for all its
	// units), never one per unit; each unit splits projected from overdue on its own today.
	const currencies = await Promise.all(
		byCurrency(set.units).map(async ([currency, units]) => {
			const flow = await cashFlowOfUnits(db, {
				unitIds: units.map((unit) => unit.id),
				now,
				from,
				to,
				granularity,
				firstDayOfWeek,
			})
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
					net: period.net,
					projectedInflow: period.projectedInflow,
					projectedOutflow: period.projectedOutflow,
					projectedOpeningBalance: period.projectedOpeningBalance,
					balance: period.closingBalance,
					projectedBalance: period.projectedClosingBalance,
					projected,
					belowZero: projected && period.projectedClosingBalance < 0,
				}
			})
			const own = new Map(flow.units.map((figures) => [figures.unitId, figures]))
			return {
				currency,
				today: flow.today,
				openingBalance: flow.openingBalance,
				inflow: flow.inflow,
				outflow: flow.outflow,
				transfersIn: flow.transfersIn,
				transfersOut: flow.transfersOut,
				net: flow.net,
				projectedInflow: flow.projectedInflow,
				projectedOutflow: flow.projectedOutflow,
				projectedOpeningBalance: flow.projectedOpeningBalance,
				closingBalance: flow.closingBalance,
				projectedClosingBalance: flow.projectedClosingBalance,
				belowZero: periods.some((period) => period.belowZero),
				periods,
				overdue: { inflow: flow.overdue.inflow, outflow: flow.overdue.outflow },
				units: units.map((unit) => ({
					...unitFields(unit),
					openingBalance: own.get(unit.id)?.openingBalance ?? 0,
					closingBalance: own.get(unit.id)?.closingBalance ?? 0,
				})),
			}
		}),
	)
	return {
		scope: set.scope,
		from,
		to,
		zone,
		hiddenUnits: set.hiddenUnits,
		granularity,
		firstDayOfWeek,
		currencies,
	}
}
