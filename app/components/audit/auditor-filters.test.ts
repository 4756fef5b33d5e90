import { describe, expect, test } from 'vitest'
import { assertFilterDefinitions } from '~/components/filter-bar/definition'
import { recordFilters } from '~/routes/cashier.$cashierId._index/filters'
import { auditorListParams, auditorRecordFilters } from './auditor-filters'

const ID = '6f1c2d9e-3b7a-4c1e-9a55-0d2b8e7f4a10'

describe('auditorRecordFilters', () => {
	test("is the writer's bar, less followed and concern, plus my reaction, searching as the auditor", () => {
		const filters = auditorRecordFilters(ID)
		expect(() => assertFilterDefinitions(filters)).not.toThrow()
		const writers = recordFilters(ID).filter(
			(filter) => filter.query !== 'followed' && filter.query !== 'concern',
		)
		const strip = (filter: (typeof filters)[number]) =>
			filter.kind === 'POJO' ? { ...filter, searchUrl: '' } : filter
		expect(filters.filter((filter) => filter.query !== 'myReaction').map(strip)).toEqual(
			writers.map(strip),
		)
		expect(filters.flatMap((filter) => (filter.kind === 'POJO' ? [filter.searchUrl] : []))).toEqual(
			[
				`/auditor/cashier/${ID}/options/categories`,
				`/auditor/cashier/${ID}/options/clients-or-suppliers`,
			],
		)
	})
})

describe('auditorListParams', () => {
	const params = (pairs: Array<[string, string]>) =>
		auditorListParams(pairs, 'America/Sao_Paulo').toString()

	test('reads the range, the direction and the text as the writer’s list does', () => {
		expect(
			params([
				['period', 'LAST_MONTH'],
				['from', '1714532400000'],
				['to', '1717210799999'],
				['input', 'true'],
				['input', 'false'],
				['text', 'bolo'],
			]),
		).toBe('from=1714532400000&to=1717210799999&text=bolo&zone=America%2FSao_Paulo')
		expect(params([['input', 'false']])).toBe('input=false')
	})

	test('each ticked reaction is a repeated myReaction; anything else is dropped', () => {
		expect(
			params([
				['myReaction', 'NONE'],
				['myReaction', 'QUESTION'],
				['myReaction', ''],
				['myReaction', 'MAYBE'],
			]),
		).toBe('myReaction=NONE&myReaction=QUESTION')
	})
})
