import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import {
	createTransfer,
	getTransfer,
	listUnitTransfers,
	removeTransfer,
	unitTransferTotals,
} from '@caixa/services/internal-transfers'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentTransfer, transferPath } from '../presenters/internal-transfer'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// `/units/{unitId}/internal-transfers` (spec §7 "Unit": GET, POST, GET by id, DELETE; the totals
// of a filtered list beside them).

const tags = ['transfers']
const who = [
	'Who: the unit’s owners and its (or its company’s) collaborators, between any of its cashiers;',
	'a cashier’s collaborator only between two cashiers they may write — any other transfer is',
	'404 to them, as is the unit when they write none of its cashiers. Auditors and anyone else:',
	'404.',
].join('\n')
const noUnit = problem('No such unit, or one the caller may not see')
const notTheirs = problem('No such unit or transfer, or one the caller may not see')
const filters = [
	'`from`/`to` are instants turned into the unit’s calendar dates with `zone` or the unit’s own;',
	'`fromCashierId` and `toCashierId` (repeated) keep the transfers out of, and into, those',
	'cashiers. Deleted transfers are left out.',
].join('\n')

export function unitInternalTransfersRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.units.internalTransfers.list),
		tags,
		summary: 'The unit’s transfers between its cashiers',
		description: ['Newest first: date, then when written, then id.', filters, who].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.internalTransfers.list, 200, {
				description: 'A page of transfers',
			}),
			401: unauthorizedResponse,
			404: noUnit,
			422: problem('A paging or filter value is not valid'),
		},
	})

	const totals = createRoute({
		...requestOf(endpoints.units.internalTransfers.totals),
		tags,
		summary: 'How many transfers the filters keep, and their sum',
		description: [
			'The same filters as the list, without paging: what the whole filtered list adds up to.',
			filters,
			who,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.internalTransfers.totals, 200, { description: 'The totals' }),
			401: unauthorizedResponse,
			404: noUnit,
			422: problem('A filter value is not valid'),
		},
	})

	const create = createRoute({
		...requestOf(endpoints.units.internalTransfers.create),
		tags,
		summary: 'Move an amount from one cashier of the unit to another',
		description: [
			'One transaction writes the transfer and moves both cashiers’ balances: `amount` (minor',
			'units, 1 to 10^13) out of `fromCashierId` and into `toCashierId` on `transferredOn`.',
			'The two must differ (422 with an error on `toCashierId`). Each must be a cashier of this',
			'unit that the caller may write: a cashier of another unit, or one not theirs, is 404',
			'(with an error on its field), never told apart from a missing one; an archived cashier',
			'is 409 `code` CASHIER_ARCHIVED (with an error on its field).',
			'An `Idempotency-Key` header works as for records: it binds, for 24 hours, to the request',
			'that used it (method, path, SHA-256 of the canonical parsed body) and to the transfer it',
			'made; the same request replays (201, the first transfer at the same Location, nothing',
			'written), another is 422 `code` IDEMPOTENCY_KEY_REUSED; a refused request binds nothing.',
			'The transfer takes twice its amount in the unit’s ledger volume (see MinorUnits): past',
			'it, 409 `code` LEDGER_LIMIT and nothing written.',
			who,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(endpoints.units.internalTransfers.create, 201, {
				description: 'Created (or replayed); the transfer is at the Location path',
				headers: z.object({
					Location: z
						.string()
						.meta({ example: '/caixa/api/units/{unitId}/internal-transfers/{transferId}' }),
				}),
			}),
			401: unauthorizedResponse,
			404: problem(
				'No such unit, or one the caller may not see; or a cashier that is not one of this unit the caller may write',
			),
			409: problem(
				'A cashier is archived (`code` CASHIER_ARCHIVED), or the unit’s books have no room for it (LEDGER_LIMIT)',
			),
			422: problem(
				'A field failed validation (each one is in `errors`; the same cashier twice is one on `toCashierId`), or the Idempotency-Key was used in the last 24 hours for another request (`code` IDEMPOTENCY_KEY_REUSED)',
			),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.units.internalTransfers.get),
		tags,
		summary: 'One transfer',
		description: who,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.internalTransfers.get, 200, { description: 'The transfer' }),
			401: unauthorizedResponse,
			404: notTheirs,
		},
	})

	const remove = createRoute({
		...requestOf(endpoints.units.internalTransfers.remove),
		tags,
		summary: 'Delete a transfer',
		description: [
			'A soft delete: the transfer leaves every list, and both balances move back, in one',
			'transaction; the books keep it. Both cashiers must be live (409 `code` CASHIER_ARCHIVED).',
			who,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'Deleted' },
			401: unauthorizedResponse,
			404: notTheirs,
			409: problem('One of its cashiers is archived (`code` CASHIER_ARCHIVED)'),
		},
	})

	return (
		createRouter()
			// Before `{transferId}`, so the fixed path is not read as an id.
			.openapi(totals, async (c) => {
				const db = await deps.database()
				const { unit, count, amount } = await unitTransferTotals(
					db,
					c.var.auth.profile.id,
					c.req.valid('param').unitId,
					c.req.valid('query'),
				)
				return c.json({ count, amount, currency: unit.currency }, 200)
			})
			.openapi(list, async (c) => {
				const db = await deps.database()
				const { unit, rows } = await listUnitTransfers(
					db,
					c.var.auth.profile.id,
					c.req.valid('param').unitId,
					c.req.valid('query'),
				)
				return c.json(
					rows.map((row) => presentTransfer(row, unit.currency)),
					200,
				)
			})
			.openapi(create, async (c) => {
				const db = await deps.database()
				const profileId = c.var.auth.profile.id
				const { unitId } = c.req.valid('param')
				const { id } = await createTransfer(
					db,
					profileId,
					unitId,
					c.req.valid('json'),
					c.req.valid('header')['idempotency-key'],
					deps.clock.now(),
				)
				const { unit, transfer } = await getTransfer(db, profileId, unitId, id)
				c.header('Location', transferPath(unitId, id))
				return c.json(presentTransfer(transfer, unit.currency), 201)
			})
			.openapi(get, async (c) => {
				const db = await deps.database()
				const { unitId, transferId } = c.req.valid('param')
				const { unit, transfer } = await getTransfer(db, c.var.auth.profile.id, unitId, transferId)
				return c.json(presentTransfer(transfer, unit.currency), 200)
			})
			.openapi(remove, async (c) => {
				const db = await deps.database()
				const { unitId, transferId } = c.req.valid('param')
				await removeTransfer(db, c.var.auth.profile.id, unitId, transferId, deps.clock.now())
				return c.body(null, 204)
			})
	)
}
