import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { dreByYearOf, dreLastOf, dreOf } from '@caixa/services/reports'
import { dreCategoryOf } from '@caixa/services/reports-drill-down'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { readerLanguage } from '../reader-language'
import { createRouter } from '../router'

// A unit's income statement (spec §7 Reports: dre, dre/categories/{id}, dre-by-year, dre-last).
// DOMAIN.md "Roles": the unit's owners and its (or its company's) collaborators see its
// reports; a cashier's collaborator, an auditor and anyone else get the 404 of a unit that does
// not exist.

const tags = ['reports']
const noUnit = problem('No such unit, or one the caller may not see')
const badQuery = problem(
	'A query value is not valid (each one is in `errors`); `code` UNKNOWN_ZONE, UNKNOWN_DAY, PERIOD_REVERSED (ends before it starts) or OTHER_CURRENCY (not the unit’s) when that is why',
)
const roles = 'The unit’s owners and collaborators (its company’s too); anyone else gets 404.'

const scope = [
	'`zone` (IANA) reads the instants and says which month is current; the unit’s by default.',
	'`currency`, if sent, must be the unit’s: its books are in one currency and nothing is',
	'converted (422). `basis`: ACCRUAL (the default) by the records’ dates and totals, the cost of',
	'goods sold included; CASH by each payment’s cash on the day paid, principal first and the rest',
	'to interest and late fees, no cost of goods sold. `cashierId` (repeated) keeps those cashiers’',
	'books only. Deleted records, voided payments, transfers and CAPITAL categories never count.',
].join('\n')

const lines = [
	'Lines in order: GROSS_REVENUE, DEDUCTIONS, NET_REVENUE, COST_OF_SALES, GROSS_PROFIT,',
	'OPERATING_EXPENSES, OPERATING_RESULT, FINANCIAL_INCOME, FINANCIAL_EXPENSE, OTHER_INCOME,',
	'OTHER_EXPENSE, RESULT_BEFORE_TAX, INCOME_TAX, NET_RESULT. A component line carries its figure',
	'and whether it `subtracts`; a subtotal its signed result. Amounts are exact integers of the',
	'currency’s minor unit: a component = Σ its categories + Σ its extras; a subtotal = the one',
	'above it ± the components between, as the statement reads.',
].join('\n')

export function reportsRoutes(deps: CaixaDependencies) {
	const dre = createRoute({
		...requestOf(endpoints.reports.dre),
		tags,
		summary: 'The unit’s income statement (DRE) of a period',
		description: [
			'`from`/`to` (ms) are read as days in `zone`, both included; a missing edge comes from the',
			'other edge’s month (its first or last day), and both missing are the current month.',
			scope,
			lines,
			'Records without a category feed OTHER_INCOME (money in) or OTHER_EXPENSE (money out), as',
			'a category with a null id. `share` is of net revenue, exact to the basis point, null',
			'unless net revenue is above 0.',
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.reports.dre, 200, { description: 'The statement' }),
			401: unauthorizedResponse,
			404: noUnit,
			422: badQuery,
		},
	})

	const dreCategory = createRoute({
		...requestOf(endpoints.reports.dreCategory),
		tags,
		summary: 'The records (accrual) or payments (cash) behind a category’s figure',
		description: [
			'The period and query as the statement’s. `categoryId` is a category of the unit, or',
			'`none` with `input` (true: money in, OTHER_INCOME; false: money out, OTHER_EXPENSE) for',
			'the records without one. ACCRUAL: the category’s live records dated in the period, each',
			'contributing its total less what its product lines put into stock (`stockValue`). CASH:',
			'the payment rows that moved cash in the period, each contributing the part of its cash',
			'that pays its installment’s principal (amount − discount; paid first, in the order',
			'paid), the rest being `charges` (interest and late fee, a financial line). `amount` and',
			'`count` are over every row the query keeps, and `amount` is the category’s figure in the',
			'statement. Rows newest first with a total order (ACCRUAL: issuedOn, createdAt, id; CASH:',
			'paidOn, the moment paid, id; all descending), paged by `offset` and `size`.',
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.reports.dreCategory, 200, {
				description: 'The figure and a page of the rows behind it',
			}),
			401: unauthorizedResponse,
			404: problem('No such unit or category, or one the caller may not see'),
			422: problem(
				'A query value is not valid (each one is in `errors`; `code` as the statement’s), or `none` without `input` (`code` INPUT_REQUIRED)',
			),
		},
	})

	const dreByYear = createRoute({
		...requestOf(endpoints.reports.dreByYear),
		tags,
		summary: 'A year’s income statement, month by month, with the total',
		description: [
			'January to December of `year` (the current one in `zone` by default): each line’s',
			'amount per month, and its `total` = Σ months, which is the year’s statement exactly.',
			scope,
			lines,
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.reports.dreByYear, 200, { description: 'The months and total' }),
			401: unauthorizedResponse,
			404: noUnit,
			422: badQuery,
		},
	})

	const dreLast = createRoute({
		...requestOf(endpoints.reports.dreLast),
		tags,
		summary: 'The income statement of the last 12 months, month by month, with the total',
		description: [
			'The 12 months ending with the current one in `zone`, oldest first (`months`): each',
			'line’s amount per month, and its `total` = Σ months.',
			scope,
			lines,
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.reports.dreLast, 200, { description: 'The months and total' }),
			401: unauthorizedResponse,
			404: noUnit,
			422: badQuery,
		},
	})

	return createRouter()
		.openapi(dre, async (c) => {
			const db = await deps.database()
			const answer = await dreOf(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				{ ...c.req.valid('query'), language: readerLanguage(c) },
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
		.openapi(dreCategory, async (c) => {
			const db = await deps.database()
			const { unitId, categoryId } = c.req.valid('param')
			const answer = await dreCategoryOf(
				db,
				c.var.auth.profile.id,
				unitId,
				categoryId,
				{ ...c.req.valid('query'), language: readerLanguage(c) },
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
		.openapi(dreByYear, async (c) => {
			const db = await deps.database()
			const answer = await dreByYearOf(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				{ ...c.req.valid('query'), language: readerLanguage(c) },
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
		.openapi(dreLast, async (c) => {
			const db = await deps.database()
			const answer = await dreLastOf(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				{ ...c.req.valid('query'), language: readerLanguage(c) },
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
}
