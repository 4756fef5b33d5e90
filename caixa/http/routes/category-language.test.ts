import { describe, expect, it } from 'vitest'
import { categoryListSchema, categorySchema } from '@caixa/contract/category'
import { type Language } from '@caixa/contract/enums'
import { inventoryRowListSchema } from '@caixa/contract/inventory'
import { paymentListSchema } from '@caixa/contract/payment'
import { dreCategoryDrillSchema, dreSchema } from '@caixa/contract/report'
import { cashFlowSchema } from '@caixa/contract/report-cash-flow'
import { reportPaymentsSchema } from '@caixa/contract/report-payments'
import { searchableText } from '@caixa/domain/search-text'
import { useTestApi } from '@caixa/testing'

// A unit's default categories are named in the reader's language until renamed:
// the cast's unit is made by an en-US owner, and read here in pt-BR through Accept-Language.
describe('default categories in the reader’s language', () => {
	const api = useTestApi({ cast: true })
	const as = (language?: Language) => ({
		...api.cast.owner.headers,
		...(language ? { 'Accept-Language': language } : {}),
	})
	const categories = (language?: Language, search = '') =>
		api.getOk(
			`/units/${api.cast.unit.id}/categories?size=100${search}`,
			categoryListSchema,
			as(language),
		)
	const byCode = async (code: string, language?: Language) => {
		const found = (await categories(language)).find((category) => category.defaultCode === code)
		if (!found) throw new Error(`No ${code}`)
		return found
	}

	it('names each default in the caller’s language, sorted and searched by that name', async () => {
		const english = await categories()
		expect(english.find((c) => c.defaultCode === 'SALES_OF_GOODS')?.name).toBe('Sales of goods')
		const portuguese = await categories('pt-BR')
		expect(portuguese).toHaveLength(16)
		expect(portuguese.find((c) => c.defaultCode === 'SALES_OF_GOODS')?.name).toBe(
			'Venda de mercadorias',
		)
		// Sorted by what the reader sees (case and accents ignored), not by the stored English.
		const shown = portuguese.map((category) => searchableText(category.name))
		expect(shown).toEqual([...shown].sort())
		expect(portuguese[0]?.name).toBe('Água, luz e internet')
		// Searched by it too; a browser's "pt" is pt-BR, and one of no language of ours falls back.
		expect((await categories('pt-BR', '&name=mercadorias')).map((c) => c.name)).toEqual([
			'Compra de mercadorias',
			'Venda de mercadorias',
		])
		expect(await categories('pt-BR', '&name=goods')).toEqual([])
		const near = await api.getOk(
			`/units/${api.cast.unit.id}/categories?name=aluguel`,
			categoryListSchema,
			{ ...api.cast.owner.headers, 'Accept-Language': 'fr;q=1, pt;q=0.8' },
		)
		expect(near.map((c) => c.name)).toEqual(['Aluguel'])
	})

	it('names the category of records, payments and reports in the caller’s language', async () => {
		const { unit, cashier, owner } = api.cast
		const sales = await byCode('SALES_OF_GOODS')
		const created = await api.post(
			`/cashiers/${cashier.id}/inventories`,
			{
				input: true,
				issuedOn: '2025-01-10',
				total: 5_000,
				categoryId: sales.id,
				// Paid, so the cash flow has it too.
				payments: [{ dueDate: '2025-01-10', amount: 5_000, paid: true }],
			},
			{ ...owner.headers, 'Idempotency-Key': crypto.randomUUID() },
		)
		expect(created.status, await created.clone().text()).toBe(201)
		const venda = { id: sales.id, name: 'Venda de mercadorias' }

		const records = await api.getOk(
			`/cashiers/${cashier.id}/inventories`,
			inventoryRowListSchema,
			as('pt-BR'),
		)
		expect(records.map((row) => row.kind === 'RECORD' && row.category)).toEqual([venda])
		const payments = await api.getOk(
			`/cashiers/${cashier.id}/payments`,
			paymentListSchema,
			as('pt-BR'),
		)
		expect(payments.map((row) => row.category)).toEqual([venda])

		const period = `from=${Date.UTC(2025, 0, 1, 3)}&to=${Date.UTC(2025, 1, 1, 2, 59)}`
		const dre = await api.getOk(`/reports/units/${unit.id}/dre?${period}`, dreSchema, as('pt-BR'))
		const revenue = dre.lines.find((line) => line.code === 'GROSS_REVENUE')
		expect(revenue?.categories).toEqual([{ ...venda, amount: 5_000 }])
		const drill = await api.getOk(
			`/reports/units/${unit.id}/dre/categories/${sales.id}?${period}`,
			dreCategoryDrillSchema,
			as('pt-BR'),
		)
		expect(drill.category).toEqual(venda)
		const flow = await api.getOk(
			`/reports/units/${unit.id}/cash-flow?${period}`,
			cashFlowSchema,
			as('pt-BR'),
		)
		expect(flow.categories.map(({ id, name }) => ({ id, name }))).toEqual([venda])
		const general = await api.getOk(
			`/reports/units/${unit.id}/payments?${period}`,
			reportPaymentsSchema,
			as('pt-BR'),
		)
		expect(general.rows.map((row) => row.category)).toEqual([venda])
		const csv = await api.get(`/reports/units/${unit.id}/payments/export?${period}`, as('pt-BR'))
		expect(await csv.text()).toContain('Venda de mercadorias')
		// The same record read in English.
		const english = await api.getOk(
			`/cashiers/${cashier.id}/payments`,
			paymentListSchema,
			as('en-US'),
		)
		expect(english.map((row) => row.category?.name)).toEqual(['Sales of goods'])
	})

	it('keeps a renamed category’s name as typed in every language; a regroup keeps the default', async () => {
		const { unit } = api.cast
		const rent = await byCode('RENT', 'pt-BR')
		const put = (id: string, body: unknown, language: Language) =>
			api.put(`/units/${unit.id}/categories/${id}`, body, as(language))

		// The name the caller was shown, sent back with another group: still the default.
		const regrouped = await put(
			rent.id,
			{ name: 'Aluguel', kind: 'EXPENSE', group: 'OTHER_EXPENSE' },
			'pt-BR',
		)
		expect(categorySchema.parse(await regrouped.json())).toMatchObject({
			name: 'Aluguel',
			group: 'OTHER_EXPENSE',
			defaultCode: 'RENT',
		})
		expect((await byCode('RENT', 'en-US')).name).toBe('Rent')

		// Another name is a rename: as typed, for every reader, and no longer a default.
		const renamed = await put(
			rent.id,
			{ name: 'Aluguel da loja', kind: 'EXPENSE', group: 'OPERATING_EXPENSE' },
			'pt-BR',
		)
		expect(categorySchema.parse(await renamed.json())).toMatchObject({
			name: 'Aluguel da loja',
			defaultCode: null,
		})
		for (const language of ['en-US', 'pt-BR'] as const) {
			const shown = (await categories(language)).find((category) => category.id === rent.id)
			expect(shown).toMatchObject({ name: 'Aluguel da loja', defaultCode: null })
		}

		// The stored English name sent by a Portuguese reader is a rename too: it was not shown.
		const taxes = await byCode('INCOME_TAX', 'pt-BR')
		const english = await put(
			taxes.id,
			{ name: 'Income tax', kind: 'EXPENSE', group: 'INCOME_TAX' },
			'pt-BR',
		)
		expect(categorySchema.parse(await english.json())).toMatchObject({
			name: 'Income tax',
			defaultCode: null,
		})
		expect((await categories('pt-BR')).find((c) => c.id === taxes.id)?.name).toBe('Income tax')
	})

	it('documents the header and defaultCode in the OpenAPI document', async () => {
		const document = (await (await api.get('/openapi.json')).json()) as {
			components: {
				parameters: Record<string, { name: string; in: string }>
				schemas: Record<string, { properties: Record<string, unknown> }>
			}
		}
		expect(document.components.parameters.AcceptLanguage).toMatchObject({
			name: 'Accept-Language',
			in: 'header',
		})
		expect(document.components.schemas.Category?.properties).toHaveProperty('defaultCode')
	})
})
