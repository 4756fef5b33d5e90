import { describe, expect, it } from 'vitest'
import { containsPattern, searchableText, searchTerms } from './search-text'

describe('search text', () => {
	it('is lower-case without accents', () => {
		expect(searchableText('Relatório de CAIXA: Ação')).toBe('relatorio de caixa: acao')
	})

	it('splits a query into its distinct words, at most ten', () => {
		expect(searchTerms('  Relatório   relatorio DRE ')).toEqual(['relatorio', 'dre'])
		expect(searchTerms('')).toEqual([])
		expect(searchTerms('a b c d e f g h i j k l')).toHaveLength(10)
	})

	it('makes LIKE wildcards in a word match only themselves', () => {
		expect(containsPattern('caixa')).toBe('%caixa%')
		expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%')
	})
})
