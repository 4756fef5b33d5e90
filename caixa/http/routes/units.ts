import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { FULL_UNIT_CASHIERS } from '@caixa/contract/unit-details'
import { notFound } from '@caixa/domain/errors'
import { listUnitCashiers } from '@caixa/services/cashiers'
import {
	changeUnitPhoto,
	countUnitFigures,
	editUnit,
	findVisibleUnit,
	listVisibleUnits,
} from '@caixa/services/units'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentCashier } from '../presenters/cashier'
import { presentInterestDefaults, presentUnit } from '../presenters/unit'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

const ownerOnly404 = problem(
	'No such unit, or one the caller may not see; or the caller collaborates on it but does not own it (`code` OWNER_ONLY)',
)

export function unitsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.units.list),
		tags: ['units'],
		summary: 'The units the caller owns or collaborates on, by name',
		description: [
			'Ordered by name (ignoring case and accents), ties by id. `query` keeps the units whose',
			'name holds every one of its words, in any case and with or without accents. Each unit',
			'says the caller’s `role` on it. Collaborators of a single cashier do not see its unit.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.list, 200, { description: 'A page of units' }),
			401: unauthorizedResponse,
			422: problem('A paging or filter value is out of range'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.units.get),
		tags: ['units'],
		summary: 'A unit the caller owns or collaborates on',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.get, 200, {
				description: 'The unit, with the caller’s role on it',
			}),
			401: unauthorizedResponse,
			404: problem('No such unit, or one the caller may not see'),
		},
	})

	const full = createRoute({
		...requestOf(endpoints.units.full),
		tags: ['units'],
		summary: 'A unit with what its x-ray menu shows',
		description: [
			'For the unit’s owner and collaborators: the unit, its interest and late-fee defaults,',
			`its first ${FULL_UNIT_CASHIERS} live cashiers by name with their balances, and figures`,
			'counted live (cashiers and the sum of their balances, categories, collaborators, clients',
			'or suppliers, products).',
			'Report figures join `figures` when reports arrive.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.full, 200, { description: 'The unit and its x-ray' }),
			401: unauthorizedResponse,
			404: problem('No such unit, or one the caller may not see'),
		},
	})

	const update = createRoute({
		...requestOf(endpoints.units.update),
		tags: ['units'],
		summary: 'Changes a unit’s details or defaults; owner only',
		description: [
			'Only the fields given change; `null` (or blank text) clears an optional one. Latitude',
			'and longitude come together. The currency must be one in circulation; once the unit’s',
			'cashiers hold money it may only become one with the same minor unit (BRL ↔ USD, not',
			'BRL → JPY), which leaves every amount its value: otherwise 409 `code` CURRENCY_IN_USE.',
			'Changing the country leaves the currency, zone and defaults as they are.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.update, 200, { description: 'The unit as it is now' }),
			401: unauthorizedResponse,
			404: ownerOnly404,
			409: problem(
				'The currency change would change the value of the unit’s amounts (`code` CURRENCY_IN_USE)',
			),
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	const putPhoto = createRoute({
		...requestOf(endpoints.units.photo),
		tags: ['units'],
		summary: 'Makes a photo the caller uploaded the unit’s photo; owner only',
		description:
			'Upload it first with `POST /multimedia`. Answers the unit with `information.photo` at the photo’s STANDARD path; add `?size=SAMPLE` for an avatar.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.photo, 200, { description: 'The unit, with its new photo' }),
			401: unauthorizedResponse,
			404: problem(
				'As for PUT /units/{unitId}; or no such multimedia, or one someone else uploaded',
			),
			422: problem('`multimedia` is not an id'),
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const units = await listVisibleUnits(db, c.var.auth.profile.id, c.req.valid('query'))
			return c.json(units.map(presentUnit), 200)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const unit = await findVisibleUnit(db, c.var.auth.profile.id, c.req.valid('param').unitId)
			if (!unit) throw notFound('No unit of yours has this id.')
			return c.json(presentUnit(unit), 200)
		})
		.openapi(full, async (c) => {
			const db = await deps.database()
			const view = await findVisibleUnit(db, c.var.auth.profile.id, c.req.valid('param').unitId)
			if (!view) throw notFound('No unit of yours has this id.')
			const [cashiers, figures] = await Promise.all([
				listUnitCashiers(db, view.unit.id, view.role, {
					offset: 0,
					size: FULL_UNIT_CASHIERS,
					sort: 'name',
				}),
				countUnitFigures(db, view.unit.id),
			])
			return c.json(
				{
					unit: presentUnit(view),
					interestDefaults: presentInterestDefaults(view.unit),
					cashiers: cashiers.map(presentCashier),
					figures,
				},
				200,
			)
		})
		.openapi(update, async (c) => {
			const db = await deps.database()
			const view = await editUnit(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				c.req.valid('json'),
			)
			return c.json(presentUnit(view), 200)
		})
		.openapi(putPhoto, async (c) => {
			const db = await deps.database()
			const view = await changeUnitPhoto(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').unitId,
				c.req.valid('json').multimedia,
			)
			return c.json(presentUnit(view), 200)
		})
}
