import {
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { loadListRows, readListPage } from '~/components/infinite-list/paging.server'
import { samePage } from '~/components/master-data/master-data.server'
import { pageTitle } from '~/components/page-title'
import { STOCK_COUNT_ANCHOR, StockCountForm } from '~/components/stock/stock-count-form'
import { stockOnHandFilters } from '~/components/stock/stock-filters'
import { StockLevelRow, type StockLevelRowData } from '~/components/stock/stock-level-row'
import { StockNav } from '~/components/stock/stock-nav'
import {
	lookUpStockProducts,
	postStockCount,
	productOption,
	readStockOnHand,
	searchStockProducts,
	stockCountConstraint,
} from '~/components/stock/stock.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { useUnitOfLayout } from './_inside.unit.$unitId'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'list', 'stock'] }

// A unit's stock on hand (spec §2 /unit/{unitId}/inventory): the products that keep stock, each
// with quantity, average cost and value (below zero in red and in words), the total value of what
// the filters keep, and the stock count / adjustment form, which posts here.

/** The query key of the product a row's Count link opens the form on. */
const COUNT_PARAM = 'count'

/** This page with its filters, the form open on `productId`. */
function countHref(search: string, productId: string): string {
	const params = new URLSearchParams(search)
	params.set(COUNT_PARAM, productId)
	return `?${params.toString()}#${STOCK_COUNT_ANCHOR}`
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const unitId = requireParam(params, 'unitId')
	const bar = await loadFilterBar(request, stockOnHandFilters, {
		timeZone: 'UTC',
		// No entity pickers on this bar.
		lookup: () => Promise.resolve([]),
		search: () => Promise.resolve([]),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	let totals = { currency: '', totalValue: 0, negative: 0, count: 0 }
	const { rows, page } = await loadListRows(request, async (offset, size) => {
		const query = new URLSearchParams(bar.apiParams)
		query.set('offset', String(offset))
		query.set('size', String(size))
		const { products, ...sums } = await readStockOnHand(caller, unitId, query)
		// Every page answers the sums of all the filter keeps: the first call's are the page's.
		if (offset === 0 || !totals.currency) totals = sums
		return products.map((level): StockLevelRowData => ({
			productId: level.productId,
			name: level.name,
			sku: level.sku,
			archived: level.archived,
			quantity: level.quantity,
			averageCost: level.averageCost,
			value: level.value,
			negative: level.negative,
		}))
	})
	const filtered = bar.apiParams.length > 0
	// The infinite list's next page needs rows alone; the document, the count form's choices too:
	// the rows when they are every product that keeps stock, else the first 100 of them by name.
	const batch = readListPage(request).batch
	let products = batch
		? []
		: !filtered && rows.length >= totals.count
			? rows.map(productOption)
			: await searchStockProducts(caller, unitId, { query: '', limit: 100 })
	// A row's Count link names its product (any the list finds, past the first 100 too): the form
	// opens on it. An id that is no stock product of the unit is ignored.
	const countParam = new URL(request.url).searchParams.get(COUNT_PARAM)
	const [chosen] =
		!batch && countParam ? await lookUpStockProducts(caller, unitId, [countParam]) : []
	if (chosen && !products.some((product) => product.id === chosen.id)) {
		products = [chosen, ...products]
	}
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('stock:title'),
		totals,
		filters: bar.filters,
		rows,
		page,
		filtered,
		products,
		chosen: chosen?.id,
		constraint: batch ? {} : stockCountConstraint(t),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	// Saved, the page comes back with its filters, the form folded: the Count link's choice is done.
	const back = new URL(samePage(request), 'http://page')
	back.searchParams.delete(COUNT_PARAM)
	return postStockCount(request, {
		token,
		unitId: requireParam(params, 'unitId'),
		back: `${back.pathname}${back.search}`,
	})
}

export default function StockOnHandRoute() {
	const { totals, filters, rows, page, filtered, products, chosen, constraint } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const unit = useUnitOfLayout()
	const { t, i18n } = useTranslation('stock')
	const location = useLocation()
	const currency = totals.currency || unit.currency
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<StockNav unitId={unit.id} current="on-hand" />
			<h1 className="text-2xl font-semibold">{t('title')}</h1>
			<dl
				aria-label={t('summary.label')}
				className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-4 sm:grid-cols-3"
			>
				<div>
					<dt className="text-sm text-slate-700">{t('summary.totalValue')}</dt>
					<dd className="text-xl font-semibold tabular-nums">
						{formatMoney(totals.totalValue, currency, i18n.language)}
					</dd>
				</div>
				<div>
					<dt className="text-sm text-slate-700">{t('summary.products')}</dt>
					<dd className="text-xl font-semibold tabular-nums">{totals.count}</dd>
				</div>
				<div>
					<dt className="text-sm text-slate-700">{t('summary.negative')}</dt>
					<dd
						className={`text-xl font-semibold tabular-nums ${totals.negative > 0 ? 'text-red-700' : ''}`}
					>
						{totals.negative}
					</dd>
				</div>
			</dl>
			<StockCountForm
				// Another product's Count link starts the form anew on it.
				key={chosen ?? ''}
				products={products}
				lastResult={actionData?.result}
				constraint={constraint}
				open={Boolean(actionData) || chosen !== undefined}
				chosen={chosen}
			/>
			<FilterBar definitions={stockOnHandFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t('list.label', { unit: unit.name })}
				rows={rows}
				page={page}
				resetKey={listResetKey(location.search)}
				getKey={(row) => row.productId}
				renderRow={(row) => (
					<StockLevelRow
						row={row}
						unitId={unit.id}
						currency={currency}
						countHref={countHref(location.search, row.productId)}
					/>
				)}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('list.noMatches') : t('list.empty')}
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
