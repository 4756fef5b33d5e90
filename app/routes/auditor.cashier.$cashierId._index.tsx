import { type ActionFunctionArgs, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { auditorListParams, auditorRecordFilters } from '~/components/audit/auditor-filters'
import {
	caixaCall,
	endpoints,
	i18nServer,
	leaveCashier,
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
import { LEAVE_PARAM, LeaveSection } from '~/components/cashier-setting/leave-section'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'inventory', 'filter', 'list', 'audit'] }

// The cashier's records as its auditor reads them (spec §2 /auditor/cashier/{cashierId}): the
// writer's list — filter bar, infinite list, rows — read-only, through the auditor API space, each
// record with the auditor's own reaction. No transfers: the auditor space lists records alone.
// Below it, "Stop auditing" (DELETE /cashiers/{id}): two steps (`?leave`, then a post),
// ending on the portal's auditors tab, where the cashier is no longer listed.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const cashier = await loadAuditedCashier(caller, requireParam(params, 'cashierId'))
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
		confirmingLeave: new URL(request.url).searchParams.has(LEAVE_PARAM),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const cashier = await loadAuditedCashier(caller, requireParam(params, 'cashierId'))
	const formData = await request.formData()
	if (formData.get('intent') !== 'leave') throw new Response('Bad request', { status: 400 })
	return leaveCashier(caller, cashier, await i18nServer.getFixedT(request), 'audit')
}

export default function AuditorRecordListRoute() {
	const { cashier, timeZone, filters, rows, page, filtered, confirmingLeave } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
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
			<LeaveSection
				cashierName={cashier.name}
				confirming={confirmingLeave}
				error={actionData?.leaveError}
				ns="audit"
			/>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
