import { Form, useLocation, useNavigate } from '@remix-run/react'
import { Suspense, useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button'
import { onDemandComponent } from '../on-demand-component'
import { useHydrated } from '../use-hydrated'
import { FilterBarContext, type FilterBarContextValue, type ParamsChange } from './context'
import {
	filterKeys,
	INDEX_KEY,
	PAGE_KEY,
	TEXT_DEBOUNCE_MS,
	type FilterDefinition,
	type FilterEntity,
	type PojoFilterDefinition,
} from './definition'
import { FiltersMenu } from './filters-menu'
import type * as Query from './query'
import { type FilterBarState } from './query'
import { toSearch, withFilterSelected, withoutEntity } from './url-edits'

export type FilterBarProps = {
	/** The page's filters, the same list its loader gave loadFilterBar. */
	definitions: readonly FilterDefinition[]
	/** loadFilterBar's `filters`, from the loader data. */
	state: FilterBarState
	/** The unit's IANA zone, the one the loader used: dates are its calendar days. */
	timeZone: string
	className?: string
}

// Focus goes to the Filters button after a filter is removed.
const MENU = Symbol('menu')

// The filters' controls (the entity picker, the date range…: ~4 KB gzipped) are fetched when a
// filter shows, or when someone points at or focuses the bar (prepare), not with every list
// page. A page whose URL selects a filter fetches them before it hydrates (FilterFrame's marker).
const SelectedFilter = onDemandComponent(
	() => import('./selected-filter').then((module) => module.SelectedFilter),
	{ inDocument: '[data-selected-filter]' },
)
/** Resolves once the filters' controls are in (a test rendering the bar at once waits for it). */
export const loadFilterControls = SelectedFilter.preload

// Reading a changed form into the one canonical URL (query.ts, with the date presets: ~2 KB
// gzipped) is needed only once someone changes a filter: fetched then, or on reaching for the bar.
let queryModule: Promise<typeof Query> | undefined
function loadQuery() {
	queryModule ??= import('./query').catch((error: unknown) => {
		// The next change tries again.
		queryModule = undefined
		throw error
	})
	return queryModule
}
function prepare() {
	void SelectedFilter.preload()
	loadQuery().catch(() => {})
}

/**
 * The reusable filter bar (spec §2): a GET form on the current path whose query string is the
 * filters' state. The page's own keys (`tab`…) ride along as hidden inputs.
 *
 * Without JavaScript every control is a plain form control: the Filters disclosure's buttons tick
 * a filter, the Filter button applies everything, Remove links go to the URL without a filter,
 * and the loader canonicalises what the form sent (loadFilterBar). With JavaScript the bar reads
 * its own form on each change, canonicalises it here with the same code, and replaces the history
 * entry: text once typing rests (or on Enter), ticks and selects at once.
 */
export function FilterBar({ definitions, state, timeZone, className }: FilterBarProps) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const location = useLocation()
	const navigate = useNavigate()
	const formRef = useRef<HTMLFormElement>(null)
	const menuRef = useRef<HTMLButtonElement>(null)
	const barId = useId()
	const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
	const focusNext = useRef<string | typeof MENU | null>(null)

	// What apply needs, read when it runs: a timer set before the last render uses the current ones.
	const latest = useRef({ definitions, timeZone, location, navigate })
	latest.current = { definitions, timeZone, location, navigate }

	const current = useMemo(() => new URLSearchParams(location.search), [location.search])
	const preserved = useMemo(() => {
		const owned = new Set(definitions.flatMap(filterKeys))
		return [...current].filter(([key]) => !owned.has(key) && key !== PAGE_KEY && key !== INDEX_KEY)
	}, [current, definitions])

	const apply = useCallback((change?: ParamsChange) => {
		clearTimeout(debounce.current)
		const form = formRef.current
		if (!form) return
		let params = new URLSearchParams()
		for (const [key, value] of new FormData(form)) {
			if (typeof value === 'string') params.append(key, value)
		}
		params = change?.(params) ?? params
		const go = (search: string) => {
			const { location, navigate } = latest.current
			if (search === location.search) return
			navigate({ pathname: location.pathname, search }, { replace: true, preventScrollReset: true })
		}
		// Changes apply in the order made: each waits on the same module, then runs in turn.
		loadQuery().then(
			({ canonicalParams }) => {
				const { definitions, timeZone } = latest.current
				const next = canonicalParams(definitions, params, { now: Date.now(), timeZone })
				next.delete(PAGE_KEY)
				go(toSearch(next))
			},
			// Without the module the loader makes the URL canonical (it redirects), a step more.
			() => {
				params.delete(PAGE_KEY)
				go(toSearch(params))
			},
		)
	}, [])

	useEffect(() => () => clearTimeout(debounce.current), [])

	// Ticking a filter moves the focus to its first control once it shows (its code may come
	// later than the new URL: its frame calls `shown`); removing one, to the Filters button (the
	// Remove link that had it is gone).
	const shown = useCallback(() => {
		const target = focusNext.current
		if (target === null) return
		const element =
			target === MENU ? menuRef.current : document.getElementById(`${barId}-${target}`)
		if (element) {
			element.focus()
			focusNext.current = null
		}
	}, [barId])
	const context = useMemo<FilterBarContextValue>(() => {
		const href = (params: URLSearchParams) => `${location.pathname}${toSearch(params)}`
		return {
			hydrated,
			timeZone,
			controlId: (query) => `${barId}-${query}`,
			apply,
			applySoon: () => {
				clearTimeout(debounce.current)
				debounce.current = setTimeout(() => apply(), TEXT_DEBOUNCE_MS)
			},
			removeTo: (definition) => href(withFilterSelected(definition, current, false)),
			remove: (definition) => {
				focusNext.current = MENU
				apply((params) => withFilterSelected(definition, params, false))
			},
			unchooseTo: (definition, id) => href(withoutEntity(definition, current, id)),
			unchoose: (definition: PojoFilterDefinition, id: string) =>
				apply((params) => withoutEntity(definition, params, id)),
			choose: (definition: PojoFilterDefinition, entity: FilterEntity) =>
				apply((params) => params.append(definition.query, entity.id)),
			shown,
		}
	}, [apply, barId, current, hydrated, location.pathname, shown, timeZone])

	useEffect(() => shown(), [state, context, shown])

	const states = new Map(state.filters.map((filter) => [filter.query, filter]))
	const selected = definitions.filter((definition) => states.get(definition.query)?.isSelected)
	const optional = definitions.filter((definition) => !definition.required)

	return (
		<FilterBarContext.Provider value={context}>
			<Form
				ref={formRef}
				method="get"
				// The path itself: Remix's default action would add ?index on an index route.
				action={location.pathname}
				role="search"
				aria-label={t('filter:filters')}
				className={['flex flex-wrap items-start gap-3', className].filter(Boolean).join(' ')}
				// Reaching for the bar (its Filters menu, mostly) is the sign a filter may be ticked.
				onPointerEnter={prepare}
				onFocus={prepare}
				onSubmit={(event) => {
					if (!hydrated) return
					event.preventDefault()
					apply()
				}}
			>
				{/* Enter in a field sends the form through its first submit button: this one, not a
				Filters menu button that would tick a filter. Out of sight and of the tab order. */}
				<button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
					{t('filter:filter')}
				</button>
				{preserved.map(([key, value], index) => (
					<input key={`${key}-${index}`} type="hidden" name={key} value={value} />
				))}
				<FiltersMenu
					ref={menuRef}
					definitions={optional}
					selected={new Set(selected.map((definition) => definition.query))}
					onToggle={(definition, isSelected) => {
						focusNext.current = isSelected ? definition.query : null
						apply((params) => withFilterSelected(definition, params, isSelected))
					}}
					keepFocus={() => typeof focusNext.current === 'string'}
				/>
				{selected.map((definition) => {
					const filter = states.get(definition.query)
					return filter ? (
						<Suspense
							key={definition.query}
							fallback={<KeptValues definition={definition} current={current} />}
						>
							<SelectedFilter definition={definition} filter={filter} state={state} />
						</Suspense>
					) : null
				})}
				{hydrated || selected.length === 0 ? null : (
					<Button type="submit" className="self-end">
						{t('filter:filter')}
					</Button>
				)}
			</Form>
		</FilterBarContext.Provider>
	)
}

/**
 * A filter whose controls are still on their way (ticked with JavaScript before their code came):
 * its values from the URL as hidden inputs, so that a change to another filter meanwhile keeps it.
 */
function KeptValues({
	definition,
	current,
}: {
	definition: FilterDefinition
	current: URLSearchParams
}) {
	return filterKeys(definition).flatMap((key) =>
		current
			.getAll(key)
			.map((value, index) => (
				<input key={`${key}-${index}`} type="hidden" name={key} value={value} />
			)),
	)
}
