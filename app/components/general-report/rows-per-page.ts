// Rows per page (spec §9: 5, 7, 10, 15, 20, 25, 50 and all), the page's own URL key beside the
// filter bar's. A number is that many rows a page, with previous and next links; `all` is the
// infinite list. Both page under the key `page`, which the filter bar drops when a filter changes.
// Plain data, shared by the loader and the page.

export const ROWS_KEY = 'rows'
export const PAGE_KEY = 'page'

export const ROWS_PER_PAGE = ['5', '7', '10', '15', '20', '25', '50', 'all'] as const
export type RowsPerPage = (typeof ROWS_PER_PAGE)[number]

/** A report without `rows` shows 20 a page, the API's and the infinite list's page size. */
export const DEFAULT_ROWS: RowsPerPage = '20'

export function readRowsPerPage(params: URLSearchParams): RowsPerPage {
	const asked = params.get(ROWS_KEY)
	return ROWS_PER_PAGE.find((rows) => rows === asked) ?? DEFAULT_ROWS
}

/** The page of a numbered report the URL asks for: a whole number from 1, else the first. */
export function readPageNumber(params: URLSearchParams): number {
	const text = params.get(PAGE_KEY)?.trim() ?? ''
	return /^\d{1,9}$/.test(text) ? Math.max(1, Number(text)) : 1
}

/** `search` with `page` set to `page` (the first page has none), every other key kept. */
export function pageSearch(search: string, page: number): string {
	const params = new URLSearchParams(search)
	if (page > 1) params.set(PAGE_KEY, String(page))
	else params.delete(PAGE_KEY)
	const text = params.toString()
	return text ? `?${text}` : ''
}

/** The download link's query: the page's filters, no paging, and the file's format. */
export function exportSearch(search: string, format: 'csv' | 'xlsx'): string {
	const params = new URLSearchParams(search)
	for (const key of [PAGE_KEY, ROWS_KEY, 'index', 'batch']) params.delete(key)
	params.set('format', format)
	return `?${params.toString()}`
}
