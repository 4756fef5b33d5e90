import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { type Endpoint } from '@caixa/contract/endpoints/endpoint'
import {
	type ConsolidatedOf,
	consolidatedCashFlowOf,
	consolidatedDreOf,
} from '@caixa/services/reports-consolidated'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// A company's and a marketplace's consolidated reports (the decisions are
// contract/report-consolidated.ts's): the income statement and the cash flow of their units,
// summed per currency, with each unit's own key figures.

const tags = ['reports']

const common = [
	'`from`/`to` (ms) are read as days in `zone` (the units’ own when they share one, UTC',
	'otherwise), both included, each unit counting those days of its own calendar; a missing edge',
	'comes from the other edge’s month, both missing are the current month. One block per',
	'currency: units in another currency are never summed with them (nothing is converted). Each',
	'block’s figures are the sums of its units’ own reports, to the cent; its units are listed',
	'with their own key figures.',
].join('\n')

const readers = {
	COMPANY:
		'The company’s owner and collaborators; its marketplace’s owner gets 404 (code MEMBERS_ONLY: a marketplace does not see its companies’ books), anyone else 404.',
	MARKETPLACE:
		'The marketplace’s owner alone (anyone else 404), over the units of its companies whose books it may see (as their owner or collaborator); the others are left out and counted in `hiddenUnits`.',
}

const badQuery = problem(
	'A query value is not valid (each one is in `errors`); `code` UNKNOWN_ZONE, UNKNOWN_DAY, PERIOD_REVERSED, OUT_OF_CALENDAR or TOO_MANY_PERIODS when that is why',
)

export function reportsConsolidatedRoutes(deps: CaixaDependencies) {
	const dreRoute = <E extends Endpoint>(endpoint: E, kind: 'COMPANY' | 'MARKETPLACE') =>
		createRoute({
			...requestOf(endpoint),
			tags,
			summary: `The ${kind === 'COMPANY' ? 'company' : 'marketplace'}’s units’ income statement (DRE), per currency`,
			description: [
				common,
				'`basis` ACCRUAL (the default) or CASH, as a unit’s. The 14 lines as a unit’s statement,',
				'without categories (a unit’s own; its report drills into them); each unit listed with',
				'its net revenue and net result.',
				readers[kind],
			].join('\n'),
			security: bearerSecurity,
			middleware: [requireSession(deps)] as const,
			responses: {
				200: answerOf(endpoint, 200, { description: 'The statement per currency' }),
				401: unauthorizedResponse,
				404: problem(`No such ${kind.toLowerCase()}, or one the caller may not read`),
				422: badQuery,
			},
		})
	const cashFlowRoute = <E extends Endpoint>(endpoint: E, kind: 'COMPANY' | 'MARKETPLACE') =>
		createRoute({
			...requestOf(endpoint),
			tags,
			summary: `The ${kind === 'COMPANY' ? 'company' : 'marketplace'}’s units’ cash flow, per currency`,
			description: [
				common,
				'Periods as a unit’s cash flow (`granularity`, `firstDayOfWeek`), realized beside',
				'projected, each unit splitting them on its own today (a block’s `today` is the earliest).',
				'Transfers move cash inside a unit: transfersIn = transfersOut. Each unit listed with its',
				'realized opening and closing balances.',
				readers[kind],
			].join('\n'),
			security: bearerSecurity,
			middleware: [requireSession(deps)] as const,
			responses: {
				200: answerOf(endpoint, 200, { description: 'The cash flow per currency' }),
				401: unauthorizedResponse,
				404: problem(`No such ${kind.toLowerCase()}, or one the caller may not read`),
				422: badQuery,
			},
		})

	const { companyDre, companyCashFlow, marketplaceDre, marketplaceCashFlow } = endpoints.reports
	const company = (param: { companyId: string }): ConsolidatedOf => ({
		kind: 'COMPANY',
		companyId: param.companyId,
	})
	const marketplace = (param: { marketplaceId: string }): ConsolidatedOf => ({
		kind: 'MARKETPLACE',
		marketplaceId: param.marketplaceId,
	})

	return createRouter()
		.openapi(dreRoute(companyDre, 'COMPANY'), async (c) => {
			const db = await deps.database()
			const answer = await consolidatedDreOf(
				db,
				c.var.auth.profile.id,
				company(c.req.valid('param')),
				c.req.valid('query'),
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
		.openapi(cashFlowRoute(companyCashFlow, 'COMPANY'), async (c) => {
			const db = await deps.database()
			const answer = await consolidatedCashFlowOf(
				db,
				c.var.auth.profile.id,
				company(c.req.valid('param')),
				c.req.valid('query'),
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
		.openapi(dreRoute(marketplaceDre, 'MARKETPLACE'), async (c) => {
			const db = await deps.database()
			const answer = await consolidatedDreOf(
				db,
				c.var.auth.profile.id,
				marketplace(c.req.valid('param')),
				c.req.valid('query'),
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
		.openapi(cashFlowRoute(marketplaceCashFlow, 'MARKETPLACE'), async (c) => {
			const db = await deps.database()
			const answer = await consolidatedCashFlowOf(
				db,
				c.var.auth.profile.id,
				marketplace(c.req.valid('param')),
				c.req.valid('query'),
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
}
