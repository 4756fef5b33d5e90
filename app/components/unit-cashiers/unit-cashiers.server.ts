import { endpoints } from '@caixa/contract/endpoints'
import { type UnitCashier } from '@caixa/contract/unit-cashier'
import { pageOfRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, type Caller, followLocation, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { loadListRows } from '~/components/infinite-list/paging.server'
import { redirectWithToast } from '~/server/toast.server'
import { todayIn } from '~/server/unit-today.server'

// The /unit/{unitId}/cashier pages' calls to the API: a unit's cashiers and one of them (its own
// collaborators are the collaborators flow's, collaborators-form.server.ts). Each page's loader
// and action asks for what it needs itself (nested loaders run in parallel).

const enc = encodeURIComponent

/** The unit as these pages need it, with today in its zone; the page's 404 when not the caller's. */
export async function loadUnitOfCashiers({ token, request }: Caller, unitId: string) {
	const { data: unit } = await requireFound(
		caixaCall(endpoints.units.get, { params: { unitId }, token, request }),
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
	{ token, request }: Caller,
	unitId: string,
	apiParams: ReadonlyArray<[string, string]>,
) {
	return requireFound(
		loadListRows(request, async (offset, size) => {
			const params = new URLSearchParams([...apiParams])
			params.set('offset', String(offset))
			params.set('size', String(size))
			const { data } = await caixaCall(endpoints.units.cashiers.list, {
				params: { unitId },
				query: params,
				token,
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
export async function loadUnitCashier(
	{ token, request }: Caller,
	unitId: string,
	cashierId: string,
) {
	const { data } = await requireFound(
		caixaCall(endpoints.units.cashiers.get, { params: { unitId, cashierId }, token, request }),
	)
	return data
}

/**
 * Brings an archived cashier back (the owner's PUT, every field as it is and `archived: false`);
 * answers it as it now is. The API's 404 (not the owner, or gone) is the caller's to turn into
 * the page's.
 */
export async function bringBackUnitCashier({ token, request }: Caller, cashier: UnitCashier) {
	const { data } = await caixaCall(endpoints.units.cashiers.update, {
		params: { unitId: cashier.unit.id, cashierId: cashier.id },
		token,
		body: {
			name: cashier.name,
			openingBalance: cashier.openingBalance,
			openingDate: cashier.openingDate,
			archived: false,
		},
		request,
	})
	return data
}

/**
 * Creates a cashier in the unit and answers it, read from where the API says it now lives (spec
 * §7: read Location, fetch it).
 */
export async function createUnitCashier(
	{ token, request }: Caller,
	unitId: string,
	body: { name: string; openingBalance: number; openingDate: string },
) {
	const created = await caixaCall(endpoints.units.cashiers.create, {
		params: { unitId },
		token,
		body,
		request,
	})
	const { data } = await followLocation(created, endpoints.units.cashiers.get, { token, request })
	return data
}

/**
 * The cashier page's "bring back" (intent `unarchive`): back on its page, no longer archived,
 * with a toast. The API's 404 (not the owner: only they may change its cashiers; or it is gone)
 * is the page's 404, as its loader's would be.
 */
export async function bringBackFromPage(call: Caller, unitId: string, cashierId: string) {
	const t = await i18nServer.getFixedT(call.request, 'unitCashier')
	try {
		const cashier = await bringBackUnitCashier(call, await loadUnitCashier(call, unitId, cashierId))
		return redirectWithToast(`/unit/${enc(unitId)}/cashier/${enc(cashierId)}`, {
			type: 'success',
			title: t('detail.unarchived', { name: cashier.name }),
		})
	} catch (error) {
		throw pageOfRefusal(error) ?? error
	}
}
