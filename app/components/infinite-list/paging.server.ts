import { MAX_PAGE_SIZE } from '@caixa/contract/paging'
import {
	LIST_BATCH_PARAM,
	LIST_PAGE_PARAM,
	LIST_PAGE_SIZE,
	MAX_BATCH_PAGE,
	MAX_LIST_PAGES,
} from '~/components/infinite-list/paging'

// The server half of the infinite list: which page a request wants, and its rows from the API.

export { LIST_PAGE_SIZE, MAX_LIST_PAGES }

export type ListPage = {
	/** Without `batch`, the number of pages to render from the start; with it, the one page. */
	page: number
	/** The list's fetcher asks for one page (`?batch=1`); a document asks for pages 1…page. */
	batch: boolean
}

function clamp(value: number, min: number, max: number) {
	return Math.min(max, Math.max(min, value))
}

/**
 * `?page=N` (default 1) and the batch marker. A document renders at most MAX_LIST_PAGES pages; a
 * batch may ask further (JavaScript goes on scrolling), up to MAX_BATCH_PAGE. Anything that is not
 * a whole number counts as page 1.
 */
export function readListPage(request: Request): ListPage {
	const params = new URL(request.url).searchParams
	const batch = params.get(LIST_BATCH_PARAM) === '1'
	const text = params.get(LIST_PAGE_PARAM)?.trim() ?? ''
	const asked = /^\d{1,9}$/.test(text) ? Number(text) : 1
	return { page: clamp(asked, 1, batch ? MAX_BATCH_PAGE : MAX_LIST_PAGES), batch }
}

/** Reads rows `offset`…`offset + size − 1` of the list from the API (size 1–100). */
export type FetchRows<Row> = (offset: number, size: number) => Promise<readonly Row[]>

/**
 * The rows a request for the list wants, with the page they end at (`{ rows, page }`, what
 * InfiniteList takes, and what its fetcher reads back as `rows`).
 * - batch: page N alone, offset (N − 1) × 20, size 20;
 * - otherwise: pages 1…N from offset 0, in calls of up to 100 rows (the API's largest size), one
 *   after the other: a call that comes back short means the list ended, so the next is not made.
 *   At most one call per 100 rows; parallel calls would save latency only for the rare deep
 *   no-JavaScript link, and would ask the API for rows past the end of every short list.
 */
export async function loadListRows<Row>(
	request: Request,
	fetchRows: FetchRows<Row>,
): Promise<{ rows: Row[]; page: number }> {
	const { page, batch } = readListPage(request)
	if (batch) {
		const rows = await fetchRows((page - 1) * LIST_PAGE_SIZE, LIST_PAGE_SIZE)
		return { rows: rows.slice(0, LIST_PAGE_SIZE), page }
	}
	const total = page * LIST_PAGE_SIZE
	const rows: Row[] = []
	while (rows.length < total) {
		const size = Math.min(MAX_PAGE_SIZE, total - rows.length)
		const chunk = await fetchRows(rows.length, size)
		rows.push(...chunk.slice(0, size))
		if (chunk.length < size) break
	}
	return { rows, page }
}
