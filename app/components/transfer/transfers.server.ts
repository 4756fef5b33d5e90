import { redirect } from '@remix-run/node'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { readListPage, loadListRows } from '~/components/infinite-list/paging.server'
import { type EntityOption } from '~/components/units/unit-options.server'
import {
	caixaCall,
	CaixaProblem,
	type Caller,
	endpoints,
	requireFound,
} from '~/server/caixa.server'
import { todayIn } from '~/server/unit-today.server'
import { loadUnitThroughCashiers, loadWritableCashiers } from './transfer-reach.server'
import { TRANSFER_API_KEYS, transferFilters } from './filters'
import { type TransferRow } from './transfer-row'

// What the /unit/{unitId}/transfer pages ask the API: the unit (its currency and zone), the
// cashiers a transfer may move money between, the filtered list with its totals, one transfer.
// Every refusal to see the unit or the transfer is the page's 404 (requireFound). A cashier's
// collaborator reaches these pages too, between the cashiers they may write
// (transfer-reach.server.ts).

const transfers = endpoints.units.internalTransfers

/**
 * The unit as these pages need it, with today in its zone and the caller's role; to a cashier's
 * collaborator, as their cashiers tell it (transfer-reach.server.ts). The page's 404 when the
 * caller may not write two of its cashiers nor see the unit.
 */
export async function loadTransferUnit(caller: Caller, unitId: string) {
	try {
		const { data: unit } = await caixaCall(endpoints.units.get, { params: { unitId }, ...caller })
		return {
			id: unit.id,
			name: unit.name,
			currency: unit.currency,
			timezone: unit.timezone,
			today: todayIn(unit.timezone),
			role: unit.role,
		}
	} catch (error) {
		if (!(error instanceof CaixaProblem && error.status === 404)) throw error
		const unit = await loadUnitThroughCashiers(caller, unitId)
		return {
			id: unit.id,
			name: unit.name,
			currency: unit.currency,
			timezone: unit.timezone,
			today: unit.today,
			role: unit.role,
		}
	}
}
export type TransferUnit = Awaited<ReturnType<typeof loadTransferUnit>>

/**
 * The unit's live cashiers the caller may write, by name: what the form's two selects offer. A
 * unit rarely has more than a page of cashiers; the ones the caller audits are never among them
 * (the API would refuse).
 */
export async function loadTransferCashiers(caller: Caller, unitId: string) {
	const cashiers = await loadWritableCashiers(caller, unitId)
	return cashiers.map((cashier) => ({ id: cashier.id, name: cashier.name }))
}

/**
 * Up to `limit` of the unit's cashiers whose names hold the typed words: archived ones too, to
 * whoever sees the unit; to a cashier's collaborator, the live ones they may write (GET /cashiers
 * lists no archived cashier), and the page's 404 when they may not write two.
 */
export async function searchTransferCashiers(
	caller: Caller,
	unitId: string,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<EntityOption[]> {
	const page = {
		offset: String(Math.max(0, offset)),
		size: String(Math.min(Math.max(1, limit), 100)),
	}
	const name = query.trim()
	try {
		const params = new URLSearchParams([
			['state', 'LIVE'],
			['state', 'ARCHIVED'],
			...Object.entries(page),
		])
		if (name) params.set('name', name)
		const { data } = await caixaCall(endpoints.units.cashiers.list, {
			params: { unitId },
			query: params,
			...caller,
		})
		return data.map((cashier) => ({ id: cashier.id, label: cashier.name }))
	} catch (error) {
		if (!(error instanceof CaixaProblem && error.status === 404)) throw error
	}
	await loadUnitThroughCashiers(caller, unitId)
	const params = new URLSearchParams([['unitId', unitId], ...Object.entries(page)])
	if (name) params.set('name', name)
	const { data } = await caixaCall(endpoints.cashiers.list, { query: params, ...caller })
	return data.map((cashier) => ({ id: cashier.id, label: cashier.name }))
}

/**
 * The unit's cashiers by id, for a picker restored from the URL: those the caller may see as
 * owner or collaborator (archived too); ids not the unit's are dropped.
 */
async function lookUpTransferCashiers(caller: Caller, unitId: string, ids: readonly string[]) {
	const found = await Promise.all(
		ids.map(async (cashierId) => {
			try {
				const { data } = await caixaCall(endpoints.cashiers.get, {
					params: { id: cashierId },
					...caller,
				})
				return data.unit.id === unitId ? { id: data.id, label: data.name } : null
			} catch (error) {
				if (error instanceof CaixaProblem && (error.status === 404 || error.status === 422))
					return null
				throw error
			}
		}),
	)
	return found.filter((option): option is EntityOption => option !== null)
}

/**
 * The list page's filter bar, rows and the totals of every row its filters keep (left out of a
 * batch: the page already shows them). Throws the bar's redirect when the URL is not canonical.
 */
export async function loadTransferList(caller: Caller, unit: TransferUnit) {
	const { request } = caller
	const bar = await loadFilterBar(request, transferFilters(unit.id), {
		timeZone: unit.timezone,
		lookup: (_definition, ids) => lookUpTransferCashiers(caller, unit.id, ids),
		search: (_definition, text) => searchTransferCashiers(caller, unit.id, { query: text }),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const keys: readonly string[] = TRANSFER_API_KEYS
	const pairs = bar.apiParams.filter(([key]) => keys.includes(key))
	// The bar's ms are midnights in the unit's zone: the API reads them back into its days.
	const filterQuery = () => {
		const query = new URLSearchParams(pairs)
		query.set('zone', unit.timezone)
		return query
	}
	const params = { unitId: unit.id }
	const [list, totals] = await Promise.all([
		loadListRows(request, async (offset, size) => {
			const query = filterQuery()
			query.set('offset', String(offset))
			query.set('size', String(size))
			const { data } = await caixaCall(transfers.list, { params, query, ...caller })
			return data.map((row): TransferRow => ({
				id: row.id,
				from: row.from,
				to: row.to,
				amount: row.amount,
				currency: row.currency,
				transferredOn: row.transferredOn,
				description: row.description,
			}))
		}),
		readListPage(request).batch
			? null
			: caixaCall(transfers.totals, { params, query: filterQuery(), ...caller }).then(
					({ data }) => data,
				),
	])
	return { filters: bar.filters, ...list, totals, filtered: pairs.length > 0 }
}

/** One transfer of the unit, or the page's 404. */
export async function loadTransfer(caller: Caller, unitId: string, transferId: string) {
	const { data } = await requireFound(
		caixaCall(transfers.get, { params: { unitId, transferId }, ...caller }),
	)
	return data
}
