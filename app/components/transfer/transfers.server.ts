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
import { TRANSFER_API_KEYS, transferFilters } from './filters'
import { type TransferRow } from './transfer-row'

// What the /unit/{unitId}/transfer pages ask the API: the unit (its currency and zone), the
// cashiers a transfer may move money between, the filtered list with its totals, one transfer.
// Every refusal to see the unit or the transfer is the page's 404 (requireFound).

const transfers = endpoints.units.internalTransfers

/** The unit as these pages need it, with today in its zone; the page's 404 when not the caller's. */
export async function loadTransferUnit({ token, request }: Caller, unitId: string) {
	const { data: unit } = await requireFound(
		caixaCall(endpoints.units.get, { params: { unitId }, token, request }),
	)
	return {
		id: unit.id,
		name: unit.name,
		currency: unit.currency,
		timezone: unit.timezone,
		today: todayIn(unit.timezone),
	}
}
export type TransferUnit = Awaited<ReturnType<typeof loadTransferUnit>>

/**
 * The unit's live cashiers the caller may write, by name: what the form's two selects offer. A
 * unit rarely has more than a page of cashiers; an auditor's are left out (the API would refuse).
 */
export async function loadTransferCashiers({ token, request }: Caller, unitId: string) {
	const { data } = await caixaCall(endpoints.units.cashiers.list, {
		params: { unitId },
		query: { size: 100 },
		token,
		request,
	})
	return data
		.filter((cashier) => !cashier.archived && cashier.role !== 'AUDITOR')
		.map((cashier) => ({ id: cashier.id, name: cashier.name }))
}

/** Up to `limit` of the unit's cashiers, archived ones too, whose names hold the typed words. */
export async function searchTransferCashiers(
	{ token, request }: Caller,
	unitId: string,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<EntityOption[]> {
	const params = new URLSearchParams([
		['state', 'LIVE'],
		['state', 'ARCHIVED'],
		['offset', String(Math.max(0, offset))],
		['size', String(Math.min(Math.max(1, limit), 100))],
	])
	if (query.trim()) params.set('name', query.trim())
	const { data } = await caixaCall(endpoints.units.cashiers.list, {
		params: { unitId },
		query: params,
		token,
		request,
	})
	return data.map((cashier) => ({ id: cashier.id, label: cashier.name }))
}

/** The unit's cashiers by id, for a picker restored from the URL; ids not the unit's are dropped. */
async function lookUpTransferCashiers(caller: Caller, unitId: string, ids: readonly string[]) {
	const found = await Promise.all(
		ids.map(async (cashierId) => {
			try {
				const { data } = await caixaCall(endpoints.units.cashiers.get, {
					params: { unitId, cashierId },
					...caller,
				})
				return { id: data.id, label: data.name }
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
