import { LIST_PAGE_SIZE } from './paging'

// The infinite list as a state machine (spec §4): idle → loading → idle … → finished. Pure, so
// every transition is a unit test; the component only performs what the state asks for.

/**
 * idle: more rows may exist and none are being fetched; loading: page `page + 1` is on its way;
 * finished: a page came back short, there is nothing more (this is the "finished flag").
 */
export type ListStatus = 'idle' | 'loading' | 'finished'

export type ListState<Row> = {
	status: ListStatus
	rows: readonly Row[]
	/** The page counter: pages held so far (the last may be short). */
	page: number
	/**
	 * Bumped when the rows are replaced (filters applied), so a batch asked for before cannot land
	 * in the new list: it names the generation it was asked in.
	 */
	generation: number
	/** The last batch could not be read: the list stops loading on its own until asked again. */
	failed: boolean
}

export type ListEvent<Row> =
	/** Scrolled near the end, or "Load more" pressed. */
	| { type: 'more' }
	/** Page `page` arrived, asked for in `generation`. */
	| { type: 'batch'; rows: readonly Row[]; page: number; generation: number }
	/** Page `page` of `generation` came back as something that is not a batch. */
	| { type: 'failed'; page: number; generation: number }
	/**
	 * Filters applied: rows, page counter and finished flag start over. With `rows`, the server
	 * already reloaded the first `pages` pages (a navigation); without, page 1 is to be loaded.
	 */
	| { type: 'reset'; rows?: readonly Row[]; pages?: number }
	/**
	 * The same filters' first `pages` pages again (Remix revalidated the loader after an action):
	 * they replace the start of the list and the pages fetched since are kept.
	 */
	| { type: 'revalidated'; rows: readonly Row[]; pages: number }

/** Finished when the rows do not fill the pages they should: the last page came back short. */
function statusOf(rows: number, pages: number): ListStatus {
	return rows < pages * LIST_PAGE_SIZE ? 'finished' : 'idle'
}

/** The first `pages` pages as the server rendered them. */
export function initialListState<Row>(
	rows: readonly Row[],
	pages: number,
	generation = 0,
): ListState<Row> {
	const page = Math.max(1, Math.floor(pages))
	return { status: statusOf(rows.length, page), rows, page, generation, failed: false }
}

/** The page a loading list is waiting for, or null when it waits for none. */
export function loadingPage(state: ListState<unknown>): number | null {
	return state.status === 'loading' ? state.page + 1 : null
}

/** A batch belongs to the current list only if it is the very page this generation waits for. */
function isCurrent(state: ListState<unknown>, page: number, generation: number) {
	return generation === state.generation && page === loadingPage(state)
}

export function listReducer<Row>(state: ListState<Row>, event: ListEvent<Row>): ListState<Row> {
	switch (event.type) {
		case 'more':
			if (state.status !== 'idle') return state
			return { ...state, status: 'loading', failed: false }
		case 'batch':
			if (!isCurrent(state, event.page, event.generation)) return state
			return {
				...state,
				status: event.rows.length < LIST_PAGE_SIZE ? 'finished' : 'idle',
				// A batch longer than a page would be an API fault; what we asked for is a page.
				rows: [...state.rows, ...event.rows.slice(0, LIST_PAGE_SIZE)],
				page: event.page,
			}
		case 'failed':
			if (!isCurrent(state, event.page, event.generation)) return state
			return { ...state, status: 'idle', failed: true }
		case 'reset':
			if (event.rows) return initialListState(event.rows, event.pages ?? 1, state.generation + 1)
			return {
				status: 'loading',
				rows: [],
				page: 0,
				generation: state.generation + 1,
				failed: false,
			}
		case 'revalidated': {
			const fresh = initialListState<Row>(event.rows, event.pages, state.generation)
			// The list now ends within the server's pages, or the server holds more pages than we
			// do: its answer is the whole list, and a batch on its way no longer fits.
			if (fresh.status === 'finished' || fresh.page > state.page) {
				const superseded = state.status === 'loading'
				return { ...fresh, generation: state.generation + (superseded ? 1 : 0) }
			}
			// The pages fetched since the first render follow the fresh start; a batch on its way
			// is still the next page.
			const grew = state.status === 'finished' && fresh.page === state.page
			return {
				...state,
				status: grew ? 'idle' : state.status,
				rows: [...event.rows, ...state.rows.slice(fresh.page * LIST_PAGE_SIZE)],
			}
		}
	}
}
