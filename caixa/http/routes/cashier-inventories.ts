import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import {
	createInventory,
	getInventory,
	listCashierInventories,
	orderReference,
	removeInventory,
} from '@caixa/services/inventories'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { inventoryPath, presentCashierBookRow, presentInventory } from '../presenters/ledger'
import { answerOf, requestOf } from '../route-of'
import { readerLanguage } from '../reader-language'
import { createRouter } from '../router'

const notTheirs = problem('No such cashier or record, or one the caller may not see')
const tags = ['ledger']

export function cashierInventoriesRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.cashiers.inventories.list),
		tags,
		summary: 'The cashier’s records of money in and out',
		description: [
			'Newest first (date, then the moment recorded, then id). `from`/`to` are instants turned into the unit’s calendar',
			'dates with `zone` or the unit’s own; `settlement` is derived from the installments',
			'(OVERDUE: one is due before today in the unit’s zone and still open; PAID: none is open;',
			'PARTLY_PAID: some paid, none overdue; PENDING: nothing paid, none overdue). Deleted records',
			'are left out. Owners and collaborators of the unit, and the cashier’s collaborators.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.cashiers.inventories.list, 200, { description: 'A page of records' }),
			401: unauthorizedResponse,
			404: problem('No such cashier, or one the caller may not see'),
			422: problem('A paging or filter value is not valid'),
		},
	})

	const create = createRoute({
		...requestOf(endpoints.cashiers.inventories.create),
		tags,
		summary: 'Record money in or out, with its lines and payments',
		description: [
			'One transaction writes the record, its product lines and its installments, and moves the',
			'cashier’s balance by what is paid at once. `total` or `items` (the total is then the sum',
			'of the lines, each quantity × unit price rounded half-up); `payments` (adding up to the',
			'total), or `installments` split exactly (the remainder on the last), or neither: one',
			'payment of the total due on `issuedOn`. A money-in record names an INCOME category, a',
			'money-out one an EXPENSE category. The reference, when left out, is the next number.',
			'Send an `Idempotency-Key` header: it binds, for 24 hours from its first use, to the',
			'request that used it (method, path and a SHA-256 of the parsed body written as canonical',
			'JSON, keys sorted) and to the record it made; a refused request binds nothing. The same',
			'key with the same request replays: 201 with the first record at the same Location, nothing',
			'written. The same key with another request is refused, 422 `code` IDEMPOTENCY_KEY_REUSED.',
			'After 24 hours the key is free again and makes a new record.',
			'Money bounds: the total is at most 10^13; the record takes its total in the unit’s ledger',
			'volume (2^53 − 1 in all, see MinorUnits), and past it the write is refused, 409 `code`',
			'LEDGER_LIMIT, with nothing written.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(endpoints.cashiers.inventories.create, 201, {
				description: 'Created (or replayed); the record is at the Location path',
				headers: z.object({
					Location: z
						.string()
						.meta({ example: '/caixa/api/cashiers/{id}/inventories/{inventoryId}' }),
				}),
			}),
			401: unauthorizedResponse,
			404: problem('No such cashier, or one the caller may not see'),
			409: problem(
				'The reference is another live record’s (`code` DUPLICATE_REFERENCE), the cashier is archived (CASHIER_ARCHIVED), or the unit’s books have no room for it (LEDGER_LIMIT)',
			),
			422: problem(
				'A field failed validation (each one is in `errors`), or the Idempotency-Key was used in the last 24 hours for another request (`code` IDEMPOTENCY_KEY_REUSED)',
			),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.cashiers.inventories.get),
		tags,
		summary: 'One record with its lines and installments',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.cashiers.inventories.get, 200, { description: 'The record' }),
			401: unauthorizedResponse,
			404: notTheirs,
		},
	})

	const remove = createRoute({
		...requestOf(endpoints.cashiers.inventories.remove),
		tags,
		summary: 'Delete a record',
		description: [
			'A soft delete: the record leaves every list and report, its open installments are',
			'cancelled, and the cash its payments moved leaves the cashier’s balance. The books keep',
			'it (its reference stays free for a new record, its number is not proposed again).',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'Deleted' },
			401: unauthorizedResponse,
			404: notTheirs,
			409: problem('The cashier is archived (`code` CASHIER_ARCHIVED)'),
		},
	})

	const reference = createRoute({
		...requestOf(endpoints.cashiers.inventories.orderReferenceNumber),
		tags,
		summary: 'Whether a reference is free, and the next number',
		description: [
			'`available` says whether no live record of the cashier has `query`; `next` is the largest',
			'numeric reference the cashier ever used plus one, the form’s proposal.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.cashiers.inventories.orderReferenceNumber, 200, {
				description: 'The answer',
			}),
			401: unauthorizedResponse,
			404: problem('No such cashier, or one the caller may not see'),
		},
	})

	return (
		createRouter()
			// Before `{inventoryId}`, so the fixed path is not read as an id.
			.openapi(reference, async (c) => {
				const db = await deps.database()
				const answer = await orderReference(
					db,
					c.var.auth.profile.id,
					c.req.valid('param').id,
					c.req.valid('query').query,
				)
				return c.json(answer, 200)
			})
			.openapi(list, async (c) => {
				const db = await deps.database()
				const { cashier, rows } = await listCashierInventories(
					db,
					c.var.auth.profile.id,
					c.req.valid('param').id,
					c.req.valid('query'),
					deps.clock.now(),
				)
				return c.json(
					rows.map((row) => presentCashierBookRow(row, cashier, readerLanguage(c))),
					200,
				)
			})
			.openapi(create, async (c) => {
				const db = await deps.database()
				const { profile } = c.var.auth
				const cashierId = c.req.valid('param').id
				const now = deps.clock.now()
				const { id } = await createInventory(
					db,
					profile.id,
					cashierId,
					c.req.valid('json'),
					c.req.valid('header')['idempotency-key'],
					now,
				)
				const detail = await getInventory(db, profile.id, cashierId, id, now)
				c.header('Location', inventoryPath(cashierId, id))
				return c.json(
					presentInventory(detail.inventory, detail.items, detail.payments, {
						cashier: detail.cashier,
						today: detail.today,
						language: readerLanguage(c),
					}),
					201,
				)
			})
			.openapi(get, async (c) => {
				const db = await deps.database()
				const { profile } = c.var.auth
				const { id, inventoryId } = c.req.valid('param')
				const detail = await getInventory(db, profile.id, id, inventoryId, deps.clock.now())
				return c.json(
					presentInventory(detail.inventory, detail.items, detail.payments, {
						cashier: detail.cashier,
						today: detail.today,
						language: readerLanguage(c),
					}),
					200,
				)
			})
			.openapi(remove, async (c) => {
				const db = await deps.database()
				const { id, inventoryId } = c.req.valid('param')
				await removeInventory(db, c.var.auth.profile.id, id, inventoryId, deps.clock.now())
				return c.body(null, 204)
			})
	)
}
