import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { auditorListParams, auditorRecordFilters } from '~/components/audit/auditor-filters'
import {
	caixaCall,
	endpoints,
	loadAuditedCashier,
	loadFilterBar,
	loadListRows,
	lookUpAuditorOptions,
	optionKindOf,
	requireFound,
	requireSession,
	searchAuditorOptions,
} from '~/components/audit/auditor-view.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { AuditorRecordRow, auditorRowData } from '~/components/audit/auditor-record-row'

export const handle = { i18n: ['common', 'ledger', 'inventory', 'filter', 'list', 'audit'] }

// The cashier's records as its auditor reads them (spec §2 /auditor/cashier/{cashierId}): the
// writer's list — filter bar, infinite list, rows — read-only, through the auditor API space, each
// record with the auditor's own reaction. No transfers: the auditor space lists records alone.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const cashier = await loadAuditedCashier(caller, params.cashierId ?? '')
	const timeZone = cashier.unit.timezone
	const bar = await loadFilterBar(request, auditorRecordFilters(cashier.id), {
		timeZone,
		lookup: (definition, ids) =>
			lookUpAuditorOptions(caller, cashier.id, optionKindOf(definition.query), ids),
		search: (definition, text) =>
			searchAuditorOptions(caller, cashier.id, optionKindOf(definition.query), { query: text }),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const { rows, page } = await loadListRows(request, async (offset, size) => {
		const query = auditorListParams(bar.apiParams, timeZone)
		query.set('offset', String(offset))
		query.set('size', String(size))
		const { data } = await requireFound(
			caixaCall(endpoints.auditorSpace.inventories.list, {
				params: { id: cashier.id },
				query,
				token,
				request,
			}),
		)
		return data.map(auditorRowData)
	})
	return {
		cashier: { id: cashier.id, name: cashier.name },
		timeZone,
		filters: bar.filters,
		rows,
		page,
		filtered: bar.apiParams.length > 0,
	}
}

export default function AuditorRecordListRoute() {
	const { cashier, timeZone, filters, rows, page, filtered } = useLoaderData<typeof loader>()
	const { t } = useTranslation('audit')
	const recordsPath = `/auditor/cashier/${cashier.id}`
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4">
			<h1 className="text-2xl font-semibold">{t('inventory:list.title')}</h1>
			<FilterBar
				definitions={auditorRecordFilters(cashier.id)}
				state={filters}
				timeZone={timeZone}
			/>
			<InfiniteList
				label={t('list.label', { name: cashier.name })}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				rowHeight={76}
				renderRow={(row) => <AuditorRecordRow row={row} recordsPath={recordsPath} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('list.noMatches') : t('list.empty')}
					</p>
				}
			/>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
