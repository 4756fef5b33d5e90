import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { pageTitle } from '~/components/page-title'
import { loadCategoryDrill, requireSession } from '~/components/report/category-drill.server'
import { DrillRow } from '~/components/report/drill-row'
import { drillDownSearch } from '~/components/report/report-params'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'list', 'report'] }

// A category's figure in the income statement, opened (spec §7 dre/categories/{id}): the records
// (accrual) or payments (cash) behind it, for the period and basis of the
// statement's link, newest first in the infinite list, each opening its record.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	return loadCategoryDrill(
		{ token, request },
		requireParam(params, 'unitId'),
		requireParam(params, 'categoryId'),
	)
}

export default function ReportCategoryRoute() {
	const drill = useLoaderData<typeof loader>()
	const { t } = useTranslation('report')
	const location = useLocation()
	return (
		<section className="report-page mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
			<Link
				to={`/unit/${drill.unit.id}/report${drillDownSearch(location.search)}`}
				className="self-start text-sm font-medium text-emerald-800 underline-offset-2 hover:underline print:hidden"
			>
				<span aria-hidden="true">← </span>
				{t('category.back')}
			</Link>
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{drill.title}</h1>
				<p className="text-slate-700">{t('category.intro')}</p>
				<p className="text-slate-800">
					{drill.line
						? t('category.line', { line: t(`lines.${drill.line}`) })
						: t('category.noLine')}
				</p>
				<p className="font-semibold text-slate-900">{drill.figure}</p>
			</div>
			<InfiniteList
				label={t('category.list')}
				rows={drill.rows}
				page={drill.page}
				resetKey={listResetKey(location.search)}
				getKey={(row) => row.key}
				renderRow={(row) => <DrillRow row={row} />}
				empty={<p className="py-8 text-center text-slate-700">{t('category.empty')}</p>}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
