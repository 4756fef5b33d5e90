import { describe, expect, test } from 'vitest'
import { assertFilterDefinitions } from '~/components/filter-bar/definition'
import { recordFilters, recordListParams } from './filters'

const ID = '6f1c2d9e-3b7a-4c1e-9a55-0d2b8e7f4a10'

describe('recordFilters', () => {
	test('is a valid bar whose pickers search through the cashier', () => {
		const filters = recordFilters(ID)
		expect(() => assertFilterDefinitions(filters)).not.toThrow()
		const urls = filters.flatMap((filter) => (filter.kind === 'POJO' ? [filter.searchUrl] : []))
		expect(urls).toEqual([
			`/options/cashier/${ID}/categories`,
			`/options/cashier/${ID}/clients-or-suppliers`,
		])
	})
})

describe('recordListParams', () => {
	const params = (pairs: Array<[string, string]>, zone = 'America/Sao_Paulo') =>
		recordListParams(pairs, zone).toString()

	test('a range sends its instants and the zone they were counted in, not its preset', () => {
		expect(
			params([
				['period', 'LAST_MONTH'],
				['from', '1714532400000'],
				['to', '1717210799999'],
			]),
		).toBe('from=1714532400000&to=1717210799999&zone=America%2FSao_Paulo')
	})

	test('one direction ticked is the flag; both or none is no filter', () => {
		expect(params([['input', 'true']])).toBe('input=true')
		expect(params([['input', 'false']])).toBe('input=false')
		expect(
			params([
				['input', 'true'],
				['input', 'false'],
			]),
		).toBe('')
		expect(params([['input', 'maybe']])).toBe('')
	})

	test('settlements, pickers and text go as they are; followed only when true', () => {
		expect(
			params([
				['settlement', 'OVERDUE'],
				['settlement', 'PARTLY_PAID'],
				['categoryId', ID],
				['followed', 'true'],
				['text', 'bolo'],
			]),
		).toBe(`settlement=OVERDUE&settlement=PARTLY_PAID&categoryId=${ID}&followed=true&text=bolo`)
		expect(params([['followed', '']])).toBe('')
	})

	test('a question or rejection only when ticked', () => {
		expect(params([['concern', 'true']])).toBe('concern=true')
		expect(params([['concern', '']])).toBe('')
	})
})
