import { type Preset } from './presets'

/*
 * What a page declares about its filters (spec §3 "Filter definition"). Pure data, shared by the
 * page's loader and its component: labels are i18n keys (`portal:filters.name`), rendered with t().
 */

/** Spec §9: the entity search answers 10 options, 100 ms after typing stops, from 1 character. */
export const SEARCH_LIMIT = 10
export const SEARCH_DEBOUNCE_MS = 100
export const SEARCH_MIN_LENGTH = 1
/** How long typing in a text or number filter rests before the URL follows it. */
export const TEXT_DEBOUNCE_MS = 400

export type FilterKind = 'SINGLE' | 'GROUP' | 'RANGE' | 'POJO'

type FilterBase = {
	/** i18n key of the filter's label. */
	name: string
	/** i18n key of a help text shown under the filter and announced with it. */
	describe?: string
	/**
	 * The filter's URL (and API) key; unique in a bar. A RANGE's dates and preset live under its
	 * own keys (`defaultQuery`, `from.query`, `to.query`), its `query` only names it; a GROUP's
	 * values live under its sub-filters' keys.
	 */
	query: string
	/** Always selected: shown without a Remove control and left out of the Filters menu. */
	required?: boolean
}

export type FilterOption = {
	value: string
	/** i18n key. */
	label: string
}

export type TextFilterDefinition = FilterBase & { kind: 'SINGLE'; type: 'text' | 'number' }

/** Tick boxes; the value is the list of ticked option values, sent as repeated keys. */
export type CheckFilterDefinition = FilterBase & {
	kind: 'SINGLE'
	type: 'check'
	options: readonly FilterOption[]
}

export type SingleFilterDefinition = TextFilterDefinition | CheckFilterDefinition

export type SubFilterDefinition = {
	query: string
	type: 'text' | 'number'
	/** i18n key; the sub-filter's label (the spec gives sub-filters a describe, not a name). */
	describe: string
}

/** Several inputs under one label (a minimum and a maximum…), each under its own key. */
export type GroupFilterDefinition = FilterBase & {
	kind: 'GROUP'
	filters: readonly [SubFilterDefinition, ...SubFilterDefinition[]]
}

export type DateSubFilterDefinition = {
	/** The key holding the moment as milliseconds since the epoch (the spec's numberValue). */
	query: string
	/** i18n key of a help text; the label is filter:from / filter:to. */
	describe?: string
}

/** A date range with presets (spec §4): its preset code under defaultQuery, its ends as ms. */
export type RangeFilterDefinition = FilterBase & {
	kind: 'RANGE'
	defaultQuery: string
	from: DateSubFilterDefinition
	to: DateSubFilterDefinition
	/** The presets offered, in this order; all of them (PRESETS) when left out. */
	presets?: readonly Preset[]
}

/**
 * An entity picker. `searchUrl` is a same-origin URL whose loader answers `[{ id, label }]` for
 * `?query=text&offset=0&limit=10`; chosen entities travel as their ids, and the page's loader
 * finds their labels (loadFilterBar's lookup).
 */
export type PojoFilterDefinition = FilterBase & { kind: 'POJO'; searchUrl: string }

export type FilterDefinition =
	SingleFilterDefinition | GroupFilterDefinition | RangeFilterDefinition | PojoFilterDefinition

/** An entity a POJO filter can choose. */
export type FilterEntity = { id: string; label: string }

/** The key of a calendar day typed in a date input without JavaScript (`from.date=2024-05-01`). */
export function dateKey(query: string) {
	return `${query}.date`
}

/** The key of a search typed without JavaScript in a POJO filter (`unitId.search=ana`). */
export function searchKey(query: string) {
	return `${query}.search`
}

/** The key of an entity chosen without JavaScript from the search's matches. */
export function chooseKey(query: string) {
	return `${query}.choose`
}

/**
 * Every URL key a filter owns: its values, and what a form without JavaScript sends for it
 * (calendar days, a search, a choice) until the loader rewrites them. Any key no filter owns is
 * the page's (`tab`…) and is left alone.
 */
export function filterKeys(definition: FilterDefinition): string[] {
	switch (definition.kind) {
		case 'SINGLE':
			return [definition.query]
		case 'GROUP':
			return definition.filters.map((filter) => filter.query)
		case 'RANGE':
			return [
				definition.defaultQuery,
				definition.from.query,
				definition.to.query,
				dateKey(definition.from.query),
				dateKey(definition.to.query),
			]
		case 'POJO':
			return [definition.query, searchKey(definition.query), chooseKey(definition.query)]
	}
}

/**
 * The key a filter is ticked with: an empty value under it marks the filter selected before it
 * has a value (`?name=`), so the choice survives a reload and works as a plain form button.
 */
export function selectionKey(definition: FilterDefinition): string {
	switch (definition.kind) {
		case 'GROUP':
			return definition.filters[0].query
		case 'RANGE':
			return definition.defaultQuery
		default:
			return definition.query
	}
}

/**
 * Throws when two filters of a bar would share a URL key or a name, or a key is one the bar keeps
 * for itself: a mistake in the page's code, better found by its first test than by a user.
 */
export function assertFilterDefinitions(definitions: readonly FilterDefinition[]) {
	const owners = new Map<string, string>()
	const names = new Set<string>()
	for (const definition of definitions) {
		if (names.has(definition.query)) throw new Error(`Two filters are named ${definition.query}`)
		names.add(definition.query)
		for (const key of filterKeys(definition)) {
			if (RESERVED_KEYS.includes(key)) {
				throw new Error(`Filter ${definition.query} uses the reserved key ${key}`)
			}
			const owner = owners.get(key)
			if (owner !== undefined && owner !== definition.query) {
				throw new Error(`Filters ${owner} and ${definition.query} share the key ${key}`)
			}
			if (owner === definition.query) {
				throw new Error(`Filter ${definition.query} uses the key ${key} twice`)
			}
			owners.set(key, definition.query)
		}
	}
}

/** The list's page (dropped when a filter changes) and Remix's index-route marker. */
export const PAGE_KEY = 'page'
export const INDEX_KEY = 'index'
const RESERVED_KEYS = [PAGE_KEY, INDEX_KEY]

/** The URL a POJO filter's search loads: `searchUrl?query=text&offset=0&limit=10`. */
export function searchHref(searchUrl: string, text: string): string {
	const [path = '', existing = ''] = searchUrl.split('?', 2)
	const params = new URLSearchParams(existing)
	params.set('query', text)
	params.set('offset', '0')
	params.set('limit', String(SEARCH_LIMIT))
	return `${path}?${params.toString()}`
}
