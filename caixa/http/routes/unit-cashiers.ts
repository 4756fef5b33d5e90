import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { addCashier } from '@caixa/services/cashiers'
import {
	editCashier,
	listCashiersOfUnit,
	removeCashier,
	requireCashierOfUnit,
} from '@caixa/services/unit-cashiers'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentUnitCashier, unitCashierPath } from '../presenters/cashier'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// A unit's cashiers, as the unit's owner and collaborators see them (DOMAIN.md "Roles": seeing a
// unit means seeing all its cashiers). Collaborators of one cashier reach it through /cashiers.
// Adding, editing and removing one is the owner's alone (services/unit-cashiers.ts says why).
// These calls answer a UnitCashier (whether it is archived too): here alone can an owner find an
// archived cashier again (`state=ARCHIVED`) and bring it back (PUT `archived: false`).

const ownerOnly404 = problem(
	'No such cashier in this unit, or one the caller may not see; or the caller collaborates on the unit but does not own it (`code` OWNER_ONLY)',
)

export function unitCashiersRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.units.cashiers.list),
		tags: ['cashiers'],
		summary: 'The cashiers of a unit, by name: live ones unless `state` says',
		description: [
			'For the unit’s owner and collaborators. Ordered by name (ignoring case and accents), ties',
			'by id; `name` keeps the cashiers whose name holds every one of its words, in any case',
			'and with or without accents. Archived cashiers are left out unless `state` asks for',
			'ARCHIVED (alone, or with LIVE for both), so that an owner can find one to bring back.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.cashiers.list, 200, {
				description: 'A page of cashiers, each with the caller’s role on the unit',
			}),
			401: unauthorizedResponse,
			404: problem('No such unit, or one the caller may not see'),
			422: problem('A paging or filter value is out of range'),
		},
	})

	const create = createRoute({
		...requestOf(endpoints.units.cashiers.create),
		tags: ['cashiers'],
		summary: 'Adds a cashier to a unit; owner only',
		description: [
			'Adding a cash book edits what the unit is made of, which DOMAIN.md’s roles table leaves to',
			'the owner. `openingBalance` defaults to 0 and `openingDate` to today in the unit’s time',
			'zone; the balance starts at the opening balance. The API has no 403: a collaborator of',
			'the unit, who knows it exists, gets a 404 with `code` OWNER_ONLY; anyone else the 404 of',
			'a unit that does not exist.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(endpoints.units.cashiers.create, 201, {
				description: 'Created; the new cashier is at the Location path',
				headers: z.object({
					Location: z.string().meta({ example: '/caixa/api/units/{unitId}/cashiers/{id}' }),
				}),
			}),
			401: unauthorizedResponse,
			404: problem(
				'No such unit, or one the caller may not see; or the caller collaborates on it but does not own it (`code` OWNER_ONLY)',
			),
			409: problem(
				'The opening balance’s size does not fit the unit’s ledger volume (`code` LEDGER_LIMIT, on `openingBalance`; see MinorUnits)',
			),
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.units.cashiers.get),
		tags: ['cashiers'],
		summary: 'A cashier of a unit',
		description:
			'The same cashier as `GET /cashiers/{id}`, for whoever may see it there, when it belongs to this unit.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.cashiers.get, 200, {
				description: 'The cashier, with the caller’s role on it',
			}),
			401: unauthorizedResponse,
			404: problem('No such cashier in this unit, or one the caller may not see'),
		},
	})

	const edit = createRoute({
		...requestOf(endpoints.units.cashiers.update),
		tags: ['cashiers'],
		summary:
			'Edits a cashier’s name, opening balance and opening date, archives it or brings it back; owner only',
		description: [
			'Like adding a cashier, this changes what the unit is made of (DOMAIN.md “edit unit”), so',
			'it is the owner’s alone: a unit collaborator gets a 404 with `code` OWNER_ONLY, anyone',
			'else the 404 of a cashier that does not exist. Every field is given (a PUT replaces).',
			'The balance moves by as much as the opening balance does, so what the books added to it',
			'stays; the opening balance is at most 10^13 in size, and a larger one must fit the unit’s',
			'ledger volume (409 LEDGER_LIMIT). Archived cashiers can be edited too. `archived: false` brings an archived cashier',
			'back into every list; `archived: true` archives one (the first moment is kept); left out,',
			'it stays as it is.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.cashiers.update, 200, {
				description: 'The cashier as it now is',
			}),
			401: unauthorizedResponse,
			404: ownerOnly404,
			409: problem(
				'The opening balance’s size does not fit the unit’s ledger volume (`code` LEDGER_LIMIT, on `openingBalance`; see MinorUnits)',
			),
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	const remove = createRoute({
		...requestOf(endpoints.units.cashiers.remove),
		tags: ['cashiers'],
		summary: 'Removes a cashier: deletes it when empty, archives it otherwise; owner only',
		description: [
			'What an owner means by removing a cash book, without losing money that happened: a',
			'cashier that never held a record (an inventory or a transfer; its opening balance is a',
			'setting) is deleted with its collaborators and auditors — 204. One with records is',
			'archived instead — 200 with the cashier: it leaves every list, while its books and',
			'reports stay readable. Owner only, as for PUT.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.cashiers.remove, 200, {
				description: 'It held records, so it was archived; the archived cashier',
			}),
			204: { description: 'It was empty, and is deleted' },
			401: unauthorizedResponse,
			404: ownerOnly404,
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const cashiers = await listCashiersOfUnit(db, c.var.auth.profile.id, unitId, {
				...c.req.valid('query'),
				sort: 'name',
			})
			return c.json(cashiers.map(presentUnitCashier), 200)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const cashier = await addCashier(
				db,
				c.var.auth.profile.id,
				unitId,
				c.req.valid('json'),
				deps.clock.now(),
			)
			c.header('Location', unitCashierPath(unitId, cashier.id))
			return c.json(presentUnitCashier(cashier), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { unitId, cashierId } = c.req.valid('param')
			const cashier = await requireCashierOfUnit(db, c.var.auth.profile.id, unitId, cashierId)
			return c.json(presentUnitCashier(cashier), 200)
		})
		.openapi(edit, async (c) => {
			const db = await deps.database()
			const { unitId, cashierId } = c.req.valid('param')
			const cashier = await editCashier(
				db,
				c.var.auth.profile.id,
				unitId,
				cashierId,
				c.req.valid('json'),
				deps.clock.now(),
			)
			return c.json(presentUnitCashier(cashier), 200)
		})
		.openapi(remove, async (c) => {
			const db = await deps.database()
			const { unitId, cashierId } = c.req.valid('param')
			const removal = await removeCashier(
				db,
				c.var.auth.profile.id,
				unitId,
				cashierId,
				deps.clock.now(),
			)
			return removal.outcome === 'DELETED'
				? c.body(null, 204)
				: c.json(presentUnitCashier(removal.cashier), 200)
		})
}
