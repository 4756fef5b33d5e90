import { cashierSchema } from '@caixa/contract/cashier'
import { unitSchema } from '@caixa/contract/unit'
import {
	type UnitCashier,
	unitCashierListSchema,
	unitCashierSchema,
} from '@caixa/contract/unit-cashier'
import { callCaixa, CaixaProblem, requireFound } from './caixa.server'
import { i18nServer } from './i18n.server'
import { loadListRows } from './paging.server'
import { redirectWithToast } from './toast.server'
import { todayIn } from './unit-today.server'

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
		today: todayIn(unit.timezone),
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
				schema: unitCashierListSchema,
				request,
			})
			return data.map((cashier) => ({
				id: cashier.id,
				name: cashier.name,
				balance: cashier.balance,
				currency: cashier.currency,
				openingDate: cashier.openingDate,
				archived: cashier.archived,
			}))
		}),
	)
}

/**
 * A cashier of the unit, archived or not (it says which), or the page's 404 (missing, of another
 * unit, or not the caller's).
 */
export async function loadUnitCashier({ token, request }: Call, unitId: string, cashierId: string) {
	const { data } = await requireFound(
		callCaixa(`/units/${enc(unitId)}/cashiers/${enc(cashierId)}`, {
			token,
			schema: unitCashierSchema,
			request,
		}),
	)
	return data
}

/**
 * Brings an archived cashier back (the owner's PUT, every field as it is and `archived: false`);
 * answers it as it now is. The API's 404 (not the owner, or gone) is the caller's to turn into
 * the page's.
 */
export async function bringBackUnitCashier({ token, request }: Call, cashier: UnitCashier) {
	const { data } = await callCaixa(`/units/${enc(cashier.unit.id)}/cashiers/${enc(cashier.id)}`, {
		method: 'PUT',
		token,
		body: {
			name: cashier.name,
			openingBalance: cashier.openingBalance,
			openingDate: cashier.openingDate,
			archived: false,
		},
		schema: unitCashierSchema,
		request,
	})
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

/**
 * The cashier page's "bring back" (intent `unarchive`): back on its page, no longer archived,
 * with a toast. The API's 404 (not the owner: only they may change its cashiers; or it is gone)
 * is the page's 404, as its loader's would be.
 */
export async function bringBackFromPage(call: Call, unitId: string, cashierId: string) {
	const t = await i18nServer.getFixedT(call.request, 'unitCashier')
	try {
		const cashier = await bringBackUnitCashier(call, await loadUnitCashier(call, unitId, cashierId))
		return redirectWithToast(`/unit/${enc(unitId)}/cashier/${enc(cashierId)}`, {
			type: 'success',
			title: t('detail.unarchived', { name: cashier.name }),
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 404) {
			throw new Response('Not found', { status: 404 })
		}
		throw error
	}
}
