// The query keys of an infinite list, shared by the browser (links, batch URLs) and the server
// (app/server/paging.server.ts reads them). No server code here: the component imports it.

/** Rows per page (spec §9). */
export const LIST_PAGE_SIZE = 20

/** `?page=N`: how many pages the server renders (the no-JavaScript "Load more" link sets it). */
export const LIST_PAGE_PARAM = 'page'

/**
 * `?batch=1`: answer only page N (what the list's fetcher asks for), not pages 1…N. Only the
 * batch URL carries it; a link a person can follow never does.
 */
export const LIST_BATCH_PARAM = 'batch'

/**
 * The most pages one document renders (1000 rows, ten API calls). A longer `?page=` is cut to
 * this, so a hand-made URL cannot make the server fetch without end. With JavaScript the list
 * goes on past it, one batch at a time.
 */
export const MAX_LIST_PAGES = 50

/** The highest page a batch may ask for (offset 99 980): past any real cash book, short of abuse. */
export const MAX_BATCH_PAGE = 5000

/** Remix's marker of a request for an index route's own loader (`?index`). */
const INDEX_PARAM = 'index'

function paramsOf(search: string) {
	return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
}

function searchOf(params: URLSearchParams) {
	const text = params.toString()
	return text ? `?${text}` : ''
}

/**
 * What identifies the list's filters: the query without the paging keys, keys sorted (so the filter
 * bar writing the same filters in another order is no change). A new value means the filters were
 * applied and the list starts over.
 */
export function listResetKey(search: string): string {
	const params = paramsOf(search)
	for (const key of [LIST_PAGE_PARAM, LIST_BATCH_PARAM, INDEX_PARAM]) params.delete(key)
	// Stable: values of a repeated key keep their order.
	params.sort()
	return params.toString()
}

/** The query of the "Load more" link: every other key kept, `page` set, no batch marker. */
export function loadMoreSearch(search: string, page: number): string {
	const params = paramsOf(search)
	params.delete(LIST_BATCH_PARAM)
	params.delete(INDEX_PARAM)
	params.set(LIST_PAGE_PARAM, String(page))
	return searchOf(params)
}

/**
 * The query asking for one batch: every other key kept (filters, tab, and Remix's `index`, which
 * routes the fetch to an index route's loader rather than its parent's), `page` and the marker.
 */
export function batchSearch(search: string, page: number): string {
	const params = paramsOf(search)
	params.set(LIST_PAGE_PARAM, String(page))
	params.set(LIST_BATCH_PARAM, '1')
	return searchOf(params)
}

/** A path with its query (`/units?index&tab=x`) made the batch URL of page N. */
export function batchUrlFrom(url: string, page: number): string {
	const queryAt = url.indexOf('?')
	const path = queryAt < 0 ? url : url.slice(0, queryAt)
	return `${path}${batchSearch(queryAt < 0 ? '' : url.slice(queryAt), page)}`
}

/** The id of the first row of a page: the "Load more" link jumps there, and focus moves there. */
export function pageAnchorId(listId: string, page: number) {
	return `${listId}-page-${page}`
}
