import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { loadListRows } from '~/components/infinite-list/paging.server'
import { pageTitle } from '~/components/page-title'
import { MovementRow, type MovementRowData } from '~/components/stock/movement-row'
import { movementFilters, movementListParams } from '~/components/stock/stock-filters'
import { StockNav } from '~/components/stock/stock-nav'
import { lookUpStockProducts, searchStockProducts } from '~/components/stock/stock.server'
import { loadUnitOfLayout } from '~/components/units/units.server'
import { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'list', 'stock'] }

// A unit's stock activity (spec §2 /unit/{unitId}/inventory/activity): every movement of its
// products' stock, newest first, under a filter bar (dates in the unit's days with presets, a
// product picker, kind) in the infinite list.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	// Its zone counts the days; its currency words the amounts.
	const unit = await loadUnitOfLayout(caller, requireParam(params, 'unitId'))
	const definitions = movementFilters(unit.id)
	const bar = await loadFilterBar(request, definitions, {
		timeZone: unit.timezone,
		lookup: (_definition, ids) => lookUpStockProducts(caller, unit.id, ids),
		search: (_definition, text) => searchStockProducts(caller, unit.id, { query: text }),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const { rows, page } = await loadListRows(request, async (offset, size) => {
		const query = movementListParams(bar.apiParams, unit.timezone)
		query.set('offset', String(offset))
		query.set('size', String(size))
		const { data: movements } = await requireFound(
			caixaCall(endpoints.units.inventories.movements.list, {
				params: { unitId: unit.id },
				query,
				token,
				request,
			}),
		)
		return movements.map((movement): MovementRowData => ({
			id: movement.id,
			productId: movement.productId,
			productName: movement.productName,
			kind: movement.kind,
			reason: movement.reason,
			reversalOf: movement.reversalOf,
			inventoryId: movement.inventoryId,
			cashierId: movement.cashierId,
			orderReferenceNumber: movement.orderReferenceNumber,
			countedQuantity: movement.countedQuantity,
			quantity: movement.quantity,
			unitCost: movement.unitCost,
			value: movement.value,
			occurredOn: movement.occurredOn,
			quantityAfter: movement.quantityAfter,
			averageCostAfter: movement.averageCostAfter,
		}))
	})
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('stock:activity.title'),
		unit: { id: unit.id, name: unit.name, currency: unit.currency, timezone: unit.timezone },
		filters: bar.filters,
		rows,
		page,
		filtered: bar.apiParams.length > 0,
	}
}

export default function StockActivityRoute() {
	const { unit, filters, rows, page, filtered } = useLoaderData<typeof loader>()
	const { t } = useTranslation('stock')
	const location = useLocation()
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<StockNav unitId={unit.id} current="activity" />
			<h1 className="text-2xl font-semibold">{t('activity.title')}</h1>
			<FilterBar definitions={movementFilters(unit.id)} state={filters} timeZone={unit.timezone} />
			<InfiniteList
				label={t('activity.label', { unit: unit.name })}
				rows={rows}
				page={page}
				resetKey={listResetKey(location.search)}
				getKey={(row) => row.id}
				renderRow={(row) => <MovementRow row={row} currency={unit.currency} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('activity.noMatches') : t('activity.empty')}
					</p>
				}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
