import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import * as z from 'zod'
import { reportPaymentsFilterOf, reportPaymentsOf } from '@caixa/services/report-payments'
import { csvStreamOf, xlsxStreamOf } from '@caixa/services/report-payments-export'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { readerLanguage } from '../reader-language'
import { createRouter } from '../router'

// A unit's general report: its installments of a period, filtered, read by
// whoever reads its income statement (routes/reports.ts): its owners and its (or its company's)
// collaborators; anyone else gets the 404 of a unit that does not exist.

const tags = ['reports']
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export const reportPaymentsScope = [
	'`from`/`to` (ms) are read as days in `zone` (the unit’s by default), both included, on the',
	'due date; a missing edge comes from the other edge’s month, both missing are the current',
	'month. `currency`, if sent, must be the unit’s (422). Installments only (partial payments',
	'count in their installment’s `paid`), never a deleted record’s; CANCELLED ones only when',
	'`status` asks for them (their remaining is 0). OVERDUE is pending or partly paid and due',
	'before the unit’s today. Repeated filters keep any of their values. Order: due date, then',
	'creation, then id, a total order, so paging is stable.',
	'The unit’s owners and collaborators (its company’s too); anyone else gets 404.',
].join('\n')

export function reportsPaymentsRoutes(deps: CaixaDependencies) {
	const payments = createRoute({
		...requestOf(endpoints.reports.payments),
		tags,
		summary: 'The unit’s installments of a period, filtered: a page, and the whole set’s totals',
		description: [
			reportPaymentsScope,
			'`totals` are the whole filtered set’s (count, total due, paid, remaining; money in and',
			'out apart), not the page’s. Amounts are exact integers of the currency’s minor unit.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.reports.payments, 200, { description: 'A page and the totals' }),
			401: unauthorizedResponse,
			404: problem('No such unit, or one the caller may not see'),
			422: problem(
				'A query value is not valid (each one is in `errors`); `code` UNKNOWN_ZONE, UNKNOWN_DAY, PERIOD_REVERSED or OTHER_CURRENCY when that is why',
			),
		},
	})

	const paymentsExport = createRoute({
		...requestOf(endpoints.reports.paymentsExport),
		tags,
		summary: 'The same installments, all of them, as a CSV or XLSX file',
		description: [
			reportPaymentsScope,
			'The rows are the list’s, in its order, written as they are read (the file is streamed).',
			'One row per installment under an English header: money as decimal numbers of the unit’s',
			'currency (not minor units), dates as dates. CSV: RFC 4180, UTF-8 with a byte-order mark,',
			'CRLF lines; a text field starting with = + - @ gets a leading apostrophe, so no',
			'spreadsheet runs it as a formula. XLSX: one sheet, real date and number cells.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: {
				description: 'The file, as an attachment',
				content: {
					'text/csv': { schema: z.string() },
					[XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) },
				},
			},
			401: unauthorizedResponse,
			404: problem('No such unit, or one the caller may not see'),
			422: problem(
				'A query value is not valid (each one is in `errors`); `code` UNKNOWN_ZONE, UNKNOWN_DAY, PERIOD_REVERSED or OTHER_CURRENCY when that is why',
			),
		},
	})

	return createRouter()
		.openapi(paymentsExport, async (c) => {
			const db = await deps.database()
			const query = c.req.valid('query')
			// Who may read it and a valid query are settled before the first byte: a refusal is a
			// problem, never half a file.
			const { scope, period, filter } = await reportPaymentsFilterOf(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				{ ...query, language: readerLanguage(c) },
				deps.clock.now(),
			)
			const name = `payments-${period.from}-${period.to}`
			if (query.format === 'xlsx') {
				return c.body(xlsxStreamOf(db, filter, scope.unit.currency), 200, {
					'Content-Type': XLSX_TYPE,
					'Content-Disposition': `attachment; filename="${name}.xlsx"`,
				})
			}
			return c.body(csvStreamOf(db, filter, scope.unit.currency), 200, {
				'Content-Type': 'text/csv; charset=utf-8',
				'Content-Disposition': `attachment; filename="${name}.csv"`,
			})
		})
		.openapi(payments, async (c) => {
			const db = await deps.database()
			const answer = await reportPaymentsOf(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				{ ...c.req.valid('query'), language: readerLanguage(c) },
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
}
