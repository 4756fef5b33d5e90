import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { type FilterBarState } from '~/components/filter-bar/filter-bar.server'
import {
	CaixaProblem,
	caixaCall,
	type Caller,
	endpoints,
	requireFound,
} from '~/server/caixa.server'
import { readerLanguage } from '~/server/i18n.server'
import { CASHIER_KEY, cashFlowView, readGranularity, type CashFlowView } from './cash-flow-view'
import { reportFormats, tickLabel } from './report-format'
import { dayWriter, periodOf, unitOfReport } from './report.server'

// The cash flow's calls (spec §2 /unit/{unitId}/cash-flow, §7 cash-flow): the period from the
// filter bar in the unit's zone (this month by default, as the income statement's), the
// cashiers and the granularity from the URL, the figures formatted here once.

/** Weeks start on Sunday for both our languages (en-US, pt-BR). */
const FIRST_DAY_OF_WEEK = 7

/** Why a period cannot be shown: words of the page, by the API's 422 code. */
export type CashFlowProblem = 'CHOOSE' | 'ENDS_BEFORE' | 'TOO_MANY_PERIODS' | 'OUT_OF_CALENDAR'

export type CashFlowPage = {
	unit: { id: string; name: string }
	zone: string
	filters: FilterBarState
	cashiers: Array<{ id: string; name: string; chosen: boolean }>
	flow: CashFlowView | null
	problem: CashFlowProblem | null
}

function problemOf(error: unknown): CashFlowProblem | null {
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

export async function loadCashFlowPage(caller: Caller, unitId: string): Promise<CashFlowPage> {
	const unit = await unitOfReport(caller, unitId)
	const params = new URL(caller.request.url).searchParams
	const language = await readerLanguage(caller.request)
	const call = { params: { unitId: unit.id }, token: caller.token, request: caller.request }
	const { filters, period } = await periodOf(caller.request, unit.zone)
	const { data: cashierRows } = await requireFound(
		caixaCall(endpoints.units.cashiers.list, {
			...call,
			query: new URLSearchParams({ offset: '0', size: '100' }),
		}),
	)
	const chosen = new Set(params.getAll(CASHIER_KEY))
	const cashiers = cashierRows.map((cashier) => ({
		id: cashier.id,
		name: cashier.name,
		chosen: chosen.has(cashier.id),
	}))
	const page: CashFlowPage = {
		unit: { id: unit.id, name: unit.name },
		zone: unit.zone,
		filters,
		cashiers,
		flow: null,
		problem: null,
	}
	if (!period) return { ...page, problem: 'CHOOSE' }
	const granularity = readGranularity(params)
	const cashierIds = cashiers.filter((cashier) => cashier.chosen).map((cashier) => cashier.id)
	try {
		const { data } = await requireFound(
			caixaCall(endpoints.reports.cashFlow, {
				...call,
				query: {
					...period,
					zone: unit.zone,
					currency: unit.currency,
					firstDayOfWeek: FIRST_DAY_OF_WEEK,
					...(granularity ? { granularity } : {}),
					...(cashierIds.length > 0 ? { cashierId: cashierIds } : {}),
				},
			}),
		)
		const short = dateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' })
		page.flow = cashFlowView(
			data,
			reportFormats(unit.currency, language),
			dayWriter(language),
			(day) => short.format(new Date(`${day}T00:00:00Z`)),
			tickLabel(unit.currency, language),
		)
	} catch (error) {
		const problem = problemOf(error)
		if (!problem) throw error
		page.problem = problem
	}
	return page
}

export { i18nServer } from '~/server/i18n.server'
export { requireSession } from '~/server/session.server'
