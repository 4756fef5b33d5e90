import { describe, expect, test } from 'vitest'
import { batchSearch, batchUrlFrom, listResetKey, loadMoreSearch, pageAnchorId } from './paging'

describe('listResetKey', () => {
	test('leaves out the page, the batch marker and Remix’s index marker', () => {
		expect(listResetKey('?tab=auditors&page=3&batch=1&index')).toBe('tab=auditors')
		expect(listResetKey('?page=2')).toBe('')
	})

	test('the same filters in another order are the same key', () => {
		expect(listResetKey('?unit=a&tab=cashiers')).toBe(listResetKey('tab=cashiers&unit=a'))
	})

	test('a repeated key keeps all its values, in their order', () => {
		expect(listResetKey('?unit=b&tab=x&unit=a')).toBe('tab=x&unit=b&unit=a')
		expect(listResetKey('?unit=a')).not.toBe(listResetKey('?unit=b'))
	})
})

describe('loadMoreSearch', () => {
	test('keeps every other key and sets the page', () => {
		expect(loadMoreSearch('?tab=auditors&unit=a&unit=b&page=1', 2)).toBe(
			'?tab=auditors&unit=a&unit=b&page=2',
		)
		expect(loadMoreSearch('', 2)).toBe('?page=2')
	})

	test('never carries the batch or index markers', () => {
		expect(loadMoreSearch('?index&page=2&batch=1&tab=x', 3)).toBe('?page=3&tab=x')
	})
})

describe('batchSearch', () => {
	test('sets the page and the marker, keeping the filters and the index marker', () => {
		const params = new URLSearchParams(batchSearch('?index&tab=auditors&from=1700000000000', 4))
		expect(params.getAll('index')).toEqual([''])
		expect(params.get('tab')).toBe('auditors')
		expect(params.get('from')).toBe('1700000000000')
		expect(params.get('page')).toBe('4')
		expect(params.get('batch')).toBe('1')
	})
})

describe('batchUrlFrom', () => {
	test('keeps the path and the query, adding the page and the marker', () => {
		expect(batchUrlFrom('/unit/u1/category?from=1', 3)).toBe(
			'/unit/u1/category?from=1&page=3&batch=1',
		)
		expect(batchUrlFrom('/?index&tab=auditors&page=1', 2)).toBe(
			'/?index=&tab=auditors&page=2&batch=1',
		)
		expect(batchUrlFrom('/unit', 2)).toBe('/unit?page=2&batch=1')
	})
})

test('page anchors are named after the list', () => {
	expect(pageAnchorId('cashiers', 3)).toBe('cashiers-page-3')
})
