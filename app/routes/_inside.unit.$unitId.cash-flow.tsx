import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { pageTitle } from '~/components/page-title'
import { CashFlowTables } from '~/components/report/cash-flow-tables'
import { CASH_FLOW_GRANULARITIES, GRANULARITY_KEY } from '~/components/report/cash-flow-view'
import { i18nServer, loadCashFlowPage, requireSession } from '~/components/report/cash-flow.server'
import { CashierPicker } from '~/components/report/cashier-picker'
import { ReportChart } from '~/components/report/report-chart'
import { reportFilters } from '~/components/report/report-filters'
import { SwitchLinks } from '~/components/report/report-switches'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'report', 'cashFlow'] }

// The cash flow (spec §2 /unit/{unitId}/cash-flow): what came in and went
// out of the unit's cashiers per week or month of a period (this month by default), realized and
// projected, overdue apart. Read-only, so the page is links and GET forms: it works without
// JavaScript, and its figures come formatted from the loader.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const page = await loadCashFlowPage({ token, request }, requireParam(params, 'unitId'))
	const t = await i18nServer.getFixedT(request, 'cashFlow')
	return { ...page, title: t('title') }
}

export default function CashFlowRoute() {
	const page = useLoaderData<typeof loader>()
	const { t } = useTranslation('cashFlow')
	const current = page.flow?.granularity
	return (
		<section className="report-page mx-auto flex w-full max-w-5xl flex-col gap-5 p-4 sm:p-6">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('title')}</h1>
				<p className="text-slate-700 print:hidden">{t('intro')}</p>
				<p className="hidden text-slate-800 print:block">{page.unit.name}</p>
			</div>
			<FilterBar
				definitions={reportFilters}
				state={page.filters}
				timeZone={page.zone}
				className="print:hidden"
			/>
			<CashierPicker cashiers={page.cashiers} />
			<SwitchLinks
				label={t('granularity.label')}
				name={GRANULARITY_KEY}
				values={CASH_FLOW_GRANULARITIES}
				current={current === 'WEEK' || current === 'MONTH' ? current : 'MONTH'}
				words={(value) => t(`granularity.${value}`)}
			/>
			{page.problem ? (
				<p role="status" className="text-slate-800">
					{t(`problem.${page.problem}`)}
				</p>
			) : null}
			{page.flow ? (
				<>
					<ReportChart
						chart={page.flow.chart}
						words={{
							title: t('chart.title'),
							description: t('chart.description'),
							first: t('chart.realized'),
							second: t('chart.projected'),
						}}
					/>
					<CashFlowTables flow={page.flow} />
				</>
			) : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
