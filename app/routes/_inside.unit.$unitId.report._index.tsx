import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { pageTitle } from '~/components/page-title'
import { MonthsStatement } from '~/components/report/months-statement'
import { PeriodStatement } from '~/components/report/period-statement'
import { ReportChart } from '~/components/report/report-chart'
import { reportFilters } from '~/components/report/report-filters'
import { BasisSwitch, ViewSwitch, YearPicker } from '~/components/report/report-switches'
import { i18nServer, loadReportPage, requireSession } from '~/components/report/report.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'report'] }

// The income statement (spec §2 /unit/{unitId}/report): DOMAIN.md's
// lines for a period of the filter bar (this month by default), by year, or for the last 12
// months, on the accrual or the cash basis. Read-only, so the page is links and GET forms: it
// works without JavaScript and ships almost none of its own; the figures come formatted.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const page = await loadReportPage({ token, request }, requireParam(params, 'unitId'))
	const t = await i18nServer.getFixedT(request, 'report')
	return { ...page, title: t('title') }
}

export default function ReportRoute() {
	const page = useLoaderData<typeof loader>()
	const { t } = useTranslation('report')
	return (
		<section className="report-page mx-auto flex w-full max-w-5xl flex-col gap-5 p-4 sm:p-6">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('title')}</h1>
				<p className="text-slate-700 print:hidden">{t('intro')}</p>
				<p className="hidden text-slate-800 print:block">{page.unit.name}</p>
			</div>
			<ViewSwitch current={page.view} />
			<BasisSwitch current={page.basis} />
			{page.view === 'PERIOD' && page.filters ? (
				<FilterBar
					definitions={reportFilters}
					state={page.filters}
					timeZone={page.zone}
					className="print:hidden"
				/>
			) : null}
			{page.year ? <YearPicker year={page.year.year} options={page.year.options} /> : null}
			{page.problem ? (
				<p role="status" className="text-slate-800">
					{t(page.problem === 'CHOOSE' ? 'choosePeriod' : 'endsBeforeStart')}
				</p>
			) : null}
			{page.period ? (
				<PeriodStatement statement={page.period} basis={page.basis} unitId={page.unit.id} />
			) : null}
			{page.months ? (
				<>
					<h2 className="text-lg font-semibold">
						{page.year
							? t('year.heading', { year: page.year.year })
							: t('last12.heading', page.months.span)}
					</h2>
					<ReportChart chart={page.months.chart} />
					<MonthsStatement statement={page.months} basis={page.basis} />
				</>
			) : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
