import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { generalReportFilters } from '~/components/general-report/filters'
import {
	loadGeneralReport,
	requireSession,
} from '~/components/general-report/general-report.server'
import { DownloadLinks, Pager, RowsPerPageForm } from '~/components/general-report/report-controls'
import { ReportCard, ReportTable, ReportTotals } from '~/components/general-report/report-table'
import { type GeneralReportPage } from '~/components/general-report/view'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { pageTitle } from '~/components/page-title'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'list', 'ledger', 'generalReport'] }

// The general report (spec §2 /unit/{unitId}/general-report): every installment
// of the unit falling due in a period (this month by default), filtered; a page of them as a
// table — 5 to 50 rows a page with previous and next links, or all of them in the infinite list
// — the totals of the whole filtered set, and the set as a CSV or XLSX file. Read-only, so the
// page is links and GET forms: it works without JavaScript, its figures come formatted.
//
// Paging: the API pages by offset and size, in a total order (due date, creation, id), and its
// totals count the whole set, so page N is rows (N − 1) × size + 1 onwards and the page count is
// known: previous and next are plain links to pages N − 1 and N + 1, not the browser's history.
// A row written meanwhile shifts the later pages by one, as any offset paging does; the totals
// are always the set's at the moment of reading.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	return loadGeneralReport({ token, request }, requireParam(params, 'unitId'))
}

export default function GeneralReportRoute() {
	const page = useLoaderData<typeof loader>() as GeneralReportPage
	const { t } = useTranslation('generalReport')
	const location = useLocation()
	const caption = page.period ? t('caption', page.period) : t('title')
	const empty = (
		<p className="py-8 text-center text-slate-700">{t(page.filtered ? 'noMatches' : 'empty')}</p>
	)
	return (
		<section className="report-page mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('title')}</h1>
				<p className="text-slate-700 print:hidden">{t('intro')}</p>
				<p className="hidden text-slate-800 print:block">{page.unit.name}</p>
			</div>
			<FilterBar
				definitions={generalReportFilters(page.unit.id)}
				state={page.filters}
				timeZone={page.zone}
				className="print:hidden"
			/>
			{page.problem ? (
				<p role="status" className="text-slate-800">
					{t(`problem.${page.problem}`)}
				</p>
			) : (
				<>
					<div className="flex flex-wrap items-end justify-between gap-3">
						<div className="flex flex-col gap-1">
							{page.period ? (
								<h2 className="text-lg font-semibold">{t('period', page.period)}</h2>
							) : null}
							<p className="text-sm text-slate-700">{t('count', { count: page.count })}</p>
						</div>
						<RowsPerPageForm current={page.rowsPerPage} />
					</div>
					{page.totals ? <ReportTotals totals={page.totals} /> : null}
					{page.count > 0 ? <DownloadLinks unitId={page.unit.id} /> : null}
					{page.paged ? (
						<>
							{page.paged.rows.length > 0 ? (
								<ReportTable rows={page.paged.rows} caption={caption} />
							) : (
								empty
							)}
							<Pager {...page.paged} count={page.count} />
						</>
					) : null}
					{page.list ? (
						<InfiniteList
							label={caption}
							rows={page.list.rows}
							page={page.list.page}
							resetKey={listResetKey(location.search)}
							getKey={(row) => row.id}
							rowHeight={64}
							renderRow={(row) => <ReportCard row={row} />}
							empty={empty}
						/>
					) : null}
				</>
			)}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data && 'title' in data ? data.title : undefined) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
