// The income statement's own URL keys, beside the filter bar's period (period, from, to): which
// view and which basis. Plain data and string work, shared by the loader and the page: the page's
// switches are links built from the URL it is on, so they work without JavaScript and keep
// whatever else the URL holds (the period, the year).

export const REPORT_VIEWS = ['PERIOD', 'YEAR', 'LAST_12'] as const
export type ReportView = (typeof REPORT_VIEWS)[number]

export const REPORT_BASES = ['ACCRUAL', 'CASH'] as const
export type ReportBasis = (typeof REPORT_BASES)[number]

export const VIEW_KEY = 'view'
export const BASIS_KEY = 'basis'
export const YEAR_KEY = 'year'

/** The view a URL asks for: one period unless it names another. */
export function readView(params: URLSearchParams): ReportView {
	const asked = params.get(VIEW_KEY)
	return REPORT_VIEWS.find((view) => view === asked) ?? 'PERIOD'
}

/** The basis a URL asks for: accrual (DOMAIN.md's default) unless it says cash. */
export function readBasis(params: URLSearchParams): ReportBasis {
	const asked = params.get(BASIS_KEY)
	return REPORT_BASES.find((basis) => basis === asked) ?? 'ACCRUAL'
}

/** The years the API's by-year report answers (contract/report.ts). */
export const FIRST_YEAR = 1900
export const LAST_YEAR = 9999

/** Whether a year is one the by-year report answers. */
export function isReportYear(year: number): boolean {
	return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR
}

/** The year a URL asks for, when it is one the report answers; else null. */
export function readYear(params: URLSearchParams): number | null {
	const text = params.get(YEAR_KEY)?.trim() ?? ''
	return /^\d{4}$/.test(text) && isReportYear(Number(text)) ? Number(text) : null
}

/** `search` (with or without its `?`) with `key` set to `value`, every other key kept. */
export function withParam(search: string, key: string, value: string): string {
	const params = new URLSearchParams(search)
	params.set(key, value)
	return `?${params.toString()}`
}

/**
 * The query a category's drill-down keeps from the statement's URL: its period and basis (the
 * figure it explains), nothing of the view.
 */
export function drillDownSearch(search: string): string {
	return keptSearch(search, ['period', 'from', 'to', BASIS_KEY])
}

/** The query of the statement's period alone, as the COGS screen's filter bar reads it too. */
export function periodSearch(search: string): string {
	return keptSearch(search, ['period', 'from', 'to'])
}

function keptSearch(search: string, keys: readonly string[]): string {
	const params = new URLSearchParams(search)
	const kept = new URLSearchParams()
	for (const key of keys) {
		const value = params.get(key)
		if (value !== null) kept.set(key, value)
	}
	const text = kept.toString()
	return text ? `?${text}` : ''
}
