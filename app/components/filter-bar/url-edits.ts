import {
	chooseKey,
	filterKeys,
	INDEX_KEY,
	PAGE_KEY,
	selectionKey,
	type FilterDefinition,
	type PojoFilterDefinition,
} from './definition'

/*
 * The edits of a query string the bar makes while rendering (its Remove links' URLs), apart from
 * reading and writing whole filter states (query.ts, which re-exports these): the browser fetches
 * that only once someone reaches for the bar.
 */

/** `?a=b`, or '' when there is nothing. */
export function toSearch(params: URLSearchParams): string {
	const search = params.toString()
	return search === '' ? '' : `?${search}`
}

/**
 * The query string with a filter ticked (its selection key added, empty) or unticked (every key
 * it owns removed), and `page` dropped. Required filters cannot be unticked.
 */
export function withFilterSelected(
	definition: FilterDefinition,
	searchParams: URLSearchParams,
	selected: boolean,
): URLSearchParams {
	const next = new URLSearchParams(searchParams)
	next.delete(PAGE_KEY)
	next.delete(INDEX_KEY)
	if (selected) {
		if (!filterKeys(definition).some((key) => next.has(key))) {
			next.append(selectionKey(definition), '')
		}
	} else if (definition.required !== true) {
		for (const key of filterKeys(definition)) next.delete(key)
	}
	return next
}

/**
 * The query string with one chosen entity of a POJO filter taken out (the filter stays selected)
 * and `page` dropped.
 */
export function withoutEntity(
	definition: PojoFilterDefinition,
	searchParams: URLSearchParams,
	id: string,
): URLSearchParams {
	const next = new URLSearchParams(searchParams)
	next.delete(PAGE_KEY)
	next.delete(INDEX_KEY)
	const remaining = next.getAll(definition.query).filter((value) => value !== id && value !== '')
	next.delete(definition.query)
	next.delete(chooseKey(definition.query))
	appendList(next, definition.query, remaining)
	return next
}

/** A list under one key as repeated keys, or the empty key for none (still selected). */
export function appendList(out: URLSearchParams, key: string, values: readonly string[]) {
	if (values.length === 0) out.append(key, '')
	for (const value of values) out.append(key, value)
}
