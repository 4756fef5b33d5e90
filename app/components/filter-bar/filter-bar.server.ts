import {
	assertFilterDefinitions,
	SEARCH_LIMIT,
	type FilterDefinition,
	type FilterEntity,
	type PojoFilterDefinition,
} from '~/components/filter-bar/definition'
import {
	apiParams,
	canonicalSearch,
	readFilters,
	toSearch,
	withoutEntity,
	type FilterBarState,
	type PojoEntities,
} from '~/components/filter-bar/query'

// The loader's half of the filter bar: a canonical URL, and the names behind POJO ids.

export type { FilterBarState, PojoEntities } from '~/components/filter-bar/query'

export type LoadFilterBarOptions = {
	/** The unit's IANA zone: days (presets, typed dates) are counted there. */
	timeZone: string
	/** Defaults to the clock; tests pass one. */
	now?: number
	/** The entities with these ids that the user may see; ids it leaves out are dropped. */
	lookup: (definition: PojoFilterDefinition, ids: string[]) => Promise<FilterEntity[]>
	/** Up to 10 entities matching a text, for a search made without JavaScript. */
	search: (definition: PojoFilterDefinition, text: string) => Promise<FilterEntity[]>
}

export type LoadFilterBarResult =
	{ redirect: string } | { filters: FilterBarState; apiParams: Array<[string, string]> }

/**
 * Reads the filters of a page's URL. When the URL is not canonical (a preset without its dates,
 * days typed without JavaScript, a no-JS choice, a chosen id that does not exist or is not the
 * user's…) it answers `{ redirect }`, the path and canonical query string, which the loader
 * throws as a redirect. Otherwise the bar's state for the component and the API pairs.
 *
 * ```ts
 * const bar = await loadFilterBar(request, definitions, { timeZone, lookup, search })
 * if ('redirect' in bar) throw redirect(bar.redirect)
 * ```
 */
export async function loadFilterBar(
	request: Request,
	definitions: readonly FilterDefinition[],
	options: LoadFilterBarOptions,
): Promise<LoadFilterBarResult> {
	assertFilterDefinitions(definitions)
	const url = new URL(request.url)
	const context = { now: options.now ?? Date.now(), timeZone: options.timeZone }
	const canonical = canonicalSearch(definitions, url.searchParams, context)
	if (canonical !== null) return { redirect: `${url.pathname}${canonical}` }

	const filters = readFilters(definitions, url.searchParams, context)
	const entities: Record<string, PojoEntities> = {}
	let params = url.searchParams
	await Promise.all(
		filters.map(async (filter, index) => {
			const definition = definitions[index]
			if (filter.kind !== 'POJO' || definition?.kind !== 'POJO' || !filter.isSelected) return
			const [found, matches] = await Promise.all([
				filter.value.length > 0 ? options.lookup(definition, filter.value) : [],
				filter.search !== '' ? options.search(definition, filter.search) : null,
			])
			const byId = new Map(found.map((entity) => [entity.id, entity]))
			const chosen = filter.value.flatMap((id) => byId.get(id) ?? [])
			for (const id of filter.value) {
				if (!byId.has(id)) params = withoutEntity(definition, params, id)
			}
			entities[filter.query] = {
				chosen,
				matches:
					matches === null
						? null
						: matches.filter((match) => !byId.has(match.id)).slice(0, SEARCH_LIMIT),
			}
		}),
	)
	// Ids nobody knows would filter the list by something the bar cannot name.
	if (params !== url.searchParams) {
		const next = canonicalSearch(definitions, params, context) ?? toSearch(params)
		return { redirect: `${url.pathname}${next}` }
	}
	return { filters: { filters, entities }, apiParams: apiParams(filters) }
}
