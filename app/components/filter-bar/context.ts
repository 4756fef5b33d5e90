import {
	createContext,
	useContext,
	useState,
	type Dispatch,
	type MouseEvent,
	type SetStateAction,
} from 'react'
import { type FilterDefinition, type FilterEntity, type PojoFilterDefinition } from './definition'

/** Rewrites the form's query string before it is applied; may return a new one. */
export type ParamsChange = (params: URLSearchParams) => URLSearchParams | void

/** What the bar gives each filter: its ids, and the ways to change the URL. */
export type FilterBarContextValue = {
	/** False on the server and without JavaScript: plain form controls, submit buttons, links. */
	hydrated: boolean
	timeZone: string
	/** The id of a filter's first control (focused when the filter is ticked). */
	controlId: (query: string) => string
	/** Applies the form now (JS): its values, changed by `change`, canonical, replacing the entry. */
	apply: (change?: ParamsChange) => void
	/** Applies the form once typing has rested (text, numbers, typed dates). */
	applySoon: () => void
	/** Where the Remove control of a filter leads: the path and query without it. */
	removeTo: (definition: FilterDefinition) => string
	/** Removes a filter, keeping what was typed in the others (JS). */
	remove: (definition: FilterDefinition) => void
	/** Where the Remove control of a chosen entity leads. */
	unchooseTo: (definition: PojoFilterDefinition, id: string) => string
	unchoose: (definition: PojoFilterDefinition, id: string) => void
	choose: (definition: PojoFilterDefinition, entity: FilterEntity) => void
	/** A filter's controls are in the document (their code can come after the URL that ticked it). */
	shown: () => void
}

export const FilterBarContext = createContext<FilterBarContextValue | null>(null)

export function useFilterBar(): FilterBarContextValue {
	const context = useContext(FilterBarContext)
	if (!context) throw new Error('A filter is rendered outside its FilterBar')
	return context
}

/**
 * Local state that starts from a value and starts again from it whenever it changes (the URL
 * moved on): a control shows what the user just did at once, and what the URL says once loaded.
 */
export function useSyncedState<T>(value: T): [T, Dispatch<SetStateAction<T>>] {
	return useResettableState(value, value)
}

/** Local state that goes back to `initial` whenever `resetKey` changes. */
export function useResettableState<T>(
	initial: T,
	resetKey: unknown,
): [T, Dispatch<SetStateAction<T>>] {
	const [state, setState] = useState(initial)
	const [key, setKey] = useState(resetKey)
	if (!Object.is(key, resetKey)) {
		setKey(resetKey)
		setState(initial)
	}
	return [state, setState]
}

/**
 * A click the page may handle itself: the main button, no modifier (a Ctrl/⌘-click or a middle
 * click opens the link's URL elsewhere, as links do).
 */
export function isPlainClick(event: MouseEvent) {
	return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}
