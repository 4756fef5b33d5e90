import { describe, expect, test, vi } from 'vitest'
import {
	LIST_PAGE_SIZE,
	loadListRows,
	MAX_LIST_PAGES,
	readListPage,
} from '~/components/infinite-list/paging.server'

function request(search: string) {
	return new Request(`http://localhost/cashiers${search}`)
}

/** An API list of `length` rows numbered from 0, recording the calls. */
function api(length: number) {
	const calls: Array<[number, number]> = []
	const fetchRows = vi.fn(async (offset: number, size: number) => {
		calls.push([offset, size])
		expect(size).toBeGreaterThanOrEqual(1)
		expect(size).toBeLessThanOrEqual(100)
		return Array.from({ length: Math.max(0, Math.min(size, length - offset)) }, (_, index) => ({
			id: offset + index,
		}))
	})
	return { calls, fetchRows }
}

describe('readListPage', () => {
	test('page 1 and no batch by default', () => {
		expect(readListPage(request(''))).toEqual({ page: 1, batch: false })
	})

	test('reads the page and the batch marker', () => {
		expect(readListPage(request('?tab=auditors&page=3'))).toEqual({ page: 3, batch: false })
		expect(readListPage(request('?page=3&batch=1'))).toEqual({ page: 3, batch: true })
	})

	test('anything but a whole number is page 1', () => {
		for (const page of ['abc', '-2', '1.5', '', '2e3', '0x10'])
			expect(readListPage(request(`?page=${page}`)).page).toBe(1)
	})

	test('clamps a document to 1…50 pages', () => {
		expect(readListPage(request('?page=0')).page).toBe(1)
		expect(readListPage(request('?page=51')).page).toBe(MAX_LIST_PAGES)
		expect(readListPage(request('?page=99999999999')).page).toBe(1)
	})

	test('a batch may go past page 50, so scrolling with JavaScript does not stop there', () => {
		expect(readListPage(request('?page=51&batch=1')).page).toBe(51)
		expect(readListPage(request('?page=999999&batch=1')).page).toBe(5000)
	})

	test('only batch=1 is the marker', () => {
		expect(readListPage(request('?page=2&batch=0')).batch).toBe(false)
		expect(readListPage(request('?page=2&batch')).batch).toBe(false)
	})
})

describe('loadListRows', () => {
	test('the page size is 20', () => {
		expect(LIST_PAGE_SIZE).toBe(20)
	})

	test('a batch is one page at its offset', async () => {
		const { calls, fetchRows } = api(1000)
		const result = await loadListRows(request('?page=4&batch=1'), fetchRows)
		expect(calls).toEqual([[60, 20]])
		expect(result.page).toBe(4)
		expect(result.rows.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, i) => 60 + i))
	})

	test('a short batch answers what there is', async () => {
		const { fetchRows } = api(45)
		expect((await loadListRows(request('?page=3&batch=1'), fetchRows)).rows).toHaveLength(5)
	})

	test('a document without a page is the first page in one call', async () => {
		const { calls, fetchRows } = api(1000)
		const result = await loadListRows(request(''), fetchRows)
		expect(calls).toEqual([[0, 20]])
		expect(result).toMatchObject({ page: 1 })
		expect(result.rows).toHaveLength(20)
	})

	test('pages 1…N in calls of at most 100 rows, one per 100', async () => {
		const { calls, fetchRows } = api(1000)
		const result = await loadListRows(request('?page=7'), fetchRows)
		expect(calls).toEqual([
			[0, 100],
			[100, 40],
		])
		expect(result.rows.map((row) => row.id)).toEqual(Array.from({ length: 140 }, (_, i) => i))
		expect(result.page).toBe(7)
	})

	test('five pages are exactly one call', async () => {
		const { calls, fetchRows } = api(1000)
		await loadListRows(request('?page=5'), fetchRows)
		expect(calls).toEqual([[0, 100]])
	})

	test('stops asking once a call comes back short', async () => {
		const { calls, fetchRows } = api(130)
		const result = await loadListRows(request('?page=20'), fetchRows)
		expect(calls).toEqual([
			[0, 100],
			[100, 100],
		])
		expect(result.rows).toHaveLength(130)
	})

	test('the deepest document, 50 pages, is ten calls', async () => {
		const { calls, fetchRows } = api(5000)
		const result = await loadListRows(request('?page=80'), fetchRows)
		expect(calls).toHaveLength(10)
		expect(result).toMatchObject({ page: 50 })
		expect(result.rows).toHaveLength(1000)
	})

	test('an answer longer than asked is cut to the size asked', async () => {
		const fetchRows = async (offset: number, size: number) =>
			Array.from({ length: size + 5 }, (_, index) => offset + index)
		expect((await loadListRows(request('?page=2'), fetchRows)).rows).toHaveLength(40)
		expect((await loadListRows(request('?page=2&batch=1'), fetchRows)).rows).toHaveLength(20)
	})

	test('an API failure reaches the loader', async () => {
		const failing = () => Promise.reject(new Error('down'))
		await expect(loadListRows(request(''), failing)).rejects.toThrow('down')
	})
})
