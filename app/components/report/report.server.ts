import { redirect } from '@remix-run/node'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { filterKeys } from '~/components/filter-bar/definition'
import { daysRange } from '~/components/filter-bar/presets'
import { loadFilterBar, type FilterBarState } from '~/components/filter-bar/filter-bar.server'
import {
	CaixaProblem,
	caixaCall,
	type Caller,
	endpoints,
	requireFound,
} from '~/server/caixa.server'
import { readerLanguage } from '~/server/i18n.server'
import { chartGeometry } from './report-chart-geometry'
import { DEFAULT_PRESET, reportFilters } from './report-filters'
import {
	chartSeries,
	monthLabel,
	monthName,
	monthsLines,
	periodLines,
	reportFormats,
	tickLabel,
} from './report-format'
import {
	BASIS_KEY,
	isReportYear,
	readBasis,
	readView,
	readYear,
	type ReportBasis,
	VIEW_KEY,
} from './report-params'
import { type MonthsStatementView, type ReportPage } from './report-view'

// The income statement's calls (spec §2 /unit/{unitId}/report; §7 dre, dre-by-year, dre-last):
// the view and basis from the URL, the period from the filter bar in the unit's zone, and the
// figures formatted here once, in the reader's language.

export async function unitOfReport(caller: Caller, unitId: string) {
	const { data: unit } = await requireFound(
		caixaCall(endpoints.units.get, {
			params: { unitId },
			token: caller.token,
			request: caller.request,
		}),
	)
	return { id: unit.id, name: unit.name, currency: unit.currency, zone: unit.timezone }
}

/** A calendar day as the page writes it: "Nov 1, 2026". */
export function dayWriter(language: string) {
	const format = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
	return (day: string) => format.format(new Date(`${day}T00:00:00Z`))
}

/**
 * The period the URL asks for, read in the unit's zone; a URL with none opens on this month, and
 * a URL not in its canonical form is thrown as the redirect to it (the filter bar's rule).
 */
export async function periodOf(request: Request, zone: string) {
	const url = new URL(request.url)
	const keys = new Set(reportFilters.flatMap(filterKeys))
	if (![...url.searchParams.keys()].some((key) => keys.has(key))) {
		url.searchParams.set('period', DEFAULT_PRESET)
	}
	const bar = await loadFilterBar(new Request(url, { headers: request.headers }), reportFilters, {
		timeZone: zone,
		lookup: () => Promise.resolve([]),
		search: () => Promise.resolve([]),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const ends = new Map(bar.apiParams)
	const period =
		ends.has('from') && ends.has('to')
			? { from: Number(ends.get('from')), to: Number(ends.get('to')) }
			: null
	return { filters: bar.filters, period }
}

/** The API's word that the period ends before it starts (422 on `to`). */
function endsBeforeStart(error: unknown) {
	return (
		error instanceof CaixaProblem &&
		error.status === 422 &&
		(error.problem.errors ?? []).some((issue) => issue.path === 'to')
	)
}

/** The years the by-year view's picker offers: the last ten and the next, and the one shown. */
export function yearOptions(current: number, shown: number): number[] {
	const years = new Set<number>()
	for (let year = current + 1; year >= current - 9; year--) years.add(year)
	years.add(shown)
	return [...years].sort((a, b) => b - a)
}

/**
 * The year the by-year view shows: the URL's `year`, else the year of the period it comes from
 * (a switch from one period keeps `from`), else none (this year).
 */
export function yearAsked(params: URLSearchParams, zone: string): number | null {
	const year = readYear(params)
	if (year !== null) return year
	const from = params.get('from') ?? ''
	if (!/^\d{1,15}$/.test(from)) return null
	const ofPeriod = Number(calendarDateIn(Number(from), zone).slice(0, 4))
	return isReportYear(ofPeriod) ? ofPeriod : null
}

/**
 * The one-period statement of a month (a column's link): the filter bar's own range for it, its
 * first and last day in the unit's zone, and the basis the table was read in.
 */
export function monthSearch(month: string, zone: string, basis: ReportBasis): string {
	const [year = 0, number = 1] = month.split('-').map(Number)
	const last = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10)
	const { from, to } = daysRange(`${month}-01`, last, zone)
	const params = new URLSearchParams({
		period: 'CUSTOMIZED',
		from: String(from),
		to: String(to),
		[VIEW_KEY]: 'PERIOD',
		[BASIS_KEY]: basis,
	})
	return `?${params.toString()}`
}

export type ReportPageData = ReportPage & { filters: FilterBarState | null }

/** The page: the unit, the view and basis asked for, and the statement of that view. */
export async function loadReportPage(caller: Caller, unitId: string): Promise<ReportPageData> {
	const unit = await unitOfReport(caller, unitId)
	const params = new URL(caller.request.url).searchParams
	const view = readView(params)
	const basis = readBasis(params)
	const language = await readerLanguage(caller.request)
	const formats = reportFormats(unit.currency, language)
	const page: ReportPageData = {
		unit: { id: unit.id, name: unit.name },
		zone: unit.zone,
		view,
		basis,
		filters: null,
		period: null,
		year: null,
		months: null,
		problem: null,
	}
	const scope = { zone: unit.zone, currency: unit.currency, basis }
	const call = { params: { unitId: unit.id }, token: caller.token, request: caller.request }

	if (view === 'PERIOD') {
		const { filters, period } = await periodOf(caller.request, unit.zone)
		page.filters = filters
		if (!period) return { ...page, problem: 'CHOOSE' }
		try {
			const { data: dre } = await requireFound(
				caixaCall(endpoints.reports.dre, { ...call, query: { ...period, ...scope } }),
			)
			const day = dayWriter(language)
			page.period = { from: day(dre.from), to: day(dre.to), lines: periodLines(dre, formats) }
		} catch (error) {
			if (!endsBeforeStart(error)) throw error
			page.problem = 'ENDS_BEFORE'
		}
		return page
	}

	const currentYear = Number(calendarDateIn(Date.now(), unit.zone).slice(0, 4))
	const byYear =
		view === 'YEAR'
			? (
					await requireFound(
						caixaCall(endpoints.reports.dreByYear, {
							...call,
							query: { ...scope, year: yearAsked(params, unit.zone) ?? currentYear },
						}),
					)
				).data
			: null
	const answer =
		byYear ??
		(await requireFound(caixaCall(endpoints.reports.dreLast, { ...call, query: scope }))).data
	const acrossYears = answer.months[0]?.slice(0, 4) !== answer.months[11]?.slice(0, 4)
	const labels = answer.months.map((month) => monthLabel(month, language, acrossYears))
	const months: MonthsStatementView = {
		span: {
			from: monthName(answer.months[0] ?? '', language),
			to: monthName(answer.months[11] ?? '', language),
		},
		columns: answer.months.map((month, index) => ({
			label: labels[index] ?? month,
			name: monthName(month, language),
			search: monthSearch(month, unit.zone, basis),
		})),
		lines: monthsLines(answer.lines, formats),
		chart: chartGeometry(chartSeries(answer.lines, labels), tickLabel(unit.currency, language)),
	}
	if (byYear) page.year = { year: byYear.year, options: yearOptions(currentYear, byYear.year) }
	page.months = months
	return page
}

// What the report routes' loaders need besides, from this one module: the browser build keeps an
// empty stub chunk for every .server module a route imports.
export { i18nServer } from '~/server/i18n.server'
export { requireSession } from '~/server/session.server'
