import { describe, expect, it } from 'vitest'
import { categoryKinds, dreGroups } from '@caixa/contract/category'
import { languages } from '@caixa/contract/enums'
import { defaultCategories, defaultCategoriesIn, isGroupOfKind } from './default-categories'

describe('the default categories of a new unit', () => {
	it('are a small set, one of each stable code', () => {
		expect(defaultCategories.length).toBeGreaterThanOrEqual(12)
		expect(defaultCategories.length).toBeLessThanOrEqual(16)
		const codes = defaultCategories.map((category) => category.code)
		expect(new Set(codes).size).toBe(codes.length)
	})

	it('each feed a valid income-statement group for their kind', () => {
		for (const category of defaultCategories) {
			expect(categoryKinds, category.code).toContain(category.kind)
			expect(dreGroups, category.code).toContain(category.group)
			expect(isGroupOfKind(category.kind, category.group), category.code).toBe(true)
		}
	})

	it('cover revenue, deductions, costs, expenses, financial lines, tax and capital both ways', () => {
		const groups = new Set(defaultCategories.map((category) => category.group))
		expect([...groups].sort()).toEqual([...dreGroups].sort())
		const capital = defaultCategories.filter((category) => category.group === 'CAPITAL')
		expect(capital.map((category) => category.kind).sort()).toEqual(['EXPENSE', 'INCOME'])
	})

	it('are named in every language, with no blank and no two alike in a language', () => {
		for (const language of languages) {
			const names = defaultCategoriesIn(language).map((category) => category.name)
			for (const name of names) expect(name.trim(), language).toBe(name)
			for (const name of names) expect(name.length, language).toBeGreaterThan(0)
			const folded = names.map((name) => name.toLocaleLowerCase(language))
			expect(new Set(folded).size, language).toBe(names.length)
		}
	})

	it('are translated, not copied from English', () => {
		const english = defaultCategoriesIn('en-US').map((category) => category.name)
		for (const language of ['pt-BR', 'es'] as const) {
			const names = defaultCategoriesIn(language).map((category) => category.name)
			const same = names.filter((name, index) => name === english[index])
			expect(same, language).toEqual([])
		}
		expect(
			defaultCategoriesIn('pt-BR').find((category) => category.group === 'INCOME_TAX'),
		).toEqual({
			name: 'Imposto de renda e CSLL',
			kind: 'EXPENSE',
			group: 'INCOME_TAX',
			// Stored with the category, so the name can follow the reader's language until renamed.
			defaultCode: 'INCOME_TAX',
		})
	})

	it('never lets income feed an expense line, or the other way round', () => {
		expect(isGroupOfKind('INCOME', 'OPERATING_EXPENSE')).toBe(false)
		expect(isGroupOfKind('EXPENSE', 'REVENUE')).toBe(false)
		expect(isGroupOfKind('EXPENSE', 'DEDUCTION')).toBe(true)
	})
})
