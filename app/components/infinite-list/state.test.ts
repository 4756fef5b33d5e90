import { describe, expect, test } from 'vitest'
import { LIST_PAGE_SIZE } from './paging'
import { initialListState, listReducer, loadingPage, type ListState } from './state'

function rowsFrom(first: number, count: number) {
	return Array.from({ length: count }, (_, index) => ({ id: String(first + index) }))
}

type Row = { id: string }

/** A list holding `pages` full pages, waiting for the next one. */
function loading(pages = 1): ListState<Row> {
	return listReducer(initialListState(rowsFrom(1, pages * LIST_PAGE_SIZE), pages), {
		type: 'more',
	})
}

describe('initial rows', () => {
	test('full pages leave the list idle, with the page counter at the pages rendered', () => {
		const state = initialListState(rowsFrom(1, 3 * LIST_PAGE_SIZE), 3)
		expect(state).toMatchObject({ status: 'idle', page: 3, failed: false })
		expect(state.rows).toHaveLength(60)
	})

	test('fewer rows than the pages hold finish the list', () => {
		expect(initialListState(rowsFrom(1, 59), 3).status).toBe('finished')
		expect(initialListState(rowsFrom(1, 19), 1).status).toBe('finished')
	})

	test('no rows at all finish the list', () => {
		expect(initialListState([], 1)).toMatchObject({ status: 'finished', page: 1 })
	})

	test('a page counter below one counts as one', () => {
		expect(initialListState(rowsFrom(1, 20), 0).page).toBe(1)
	})
})

describe('more wanted', () => {
	test('an idle list starts loading the next page', () => {
		const state = loading(2)
		expect(state.status).toBe('loading')
		expect(loadingPage(state)).toBe(3)
	})

	test('a loading list does not ask twice', () => {
		const state = loading()
		expect(listReducer(state, { type: 'more' })).toBe(state)
	})

	test('a finished list stays finished', () => {
		const state = initialListState(rowsFrom(1, 5), 1)
		expect(listReducer(state, { type: 'more' })).toBe(state)
		expect(loadingPage(state)).toBeNull()
	})
})

describe('a batch arrived', () => {
	test('a full page is appended and the list is idle again', () => {
		const state = listReducer(loading(), {
			type: 'batch',
			rows: rowsFrom(21, 20),
			page: 2,
			generation: 0,
		})
		expect(state).toMatchObject({ status: 'idle', page: 2 })
		expect(state.rows.map((row) => row.id)).toEqual(rowsFrom(1, 40).map((row) => row.id))
	})

	test('a batch with fewer rows than the page size finishes the list', () => {
		const state = listReducer(loading(), {
			type: 'batch',
			rows: rowsFrom(21, 7),
			page: 2,
			generation: 0,
		})
		expect(state).toMatchObject({ status: 'finished', page: 2 })
		expect(state.rows).toHaveLength(27)
	})

	test('an empty batch finishes the list', () => {
		const state = listReducer(loading(), { type: 'batch', rows: [], page: 2, generation: 0 })
		expect(state).toMatchObject({ status: 'finished', page: 2 })
		expect(state.rows).toHaveLength(20)
	})

	test('a batch asked for before the filters were applied is ignored', () => {
		const before = loading()
		const reset = listReducer(before, { type: 'reset', rows: rowsFrom(100, 20), pages: 1 })
		const state = listReducer(reset, {
			type: 'batch',
			rows: rowsFrom(21, 20),
			page: 2,
			generation: before.generation,
		})
		expect(state).toBe(reset)
	})

	test('a stale batch is ignored even when the new list waits for the same page', () => {
		const before = loading()
		const waiting = listReducer(
			listReducer(before, { type: 'reset', rows: rowsFrom(100, 20), pages: 1 }),
			{ type: 'more' },
		)
		expect(loadingPage(waiting)).toBe(2)
		const state = listReducer(waiting, {
			type: 'batch',
			rows: rowsFrom(21, 20),
			page: 2,
			generation: before.generation,
		})
		expect(state).toBe(waiting)
	})

	test('a batch of another page than the one awaited is ignored', () => {
		const state = loading()
		expect(
			listReducer(state, { type: 'batch', rows: rowsFrom(41, 20), page: 3, generation: 0 }),
		).toBe(state)
	})

	test('a batch while nothing is awaited is ignored', () => {
		const idle = initialListState(rowsFrom(1, 20), 1)
		expect(
			listReducer(idle, { type: 'batch', rows: rowsFrom(21, 20), page: 2, generation: 0 }),
		).toBe(idle)
	})

	test('rows past one page are not taken', () => {
		const state = listReducer(loading(), {
			type: 'batch',
			rows: rowsFrom(21, 25),
			page: 2,
			generation: 0,
		})
		expect(state.rows).toHaveLength(40)
	})
})

describe('a batch failed', () => {
	test('the list is idle again, marked failed, and the next "more" clears the mark', () => {
		const failed = listReducer(loading(), { type: 'failed', page: 2, generation: 0 })
		expect(failed).toMatchObject({ status: 'idle', failed: true, page: 1 })
		const again = listReducer(failed, { type: 'more' })
		expect(again).toMatchObject({ status: 'loading', failed: false })
	})

	test('a stale failure is ignored', () => {
		const state = loading()
		expect(listReducer(state, { type: 'failed', page: 2, generation: 7 })).toBe(state)
	})
})

describe('filters applied', () => {
	test('with the server’s rows: rows replaced, page counter and finished flag start over', () => {
		const finished = listReducer(loading(3), {
			type: 'batch',
			rows: rowsFrom(61, 3),
			page: 4,
			generation: 0,
		})
		expect(finished.status).toBe('finished')
		const state = listReducer(finished, { type: 'reset', rows: rowsFrom(500, 20), pages: 1 })
		expect(state).toMatchObject({ status: 'idle', page: 1, generation: 1, failed: false })
		expect(state.rows[0]).toEqual({ id: '500' })
	})

	test('with fewer rows than a page the new list is finished at once', () => {
		const state = listReducer(loading(), { type: 'reset', rows: rowsFrom(500, 4), pages: 1 })
		expect(state).toMatchObject({ status: 'finished', page: 1 })
	})

	test('without rows the list empties and loads page 1', () => {
		const state = listReducer(loading(2), { type: 'reset' })
		expect(state).toMatchObject({ status: 'loading', rows: [], page: 0, generation: 1 })
		expect(loadingPage(state)).toBe(1)
		const loaded = listReducer(state, {
			type: 'batch',
			rows: rowsFrom(1, 20),
			page: 1,
			generation: 1,
		})
		expect(loaded).toMatchObject({ status: 'idle', page: 1 })
	})

	test('a failure flag does not survive a reset', () => {
		const failed = listReducer(loading(), { type: 'failed', page: 2, generation: 0 })
		expect(listReducer(failed, { type: 'reset', rows: rowsFrom(1, 20) }).failed).toBe(false)
	})
})

describe('revalidated', () => {
	function twoPages() {
		return listReducer(loading(), { type: 'batch', rows: rowsFrom(21, 20), page: 2, generation: 0 })
	}

	test('the first pages are replaced and the pages fetched since are kept', () => {
		const fresh = rowsFrom(1, 20).map((row) => ({ ...row, fresh: true }))
		const state = listReducer<Row & { fresh?: boolean }>(twoPages(), {
			type: 'revalidated',
			rows: fresh,
			pages: 1,
		})
		expect(state).toMatchObject({ status: 'idle', page: 2, generation: 0 })
		expect(state.rows).toHaveLength(40)
		expect(state.rows[0]).toEqual({ id: '1', fresh: true })
		expect(state.rows[20]).toEqual({ id: '21' })
	})

	test('a batch on its way still lands after a revalidation', () => {
		const waiting = listReducer(twoPages(), { type: 'more' })
		const state = listReducer(waiting, { type: 'revalidated', rows: rowsFrom(1, 20), pages: 1 })
		expect(loadingPage(state)).toBe(3)
		const landed = listReducer(state, {
			type: 'batch',
			rows: rowsFrom(41, 20),
			page: 3,
			generation: state.generation,
		})
		expect(landed.rows).toHaveLength(60)
	})

	test('when the server’s pages now come back short the list ends there', () => {
		const waiting = listReducer(twoPages(), { type: 'more' })
		const state = listReducer(waiting, { type: 'revalidated', rows: rowsFrom(1, 12), pages: 1 })
		expect(state).toMatchObject({ status: 'finished', page: 1, generation: 1 })
		expect(state.rows).toHaveLength(12)
	})

	test('more pages from the server than held replace the list and drop a batch on its way', () => {
		const waiting = loading()
		const state = listReducer(waiting, { type: 'revalidated', rows: rowsFrom(1, 60), pages: 3 })
		expect(state).toMatchObject({ status: 'idle', page: 3, generation: 1 })
		expect(
			listReducer(state, { type: 'batch', rows: rowsFrom(21, 20), page: 2, generation: 0 }),
		).toBe(state)
	})

	test('a finished list whose last page filled up may grow again', () => {
		const finished = initialListState(rowsFrom(1, 15), 1)
		const state = listReducer(finished, { type: 'revalidated', rows: rowsFrom(1, 20), pages: 1 })
		expect(state).toMatchObject({ status: 'idle', page: 1 })
	})
})
