import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { CalendarGrid, MonthLinks } from '~/components/report/cash-flow-calendar'
import { BalanceChart } from '~/components/report/cash-flow-calendar-chart'
import {
	i18nServer,
	loadCalendarPage,
	requireSession,
} from '~/components/report/cash-flow-calendar.server'
import { CashierPicker } from '~/components/report/cashier-picker'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'cashFlow'] }

// The cash calendar (spec §2 /unit/{unitId}/cash-flow-calendar): a month's days
// in whole weeks, each with what moves and its balance at the end of the day, projected from
// today on; the days below zero marked. Above it the month's balance line, an
// SVG drawn on the server. Links and GET forms: it works without JavaScript.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const page = await loadCalendarPage({ token, request }, requireParam(params, 'unitId'))
	const t = await i18nServer.getFixedT(request, 'cashFlow')
	return { ...page, title: t('calendar.title') }
}

export default function CashFlowCalendarRoute() {
	const { unit, cashiers, calendar } = useLoaderData<typeof loader>()
	const { t } = useTranslation('cashFlow')
	return (
		<section className="report-page mx-auto flex w-full max-w-5xl flex-col gap-5 p-4 sm:p-6">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('calendar.title')}</h1>
				<p className="text-slate-700 print:hidden">{t('calendar.intro')}</p>
				<p className="hidden text-slate-800 print:block">{unit.name}</p>
			</div>
			<CashierPicker cashiers={cashiers} />
			<MonthLinks calendar={calendar} />
			<p role="status" className="text-slate-800">
				{calendar.firstBelowZero
					? t('calendar.firstBelowZero', { day: calendar.firstBelowZero })
					: t('calendar.neverBelowZero')}
			</p>
			<BalanceChart chart={calendar.chart} month={calendar.month} />
			<CalendarGrid calendar={calendar} />
			<dl className="report-section grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
				<dt>{t('calendar.opening')}</dt>
				<dd className="tabular-nums">
					{t('calendar.pair', {
						realized: calendar.opening.realized,
						projected: calendar.opening.projected,
					})}
				</dd>
				<dt>{t('calendar.closing')}</dt>
				<dd className="tabular-nums">
					{t('calendar.pair', {
						realized: calendar.closing.realized,
						projected: calendar.closing.projected,
					})}
				</dd>
				<dt>{t('overdue.heading')}</dt>
				<dd className="tabular-nums">
					{t('calendar.overdue', {
						inflow: calendar.overdue.inflow,
						outflow: calendar.overdue.outflow,
					})}
				</dd>
			</dl>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
