import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { MAX_CASH_FLOW_PERIODS } from '@caixa/contract/report-cash-flow'
import { cashFlowByDayReportOf, cashFlowReportOf } from '@caixa/services/cash-flow-report'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { readerLanguage } from '../reader-language'
import { createRouter } from '../router'

// A unit's cash flow and cash calendar (spec §7 Reports: cash-flow, cash-flow-by-day), read by
// whoever reads its income statement (routes/reports.ts): its owners and its (or its company's)
// collaborators; anyone else gets the 404 of a unit that does not exist.

const tags = ['reports']
const noUnit = problem('No such unit, or one the caller may not see')
const roles = 'The unit’s owners and collaborators (its company’s too); anyone else gets 404.'

const scope = [
	'`currency`, if sent, must be the unit’s: its books are in one currency and nothing is',
	'converted (422). `cashierId` (repeated) keeps those cashiers’ books: a transfer with a cashier',
	'left out is in or out, one between two kept nets to zero. `firstDayOfWeek` (1 Monday … 7',
	'Sunday, Monday by default) starts the weeks.',
	'Realized: the cash each payment moved on the day it moved (interest and late fees in it), by',
	'its record’s category, CAPITAL ones too; transfers apart, per cashier. Projected: what open',
	'installments still owe, on their due date, from the unit’s `today` on; those due before it',
	'are `overdue`, in no period, day or balance. Deleted records and transfers and voided',
	'payments never count. Amounts are exact integers of the currency’s minor unit.',
].join('\n')

export function reportsCashFlowRoutes(deps: CaixaDependencies) {
	const cashFlow = createRoute({
		...requestOf(endpoints.reports.cashFlow),
		tags,
		summary: 'The unit’s cash flow of a range, per period: realized and projected',
		description: [
			'`from`/`to` (ms) are read as days in `zone` (the unit’s by default), both included; a',
			'missing edge comes from the other edge’s month, and both missing are the current month.',
			'`granularity` DAY, WEEK or MONTH: by default WEEK for a range shorter than three months,',
			`MONTH beyond; the first and last periods are cut at the range’s edges; at most`,
			`${MAX_CASH_FLOW_PERIODS} periods.`,
			scope,
			'Each period: balance = openingBalance + net, net = inflow − outflow + transfersIn −',
			'transfersOut, and the next opens at its balance; projectedBalance adds what falls due',
			'from today on up to its end. The range’s figures are the sums of its periods’ and of its',
			'categories’; over all the unit’s cashiers transfersIn = transfersOut.',
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.reports.cashFlow, 200, { description: 'The cash flow' }),
			401: unauthorizedResponse,
			404: noUnit,
			422: problem(
				'A query value is not valid (each one is in `errors`); `code` UNKNOWN_ZONE, UNKNOWN_DAY, PERIOD_REVERSED (ends before it starts), OTHER_CURRENCY (not the unit’s), OUT_OF_CALENDAR (a day before 1900 or after 9998) or TOO_MANY_PERIODS when that is why',
			),
		},
	})

	const cashFlowByDay = createRoute({
		...requestOf(endpoints.reports.cashFlowByDay),
		tags,
		summary: 'The unit’s cash calendar: a month day by day, with end-of-day balances',
		description: [
			'`month` (YYYY-MM) is the current one in `zone` (the unit’s by default) when left out.',
			'Each day: realized and projected in and out, transfers, the end-of-day `balance`',
			'(realized to date plus what falls due from today up to the day) and `realizedBalance`;',
			'`belowZero` marks a day from today on whose balance is below 0. `weeks` lays the month in',
			'rows of 7 from `firstDayOfWeek`, the neighbouring months’ days marked `inMonth: false`.',
			scope,
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.reports.cashFlowByDay, 200, { description: 'The month' }),
			401: unauthorizedResponse,
			404: noUnit,
			422: problem(
				'A query value is not valid (each one is in `errors`); `code` UNKNOWN_ZONE, OTHER_CURRENCY or OUT_OF_CALENDAR (this month outside 1900-01…9998-12) when that is why',
			),
		},
	})

	return createRouter()
		.openapi(cashFlow, async (c) => {
			const db = await deps.database()
			const answer = await cashFlowReportOf(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				{ ...c.req.valid('query'), language: readerLanguage(c) },
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
		.openapi(cashFlowByDay, async (c) => {
			const db = await deps.database()
			const answer = await cashFlowByDayReportOf(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				{ ...c.req.valid('query'), language: readerLanguage(c) },
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
}
