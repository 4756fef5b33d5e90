import { useFetcher, useFormAction, useLocation } from '@remix-run/react'
import {
	useCallback,
	useEffect,
	useReducer,
	useRef,
	useState,
	type CSSProperties,
	type Key,
	type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClassName } from '../ui/button'
import { useHydrated } from '../use-hydrated'
import {
	batchUrlFrom,
	LIST_PAGE_SIZE,
	listResetKey,
	loadMoreSearch,
	MAX_LIST_PAGES,
	pageAnchorId,
} from './paging'
import { initialListState, listReducer, loadingPage, type ListEvent, type ListState } from './state'

/** Spec §9: the next batch loads when the end of the list comes within 200 px. */
export const LOAD_AHEAD_PX = 200

export type InfiniteListProps<Row> = {
	/** The loader's rows: pages 1…`page` (loadListRows). */
	rows: readonly Row[]
	/** The loader's page: how many pages `rows` holds. */
	page: number
	/**
	 * Changes when the filters are applied, and the list starts over. Default: the query without
	 * `page`, `batch` and `index` (listResetKey); pass one to leave other keys out too (a dialog's).
	 */
	resetKey?: string
	/**
	 * The URL answering page N alone, `{ rows }` (a loader calling loadListRows). Default: this
	 * route with the current query, `page=N&batch=1`, and `index` on an index route (without it
	 * Remix would send the fetch to the parent route's loader).
	 */
	batchUrl?: (page: number) => string
	getKey: (row: Row) => Key
	renderRow: (row: Row) => ReactNode
	/** Shown instead of the list when it has no rows at all. */
	empty: ReactNode
	/** The list's accessible name. */
	label: string
	/** Prefix of the page anchors (`{id}-page-3`); unique on the page. Default `list`. */
	id?: string
	/** A row's expected height in px, the placeholder size of rows off screen. Default 72. */
	rowHeight?: number
	className?: string
}

/**
 * Rows page by page (spec §2, §4, §7). The server renders the first `page` pages; with
 * JavaScript the next page loads through a fetcher when the end comes within 200 px, or from the
 * "Load more" button; without, "Load more" is a link to `?page=N+1` that lands on the new rows.
 */
export function InfiniteList<Row>({
	rows,
	page,
	resetKey,
	batchUrl,
	getKey,
	renderRow,
	empty,
	label,
	id = 'list',
	rowHeight = 72,
	className,
}: InfiniteListProps<Row>) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const location = useLocation()
	const defaultBatchUrl = useListBatchUrl()
	const key = resetKey ?? listResetKey(location.search)
	const [state, dispatch] = useReducer(listReducer<Row>, undefined, () =>
		initialListState(rows, page),
	)

	// New loader data: other filters start over; the same filters (Remix revalidating after an
	// action, or a dialog opening) keep what was fetched since. Adjusted while rendering rather than
	// in an effect, so the old rows never show under the new filters. Rows compare item by item, so
	// a caller's new array of the same rows (a .filter() in render) is no change.
	const [source, setSource] = useState({ rows, page, key })
	if (!sameRows(source.rows, rows) || source.page !== page || source.key !== key) {
		setSource({ rows, page, key })
		dispatch(
			source.key !== key
				? { type: 'reset', rows, pages: page }
				: { type: 'revalidated', rows, pages: page },
		)
	}

	const moreButton = useRef<HTMLButtonElement>(null)
	const status = useRef<HTMLParagraphElement>(null)
	const arrived = useFetchBatches(state, dispatch, batchUrl ?? defaultBatchUrl, () =>
		Boolean(moreButton.current && document.activeElement === moreButton.current),
	)

	// Whoever pressed "Load more" (or waited on it) goes on at the first new row; when the batch
	// brought none, at the status that says the list ended (the button is gone).
	useEffect(() => {
		if (arrived.current === null || state.status === 'loading') return
		const target = document.getElementById(pageAnchorId(id, arrived.current)) ?? status.current
		arrived.current = null
		target?.focus()
	}, [state, arrived, id])

	const sentinel = useLoadNearTheEnd(state, dispatch)
	const items = uniqueRows(state.rows, getKey)
	const loading = state.status === 'loading'
	const nextPage = state.page + 1
	// The rows' placeholder height, set once on the list for its rows' class (tailwind.css
	// .list-row) rather than as a style on each of them: a page renders 20 to 200 rows.
	const listStyle = { '--list-row-height': `${rowHeight}px` } as CSSProperties

	return (
		<div className={['flex flex-col gap-3', className].filter(Boolean).join(' ')}>
			{items.length === 0 && !loading ? (
				empty
			) : (
				/*
				 * Long lists stay smooth with CSS rather than a JavaScript window: content-visibility
				 * skips layout and paint of rows off screen, and contain-intrinsic-size holds their place
				 * (`auto` remembers each row's real height once seen, so the scrollbar does not jump).
				 * A virtualised list (react-window and the like) would take rows out of the document:
				 * nothing to render without JavaScript or on the server, no find-in-page, no page
				 * anchors for the "Load more" link, and a screen reader's list count would be wrong.
				 * Here every row stays in the document and in the accessibility tree.
				 * Paint containment clips what overflows a row: rows keep their focus rings inside.
				 */
				// role="list" is not redundant: Safari drops the role of a list without bullets.
				// eslint-disable-next-line jsx-a11y/no-redundant-roles
				<ul
					role="list"
					aria-label={label}
					aria-busy={loading || undefined}
					className="flex flex-col"
					style={listStyle}
				>
					{items.map((item) => (
						<li
							key={item.key}
							id={item.startsPage ? pageAnchorId(id, item.startsPage) : undefined}
							// Focus lands on a page's first row after "Load more" (the link's #anchor
							// without JavaScript, focus() with it).
							tabIndex={item.startsPage ? -1 : undefined}
							className="list-row"
						>
							{renderRow(item.row)}
						</li>
					))}
				</ul>
			)}
			{state.status === 'finished' ? null : <div ref={sentinel} aria-hidden="true" />}
			{/* Always in the accessibility tree (sr-only when empty, never display:none): a live region
			that appears together with its text is not announced everywhere. */}
			<p
				ref={status}
				role="status"
				aria-live="polite"
				tabIndex={-1}
				className="text-center text-sm text-slate-700 empty:sr-only focus-visible:outline-2 focus-visible:outline-emerald-700"
			>
				{statusText()}
			</p>
			{state.status === 'finished' ? null : hydrated ? (
				<Button
					ref={moreButton}
					type="button"
					variant="secondary"
					className="self-center aria-disabled:cursor-wait aria-disabled:opacity-60"
					// Not `disabled`: that would drop the focus of whoever pressed it.
					aria-disabled={loading || undefined}
					onClick={() => {
						if (!loading) dispatch({ type: 'more' })
					}}
				>
					{t('list:loadMore')}
				</Button>
			) : nextPage <= MAX_LIST_PAGES ? (
				<a
					href={`${location.pathname}${loadMoreSearch(location.search, nextPage)}#${pageAnchorId(id, nextPage)}`}
					className={buttonClassName({ variant: 'secondary', className: 'self-center' })}
				>
					{t('list:loadMore')}
				</a>
			) : (
				<p className="text-center text-sm text-slate-700">
					{t('list:limit', { total: MAX_LIST_PAGES * LIST_PAGE_SIZE })}
				</p>
			)}
		</div>
	)

	function statusText() {
		if (loading) return t('list:loading')
		if (state.failed) return t('list:failed')
		if (state.status === 'finished') return items.length > 0 ? t('list:end') : ''
		// After a batch the count says what arrived; the server's own pages need no word.
		return state.page > page ? t('list:shown', { total: items.length }) : ''
	}
}

/**
 * The default batch URL of the list in the route rendering it: that route, the current query,
 * `page=N&batch=1`, and `index` when it is an index route (see InfiniteListProps.batchUrl).
 */
export function useListBatchUrl() {
	// The form action of the rendering route is exactly that, but for page and marker.
	const action = useFormAction()
	return useCallback((page: number) => batchUrlFrom(action, page), [action])
}

type Dispatch<Row> = (event: ListEvent<Row>) => void

/**
 * Loads the page the state waits for through a fetcher, and hands back what arrives. Returns the
 * page of the batch that just arrived while `keepsFocus()` was true (the "Load more" button had
 * the focus), so the focus can move to its rows.
 */
function useFetchBatches<Row>(
	state: ListState<Row>,
	dispatch: Dispatch<Row>,
	batchUrl: (page: number) => string,
	keepsFocus: () => boolean,
) {
	const fetcher = useFetcher()
	const { load } = fetcher
	const fetched: unknown = fetcher.data
	const fetcherState = fetcher.state
	// What the effects need from the latest render without rerunning on its every change.
	const latest = useRef({ batchUrl, fetched, keepsFocus, generation: state.generation })
	useEffect(() => {
		latest.current = { batchUrl, fetched, keepsFocus, generation: state.generation }
	})
	/** The batch asked for: its page, the generation it belongs to, the fetcher data before it. */
	const pending = useRef<{ page: number; generation: number; before: unknown } | null>(null)
	const arrived = useRef<number | null>(null)

	const wanted = loadingPage(state)
	const { generation } = state
	useEffect(() => {
		if (wanted === null) return
		const asked = pending.current
		if (asked && asked.page === wanted && asked.generation === generation) return
		pending.current = { page: wanted, generation, before: latest.current.fetched }
		// A new load cancels one still on its way: that batch was for a list that is gone.
		load(latest.current.batchUrl(wanted))
	}, [wanted, generation, load])

	useEffect(() => {
		const asked = pending.current
		// Remix also reloads the fetcher after an action; with nothing asked, that answer is not ours.
		if (!asked || fetcherState !== 'idle' || fetched === asked.before) return
		pending.current = null
		const rows = batchRows(fetched)
		if (!rows) {
			dispatch({ type: 'failed', page: asked.page, generation: asked.generation })
			return
		}
		// A stale batch is dropped by the reducer; it must not move the focus either.
		if (asked.generation === latest.current.generation && latest.current.keepsFocus()) {
			arrived.current = asked.page
		}
		// The loader that answered is the one that rendered `Row`s: same shape, same serialisation.
		dispatch({ type: 'batch', rows: rows as Row[], page: asked.page, generation: asked.generation })
	}, [fetcherState, fetched, dispatch])

	return arrived
}

function batchRows(data: unknown): unknown[] | null {
	if (typeof data !== 'object' || data === null || !('rows' in data)) return null
	return Array.isArray(data.rows) ? data.rows : null
}

/**
 * A sentinel after the last row; when it comes within LOAD_AHEAD_PX of the viewport the next page
 * is wanted. Returns the sentinel's ref.
 */
function useLoadNearTheEnd<Row>(state: ListState<Row>, dispatch: Dispatch<Row>) {
	const element = useRef<HTMLElement | null>(null)
	const [inView, setInView] = useInView()
	const ref = useCallback(
		(node: HTMLElement | null) => {
			element.current = node
			setInView(node)
		},
		[setInView],
	)
	const { status, failed } = state
	useEffect(() => {
		// After a failure only "Load more" tries again, or it would retry in a loop.
		if (!inView || status !== 'idle' || failed || !element.current) return
		// `inView` is the observer's last word, which can predate the rows just added: ask the
		// layout whether the end is still near, or every batch would pull one more behind it.
		const { top } = element.current.getBoundingClientRect()
		if (top <= window.innerHeight + LOAD_AHEAD_PX) dispatch({ type: 'more' })
	}, [inView, status, failed, dispatch])
	return ref
}

/**
 * Whether the element given to the returned ref is within LOAD_AHEAD_PX below the viewport, as
 * an IntersectionObserver last said (false once the element is gone). Our own few lines rather
 * than react-intersection-observer (~1 KB gzipped in every list page's first load) since the list
 * watches one element with one margin.
 */
function useInView(): [boolean, (node: HTMLElement | null) => void] {
	const [inView, setInView] = useState(false)
	const observer = useRef<IntersectionObserver | null>(null)
	const observe = useCallback((node: HTMLElement | null) => {
		observer.current?.disconnect()
		observer.current = null
		if (!node) {
			setInView(false)
			return
		}
		// Without the API (very old browsers) "Load more" is the way on.
		if (typeof IntersectionObserver === 'undefined') return
		const next = new IntersectionObserver(
			(entries) => {
				const last = entries[entries.length - 1]
				if (last) setInView(last.isIntersecting)
			},
			{ rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` },
		)
		next.observe(node)
		observer.current = next
	}, [])
	return [inView, observe]
}

function sameRows<Row>(a: readonly Row[], b: readonly Row[]) {
	return a === b || (a.length === b.length && a.every((row, index) => row === b[index]))
}

/**
 * The rows to render, each key once (a row that moved pages between two batches would otherwise
 * show twice), each page's first row marked with its page number.
 */
function uniqueRows<Row>(rows: readonly Row[], getKey: (row: Row) => Key) {
	const seen = new Set<Key>()
	const items: Array<{ row: Row; key: Key; startsPage: number | null }> = []
	let startsPage: number | null = null
	rows.forEach((row, index) => {
		if (index % LIST_PAGE_SIZE === 0) startsPage = index / LIST_PAGE_SIZE + 1
		const key = getKey(row)
		if (seen.has(key)) return
		seen.add(key)
		items.push({ row, key, startsPage })
		startsPage = null
	})
	return items
}
