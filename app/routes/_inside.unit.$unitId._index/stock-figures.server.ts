import { formatMoney } from '@caixa/domain/money-format'
import { presetRange } from '~/components/filter-bar/presets'
import { type Language } from '~/i18n/config'
import { caixaCall, type Caller, endpoints } from '~/server/caixa.server'

// The x-ray's figures of transfers, stock and cost of goods sold: one API call each, side by
// side. Each is a figure beside a link, not the page: one that fails (the API down for it, a
// timeout) is left out and said so on its tile, and the rest of the x-ray shows as ever.

export type XRayStockFigures = {
	/** This month's transfers: how many, and the amount they moved. */
	transfers: { count: number; amount: string } | null
	/** What the stock on hand is worth now. */
	stockValue: string | null
	/** This month's perpetual cost of goods sold (what the sales took out at average cost). */
	cogs: string | null
}

/** The value, or null when its call failed. */
function orNothing<T>(call: Promise<T>): Promise<T | null> {
	return call.catch(() => null)
}

export async function loadXRayStockFigures(
	{ token, request }: Caller,
	unit: { id: string; currency: string; zone: string },
	language: Language,
	now = Date.now(),
): Promise<XRayStockFigures> {
	const money = (amount: number) => formatMoney(amount, unit.currency, language)
	// This month, its first to its last day in the unit's zone, as the lists' "current month".
	const month = presetRange('CURRENT_MONTH', now, unit.zone)
	const params = { unitId: unit.id }
	const period = month ? { from: month.from, to: month.to, zone: unit.zone } : null
	const [transfers, stock, cogs] = await Promise.all([
		period
			? orNothing(
					caixaCall(endpoints.units.internalTransfers.totals, {
						params,
						query: period,
						token,
						request,
					}),
				)
			: null,
		// One row is enough: the total value is over every product.
		orNothing(
			caixaCall(endpoints.units.inventories.list, { params, query: { size: 1 }, token, request }),
		),
		period
			? orNothing(
					caixaCall(endpoints.units.costOfGoodsSold, { params, body: period, token, request }),
				)
			: null,
	])
	return {
		transfers: transfers
			? { count: transfers.data.count, amount: money(transfers.data.amount) }
			: null,
		stockValue: stock ? money(stock.data.totalValue) : null,
		cogs: cogs ? money(cogs.data.total.perpetual) : null,
	}
}
