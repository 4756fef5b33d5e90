import { describe, expect, it } from 'vitest'
import { cashFlowGranularities as ruleGranularities } from '@caixa/domain/cash-flow'
import {
	cashFlowByDayQuerySchema,
	cashFlowGranularities,
	cashFlowQuerySchema,
} from './report-cash-flow'

describe('the cash-flow contract', () => {
	it('offers the rule’s granularities', () => {
		expect([...cashFlowGranularities].sort()).toEqual([...ruleGranularities].sort())
	})

	it('reads the DRE’s query without its basis, and a week start from 1 to 7', () => {
		const id = '0b9c7f4e-7c1a-4c5e-9d7e-3f0a2b1c4d5e'
		expect(
			cashFlowQuerySchema.parse({
				from: '1700000000000',
				cashierId: id,
				firstDayOfWeek: '7',
				basis: 'CASH',
			}),
		).toEqual({ from: 1_700_000_000_000, cashierId: [id], firstDayOfWeek: 7 })
		expect(cashFlowQuerySchema.parse({})).toEqual({})
		for (const firstDayOfWeek of ['0', '8', '1.5', 'monday']) {
			expect(cashFlowQuerySchema.safeParse({ firstDayOfWeek }).success, firstDayOfWeek).toBe(false)
		}
		expect(cashFlowQuerySchema.safeParse({ granularity: 'week' }).success).toBe(false)
	})

	it('takes a month from 1900-01 to 9998-12', () => {
		for (const month of ['1900-01', '2026-11', '9998-12']) {
			expect(cashFlowByDayQuerySchema.parse({ month }).month).toBe(month)
		}
		for (const month of [
			'1899-12',
			'9999-01',
			'2026-00',
			'2026-13',
			'2026-1',
			'26-11',
			'2026-11-01',
		]) {
			expect(cashFlowByDayQuerySchema.safeParse({ month }).success, month).toBe(false)
		}
	})
})
