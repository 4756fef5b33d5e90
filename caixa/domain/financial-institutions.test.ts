import { describe, expect, it } from 'vitest'
import data from '@caixa/data/financial-institutions-br.json'
import { searchFinancialInstitutions } from './financial-institutions'

const page = { offset: 0, size: 100 }

describe('financial institutions', () => {
	it('keeps the data file’s source and day, and every code once', () => {
		expect(data.source).toMatch(/^npm bancos-brasileiros@\d+\.\d+\.\d+/)
		expect(data.generatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		const codes = data.institutions.map((institution) => institution.code)
		expect(codes.length).toBeGreaterThan(100)
		expect(new Set(codes).size).toBe(codes.length)
		for (const code of codes) expect(code).toMatch(/^\d{3}$/)
	})

	it('lists cash first, then Brazil’s institutions by code with stable ids', () => {
		const [cash, first, second] = searchFinancialInstitutions('BRAZIL', 'pt-BR', page)
		expect(cash).toEqual({ id: 'CASH', code: null, name: 'Dinheiro' })
		expect(first).toEqual({ id: 'BR-001', code: '001', name: 'Banco do Brasil S.A.' })
		expect(second?.code).toBe('003')
	})

	it('finds by name words, any case or accent, or by the start of the code', () => {
		const names = (query: string) =>
			searchFinancialInstitutions('BRAZIL', 'en-US', { ...page, query }).map((i) => i.id)
		expect(names('banco do brasil')).toContain('BR-001')
		expect(names('AMAZONIA')).toContain('BR-003')
		expect(names('341')).toEqual(['BR-341'])
		expect(names('00')).toEqual(expect.arrayContaining(['BR-001', 'BR-003', 'BR-004']))
		// Cash in the reader's language or in English.
		expect(names('cash')[0]).toBe('CASH')
		expect(searchFinancialInstitutions('BRAZIL', 'pt-BR', { ...page, query: 'dinheiro' })).toEqual([
			{ id: 'CASH', code: null, name: 'Dinheiro' },
		])
		expect(names('no bank is called this')).toEqual([])
	})

	it('offers cash only where no list is kept, and pages', () => {
		expect(searchFinancialInstitutions('PORTUGAL', 'en-US', page)).toEqual([
			{ id: 'CASH', code: null, name: 'Cash' },
		])
		const second = searchFinancialInstitutions('BRAZIL', 'en-US', { offset: 1, size: 2 })
		expect(second.map((i) => i.id)).toEqual(['BR-001', 'BR-003'])
	})
})
