import { cashierListSchema, cashierSchema } from '@caixa/contract/cashier'
import { unitSchema } from '@caixa/contract/unit'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { callCaixa, requireFound } from './caixa.server'
import { loadListRows } from './paging.server'

// The /unit/{unitId}/cashier pages' calls to the API: a unit's cashiers and one of them (its own
// collaborators are the collaborators flow's, collaborators-form.server.ts). Each page's loader
// and action asks for what it needs itself (nested loaders run in parallel).

type Call = { token: string; request: Request }

const enc = encodeURIComponent

/** The unit as these pages need it, with today in its zone; the page's 404 when not the caller's. */
export async function loadUnitOfCashiers({ token, request }: Call, unitId: string) {
	const { data: unit } = await requireFound(
		callCaixa(`/units/${enc(unitId)}`, { token, schema: unitSchema, request }),
	)
	return {
		id: unit.id,
		name: unit.name,
		currency: unit.currency,
		timezone: unit.timezone,
		role: unit.role,
		today: calendarDateIn(Date.now(), unit.timezone),
	}
}

/** The list's rows for this request (pages, or one batch), filtered by the URL's API pairs. */
export function loadUnitCashierRows(
	{ token, request }: Call,
	unitId: string,
	apiParams: ReadonlyArray<[string, string]>,
) {
	return requireFound(
		loadListRows(request, async (offset, size) => {
			const params = new URLSearchParams([...apiParams])
			params.set('offset', String(offset))
			params.set('size', String(size))
			const { data } = await callCaixa(`/units/${enc(unitId)}/cashiers?${params}`, {
				token,
				schema: cashierListSchema,
				request,
			})
			return data.map((cashier) => ({
				id: cashier.id,
				name: cashier.name,
				balance: cashier.balance,
				currency: cashier.currency,
				openingDate: cashier.openingDate,
			}))
		}),
	)
}

/** A cashier of the unit, or the page's 404 (missing, of another unit, or not the caller's). */
export async function loadUnitCashier({ token, request }: Call, unitId: string, cashierId: string) {
	const { data } = await requireFound(
		callCaixa(`/units/${enc(unitId)}/cashiers/${enc(cashierId)}`, {
			token,
			schema: cashierSchema,
			request,
		}),
	)
	return data
}

/**
 * Creates a cashier in the unit and answers it, read from where the API says it now lives (spec
 * §7: read Location, fetch it).
 */
export async function createUnitCashier(
	{ token, request }: Call,
	unitId: string,
	body: { name: string; openingBalance: number; openingDate: string },
) {
	const created = await callCaixa(`/units/${enc(unitId)}/cashiers`, {
		method: 'POST',
		token,
		body,
		request,
	})
	const location = created.headers.get('Location') ?? ''
	const path = new URL(location, 'http://caixa.internal').pathname.replace(/^\/caixa\/api/, '')
	if (!location || !path.startsWith('/')) {
		throw new Error('The API answered a create without a Location')
	}
	const { data } = await callCaixa(path as `/${string}`, { token, schema: cashierSchema, request })
	return data
}
