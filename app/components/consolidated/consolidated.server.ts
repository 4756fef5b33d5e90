import { type CashFlow } from '@caixa/contract/report-cash-flow'
import {
	type ConsolidatedCashFlowCurrency,
	type ConsolidatedDre,
	type ConsolidatedDreQuery,
} from '@caixa/contract/report-consolidated'
import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { type FilterBarState } from '~/components/filter-bar/filter-bar.server'
import {
	cashFlowView,
	readGranularity,
	type CashFlowView,
} from '~/components/report/cash-flow-view'
import { periodLines, reportFormats, tickLabel } from '~/components/report/report-format'
import { readBasis, type ReportBasis } from '~/components/report/report-params'
import { type PeriodStatementView } from '~/components/report/report-view'
import { dayWriter, periodOf } from '~/components/report/report.server'
import {
	CaixaProblem,
	caixaCall,
	type Caller,
	endpoints,
	requireFound,
} from '~/server/caixa.server'
import { readerLanguage } from '~/server/i18n.server'

// The consolidated reports' page: a company's or a marketplace's units summed
// per currency — the income statement and the cash flow of the filter bar's period, each currency
// a block with its units. The unit report's own pieces read the figures (periodLines,
// cashFlowView), so the page is the unit's report laid out per currency.

/** Weeks start on Sunday for both our languages (en-US, pt-BR), as the unit's cash flow. */
const FIRST_DAY_OF_WEEK = 7

export type ConsolidatedOf = { kind: 'COMPANY' | 'MARKETPLACE'; id: string }

export type ConsolidatedProblem = 'CHOOSE' | 'ENDS_BEFORE' | 'TOO_MANY_PERIODS' | 'OUT_OF_CALENDAR'

export type ConsolidatedUnitView = {
	id: string
	name: string
	companyName: string
	netRevenue: string
	netResult: string
	netResultNegative: boolean
	closingBalance: string
	closingNegative: boolean
}

export type ConsolidatedBlockView = {
	currency: string
	statement: PeriodStatementView
	flow: CashFlowView
	units: ConsolidatedUnitView[]
}

export type ConsolidatedPage = {
	zone: string
	basis: ReportBasis
	filters: FilterBarState
	granularity: string | null
	hiddenUnits: number
	blocks: ConsolidatedBlockView[]
	problem: ConsolidatedProblem | null
}

function problemOf(error: unknown): ConsolidatedProblem | null {
	if (!(error instanceof CaixaProblem) || error.status !== 422) return null
	switch (error.code) {
		case 'PERIOD_REVERSED':
			return 'ENDS_BEFORE'
		case 'TOO_MANY_PERIODS':
		case 'OUT_OF_CALENDAR':
			return error.code
		default:
			return null
	}
}

/** A currency's cash flow in the unit report's shape: no categories or cashiers. */
function asUnitCashFlow(
	block: ConsolidatedCashFlowCurrency,
	answer: { from: string; to: string; zone: string; granularity: string },
): CashFlow {
	return {
		...block,
		from: answer.from,
		to: answer.to,
		zone: answer.zone,
		granularity: answer.granularity as CashFlow['granularity'],
		firstDayOfWeek: FIRST_DAY_OF_WEEK,
		periods: block.periods.map((period) => ({ ...period, categories: [], cashiers: [] })),
		categories: [],
		cashiers: [],
		overdue: { ...block.overdue, categories: [] },
	}
}

export async function loadConsolidatedPage(
	caller: Caller,
	of: ConsolidatedOf,
): Promise<ConsolidatedPage> {
	const params = new URL(caller.request.url).searchParams
	const basis = readBasis(params)
	const granularity = readGranularity(params)
	const language = await readerLanguage(caller.request)
	const call = { token: caller.token, request: caller.request }
	const dreOf = (query: Partial<ConsolidatedDreQuery>) =>
		of.kind === 'COMPANY'
			? caixaCall(endpoints.reports.companyDre, { ...call, params: { companyId: of.id }, query })
			: caixaCall(endpoints.reports.marketplaceDre, {
					...call,
					params: { marketplaceId: of.id },
					query,
				})
	// The zone the API reads the days in (the units' own when they share one): asked first, since
	// the filter bar turns its presets into instants in it.
	const { data: current } = await requireFound(dreOf({ basis }))
	const zone = current.zone
	const { filters, period } = await periodOf(caller.request, zone)
	const page: ConsolidatedPage = {
		zone,
		basis,
		filters,
		granularity,
		hiddenUnits: current.hiddenUnits,
		blocks: [],
		problem: null,
	}
	if (!period) return { ...page, problem: 'CHOOSE' }
	const flowQuery = {
		...period,
		zone,
		firstDayOfWeek: FIRST_DAY_OF_WEEK,
		...(granularity ? { granularity } : {}),
	}
	let dre: ConsolidatedDre
	try {
		const [statement, flow] = await Promise.all([
			requireFound(dreOf({ ...period, zone, basis })),
			requireFound(
				of.kind === 'COMPANY'
					? caixaCall(endpoints.reports.companyCashFlow, {
							...call,
							params: { companyId: of.id },
							query: flowQuery,
						})
					: caixaCall(endpoints.reports.marketplaceCashFlow, {
							...call,
							params: { marketplaceId: of.id },
							query: flowQuery,
						}),
			),
		])
		dre = statement.data
		const day = dayWriter(language)
		const short = dateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' })
		page.hiddenUnits = dre.hiddenUnits
		page.blocks = dre.currencies.map((block) => {
			const formats = reportFormats(block.currency, language)
			const cash = flow.data.currencies.find((other) => other.currency === block.currency)
			const closings = new Map(cash?.units.map((unit) => [unit.id, unit.closingBalance]))
			const flowView = cashFlowView(
				asUnitCashFlow(
					cash ?? {
						currency: block.currency,
						today: dre.to,
						openingBalance: 0,
						inflow: 0,
						outflow: 0,
						transfersIn: 0,
						transfersOut: 0,
						net: 0,
						projectedInflow: 0,
						projectedOutflow: 0,
						projectedOpeningBalance: 0,
						closingBalance: 0,
						projectedClosingBalance: 0,
						belowZero: false,
						periods: [],
						overdue: { inflow: 0, outflow: 0 },
						units: [],
					},
					flow.data,
				),
				formats,
				day,
				(date) => short.format(new Date(`${date}T00:00:00Z`)),
				tickLabel(block.currency, language),
			)
			return {
				currency: block.currency,
				statement: {
					from: day(dre.from),
					to: day(dre.to),
					lines: periodLines(
						{
							currency: block.currency,
							from: dre.from,
							to: dre.to,
							zone: dre.zone,
							basis: dre.basis,
							lines: block.lines,
						},
						formats,
					),
				},
				flow: flowView,
				units: block.units.map((unit) => {
					const closing = closings.get(unit.id) ?? 0
					return {
						id: unit.id,
						name: unit.name,
						companyName: unit.companyName,
						netRevenue: formats.money(unit.netRevenue),
						netResult: formats.money(unit.netResult),
						netResultNegative: unit.netResult < 0,
						closingBalance: formats.money(closing),
						closingNegative: closing < 0,
					}
				}),
			}
		})
	} catch (error) {
		const problem = problemOf(error)
		if (!problem) throw error
		page.problem = problem
	}
	return page
}

// What the routes' loaders need besides, from this one module (the browser build keeps an empty
// stub chunk for every .server module a route imports).
export { i18nServer } from '~/server/i18n.server'
export { requireSession } from '~/server/session.server'
