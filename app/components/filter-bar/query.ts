import {
	chooseKey,
	dateKey,
	filterKeys,
	INDEX_KEY,
	PAGE_KEY,
	searchKey,
	type CheckFilterDefinition,
	type FilterDefinition,
	type FilterEntity,
	type GroupFilterDefinition,
	type PojoFilterDefinition,
	type RangeFilterDefinition,
} from './definition'
import {
	calendarDayOf,
	endOfDay,
	isCalendarDay,
	isPreset,
	isRelativePreset,
	presetRange,
	startOfDay,
	type Preset,
} from './presets'
import { appendList, toSearch } from './url-edits'

export { toSearch, withFilterSelected, withoutEntity } from './url-edits'

/*
 * The URL is the filter bar's only state (spec §2): this file reads filters from a query string,
 * writes them back, turns them into API pairs, and says what the one canonical URL of a state is.
 * Pure functions, run by the loader and by the browser alike.
 */

/** When "now" is and the zone days are counted in (the unit's IANA zone). */
export type FilterContext = { now: number; timeZone: string }

type StateBase = { query: string; required: boolean; isSelected: boolean }

export type TextFilterState = StateBase & { kind: 'SINGLE'; type: 'text' | 'number'; value: string }
export type CheckFilterState = StateBase & { kind: 'SINGLE'; type: 'check'; value: string[] }
export type GroupFilterState = StateBase & {
	kind: 'GROUP'
	/** One entry per sub-filter, in the definition's order. */
	value: Array<{ query: string; value: string }>
}
export type RangeValue = { preset: Preset | null; from: number | null; to: number | null }
export type RangeFilterState = StateBase & {
	kind: 'RANGE'
	defaultQuery: string
	fromQuery: string
	toQuery: string
	value: RangeValue
}
export type PojoFilterState = StateBase & {
	kind: 'POJO'
	/** The chosen entities' ids, in the order they were chosen. */
	value: string[]
	/** A search typed without JavaScript, kept in the URL so the page can list its matches. */
	search: string
}

/** A filter's selection and value, with the keys it is written under (spec §3's filter fields). */
export type FilterState =
	TextFilterState | CheckFilterState | GroupFilterState | RangeFilterState | PojoFilterState

/** What a POJO filter shows: its chosen entities with labels, and a no-JS search's matches. */
export type PojoEntities = {
	chosen: FilterEntity[]
	/** null when no search was made without JavaScript. */
	matches: FilterEntity[] | null
}

/**
 * The filter bar's loader data (plain JSON, made by loadFilterBar): every filter's state, and the
 * entities of POJO filters by query.
 */
export type FilterBarState = {
	filters: FilterState[]
	entities: Record<string, PojoEntities>
}

/** The state of every filter, in the definitions' order. Required filters are always selected. */
export function readFilters(
	definitions: readonly FilterDefinition[],
	searchParams: URLSearchParams,
	context: FilterContext,
): FilterState[] {
	return definitions.map((definition) => readFilter(definition, searchParams, context))
}

function readFilter(
	definition: FilterDefinition,
	params: URLSearchParams,
	context: FilterContext,
): FilterState {
	const base = {
		query: definition.query,
		required: definition.required === true,
		isSelected:
			definition.required === true || filterKeys(definition).some((key) => params.has(key)),
	}
	switch (definition.kind) {
		case 'SINGLE':
			if (definition.type === 'check') {
				return { ...base, kind: 'SINGLE', type: 'check', value: readCheck(definition, params) }
			}
			return {
				...base,
				kind: 'SINGLE',
				type: definition.type,
				value: readScalar(definition.type, params.getAll(definition.query)),
			}
		case 'GROUP':
			return { ...base, kind: 'GROUP', value: readGroup(definition, params) }
		case 'RANGE':
			return {
				...base,
				kind: 'RANGE',
				defaultQuery: definition.defaultQuery,
				fromQuery: definition.from.query,
				toQuery: definition.to.query,
				value: readRange(definition, params, context),
			}
		case 'POJO':
			return { ...base, kind: 'POJO', ...readPojo(definition, params) }
	}
}

/** The first meaningful value: text that is not blank, a number that is finite. */
function readScalar(type: 'text' | 'number', values: string[]): string {
	for (const value of values) {
		if (type === 'text' && value.trim() !== '') return value
		if (type === 'number' && value.trim() !== '') {
			const number = Number(value)
			if (Number.isFinite(number)) return String(number)
		}
	}
	return ''
}

/** Known option values only, once each, in the options' order. */
function readCheck(definition: CheckFilterDefinition, params: URLSearchParams): string[] {
	const ticked = new Set(params.getAll(definition.query))
	return definition.options.map((option) => option.value).filter((value) => ticked.has(value))
}

function readGroup(definition: GroupFilterDefinition, params: URLSearchParams) {
	return definition.filters.map((filter) => ({
		query: filter.query,
		value: readScalar(filter.type, params.getAll(filter.query)),
	}))
}

/** A moment in ms: an integer, nothing else. */
function readMoment(value: string | null): number | null {
	if (value === null || !/^-?\d{1,16}$/.test(value)) return null
	const number = Number(value)
	return Number.isSafeInteger(number) ? number : null
}

/**
 * A range's value:
 * - a relative preset (TODAY, LAST_THIRTY_DAYS…) always means its dates as of now, whatever
 *   dates the URL holds: a bookmark of "last 30 days" means the last 30 days today;
 * - JUST_ONE is the one day its start falls on;
 * - CUSTOMIZED keeps the days given (each end may be missing: it applies only with both). Ends
 *   the wrong way round are kept as typed (an empty list says so): swapping them would move the
 *   days under the hands of someone still typing them;
 * - dates without a preset are a custom range; an unknown preset counts as none.
 * A calendar day typed without JavaScript (`from.date=2024-05-01`) wins over a moment (`from=…`),
 * being what was just submitted. Ends are moved to their day's boundaries in the zone.
 */
function readRange(
	definition: RangeFilterDefinition,
	params: URLSearchParams,
	{ now, timeZone }: FilterContext,
): RangeValue {
	const code = params.get(definition.defaultQuery)
	const from = readDay(params, definition.from.query, timeZone)
	const to = readDay(params, definition.to.query, timeZone)
	let preset: Preset | null = isPreset(code) ? code : null
	if (preset === null && (from !== null || to !== null)) preset = 'CUSTOMIZED'
	if (preset === null) return { preset: null, from: null, to: null }
	if (isRelativePreset(preset)) {
		const range = presetRange(preset, now, timeZone)
		return { preset, from: range?.from ?? null, to: range?.to ?? null }
	}
	if (preset === 'JUST_ONE') {
		const day = from ?? to
		if (day === null) return { preset, from: null, to: null }
		return { preset, from: startOfDay(day, timeZone), to: endOfDay(day, timeZone) }
	}
	return {
		preset,
		from: from === null ? null : startOfDay(from, timeZone),
		to: to === null ? null : endOfDay(to, timeZone),
	}
}

/** The calendar day an end names, from a typed day or from a moment; null when neither is valid. */
function readDay(params: URLSearchParams, query: string, timeZone: string): string | null {
	const typed = params.get(dateKey(query))
	if (typed !== null && isCalendarDay(typed)) return typed
	if (typed !== null) return null
	const moment = readMoment(params.get(query))
	if (moment === null) return null
	const day = calendarDayOf(moment, timeZone)
	return isCalendarDay(day) ? day : null
}

/**
 * Chosen ids once each, in order, with a choice made without JavaScript (`unitId.choose=…`)
 * added; that choice ends the search it was picked from.
 */
function readPojo(definition: PojoFilterDefinition, params: URLSearchParams) {
	const chosen = params.getAll(chooseKey(definition.query)).filter((id) => id !== '')
	const ids = [...params.getAll(definition.query), ...chosen].filter((id) => id !== '')
	const search = chosen.length > 0 ? '' : (params.get(searchKey(definition.query)) ?? '').trim()
	return { value: [...new Set(ids)], search }
}

/** Every key a filter's state may be written under, like filterKeys for a definition. */
function stateKeys(state: FilterState): string[] {
	switch (state.kind) {
		case 'SINGLE':
			return [state.query]
		case 'GROUP':
			return state.value.map((filter) => filter.query)
		case 'RANGE':
			return [
				state.defaultQuery,
				state.fromQuery,
				state.toQuery,
				dateKey(state.fromQuery),
				dateKey(state.toQuery),
			]
		case 'POJO':
			return [state.query, searchKey(state.query), chooseKey(state.query)]
	}
}

/** Appends one filter's keys: each value, or an empty key for a selected filter with none. */
function writeFilter(state: FilterState, out: URLSearchParams) {
	if (!state.isSelected) return
	switch (state.kind) {
		case 'SINGLE':
			if (state.type === 'check') appendList(out, state.query, state.value)
			else out.append(state.query, state.value)
			return
		case 'GROUP':
			for (const filter of state.value) out.append(filter.query, filter.value)
			return
		case 'RANGE':
			out.append(state.defaultQuery, state.value.preset ?? '')
			if (state.value.from !== null) out.append(state.fromQuery, String(state.value.from))
			if (state.value.to !== null) out.append(state.toQuery, String(state.value.to))
			return
		case 'POJO':
			appendList(out, state.query, state.value)
			if (state.search !== '') out.append(searchKey(state.query), state.search)
			return
	}
}

function serialize(
	searchParams: URLSearchParams,
	states: readonly FilterState[],
	{ keepPage }: { keepPage: boolean },
): URLSearchParams {
	const owned = new Set(states.flatMap(stateKeys))
	const out = new URLSearchParams()
	// The page's own keys first, in their order; then the filters, in the definitions' order.
	for (const [key, value] of searchParams) {
		if (owned.has(key) || key === INDEX_KEY || (key === PAGE_KEY && !keepPage)) continue
		out.append(key, value)
	}
	for (const state of states) writeFilter(state, out)
	return out
}

/**
 * The query string of a new filter state: every key no filter owns is kept as it was (`tab`),
 * `page` is dropped (new filters start the list from the top), and each selected filter is
 * written under its keys — text and numbers as they are, lists as repeated keys, dates as ms,
 * a range's preset code under its defaultQuery, a POJO's chosen ids — or as an empty key while
 * it has no value.
 */
export function writeFilters(
	searchParams: URLSearchParams,
	state: readonly FilterState[],
): URLSearchParams {
	return serialize(searchParams, state, { keepPage: false })
}

/**
 * The pairs to send to the list's API call (spec §7): only selected filters with a value, blank
 * text left out, a range only once both its ends are known (with its preset code).
 */
export function apiParams(state: readonly FilterState[]): Array<[string, string]> {
	const pairs: Array<[string, string]> = []
	for (const filter of state) {
		if (!filter.isSelected) continue
		switch (filter.kind) {
			case 'SINGLE':
				if (filter.type === 'check') {
					for (const value of filter.value) pairs.push([filter.query, value])
				} else if (filter.value.trim() !== '') {
					pairs.push([filter.query, filter.value.trim()])
				}
				break
			case 'GROUP':
				for (const sub of filter.value) {
					if (sub.value.trim() !== '') pairs.push([sub.query, sub.value.trim()])
				}
				break
			case 'RANGE': {
				const { preset, from, to } = filter.value
				if (preset === null || from === null || to === null) break
				pairs.push([filter.defaultQuery, preset])
				pairs.push([filter.fromQuery, String(from)])
				pairs.push([filter.toQuery, String(to)])
				break
			}
			case 'POJO':
				for (const id of filter.value) pairs.push([filter.query, id])
				break
		}
	}
	return pairs
}

/**
 * The canonical form of a query string: what writeFilters makes of what readFilters reads, with
 * `page` kept (reading a URL is not changing its filters) and Remix's `index` marker dropped.
 */
export function canonicalParams(
	definitions: readonly FilterDefinition[],
	searchParams: URLSearchParams,
	context: FilterContext,
): URLSearchParams {
	return serialize(searchParams, readFilters(definitions, searchParams, context), {
		keepPage: true,
	})
}

/**
 * The canonical search (`?…`, or '' for none) when the query string is not canonical, else null.
 * Not canonical: a preset code without its dates (or with yesterday's), calendar days typed in a
 * date input, a choice or an empty search from a form without JavaScript, a selected filter's
 * missing empty key, unknown check options, repeats. Page loaders redirect to it. The order of
 * different keys does not count, so a URL typed in another order is not redirected for that alone.
 */
export function canonicalSearch(
	definitions: readonly FilterDefinition[],
	searchParams: URLSearchParams,
	context: FilterContext,
): string | null {
	const canonical = canonicalParams(definitions, searchParams, context)
	if (sameParams(searchParams, canonical)) return null
	return toSearch(canonical)
}

/** Same keys, and under each key the same values in the same order. */
function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
	const keys = new Set([...a.keys(), ...b.keys()])
	for (const key of keys) {
		const left = a.getAll(key)
		const right = b.getAll(key)
		if (left.length !== right.length || left.some((value, index) => value !== right[index])) {
			return false
		}
	}
	return true
}

/** The calendar day (`YYYY-MM-DD`) of a range's end, for a date input; '' when there is none. */
export function dayOfMoment(moment: number | null, timeZone: string): string {
	return moment === null ? '' : calendarDayOf(moment, timeZone)
}
