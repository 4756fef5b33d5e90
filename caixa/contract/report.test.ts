import { describe, expect, it } from 'vitest'
import { incomeStatementLineCodes } from '@caixa/domain/income-statement'
import { dreCategoryQuerySchema, dreQuerySchema, reportLineCodes } from './report'

describe('the reports contract', () => {
	it('lists the rule’s lines, in its order', () => {
		expect([...reportLineCodes]).toEqual([...incomeStatementLineCodes])
	})

	it('reads a query as the lists do: ms instants, repeated cashiers, ACCRUAL by default', () => {
		const id = '0b9c7f4e-7c1a-4c5e-9d7e-3f0a2b1c4d5e'
		expect(dreQuerySchema.parse({ from: '1700000000000', cashierId: id })).toEqual({
			from: 1_700_000_000_000,
			basis: 'ACCRUAL',
			cashierId: [id],
		})
		expect(dreQuerySchema.safeParse({ basis: 'ACCRUED' }).success).toBe(false)
		expect(dreQuerySchema.safeParse({ currency: 'brl' }).success).toBe(false)
		expect(dreCategoryQuerySchema.parse({ input: 'false' })).toMatchObject({
			input: false,
			offset: 0,
			size: 20,
		})
	})
})
