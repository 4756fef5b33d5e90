import { describe, expect, it } from 'vitest'
import { chargesOf, interestBody, newTotalDue } from './late-charges'

// The interest-late form's figures: the API's own rule on what is still owed of the amount, typed
// amounts overriding, and what is saved — rates unless an amount was typed.

const overdue = {
	amount: 100_000,
	paid: 0,
	discount: 0,
	dueDate: '2026-01-01',
	currency: 'BRL',
}
const brazil = { monthlyInterestRate: 100, lateFeeRate: 200 }

describe('chargesOf', () => {
	it('charges 1 % a month pro rata and 2 % once on R$1,000.00 forty days late', () => {
		expect(chargesOf(overdue, { ...brazil, asOf: '2026-02-10' })).toEqual({
			daysLate: 40,
			interest: 1333,
			lateFee: 2000,
		})
	})

	it('charges on what is still owed of the amount, as the API does', () => {
		expect(chargesOf({ ...overdue, paid: 40_000 }, { ...brazil, asOf: '2026-01-31' })).toEqual({
			daysLate: 30,
			interest: 600,
			lateFee: 1200,
		})
	})

	it('charges nothing on or before the due date', () => {
		expect(chargesOf(overdue, { ...brazil, asOf: '2026-01-01' })).toEqual({
			daysLate: 0,
			interest: 0,
			lateFee: 0,
		})
	})

	it('gives nothing for a day that is not one, or a rate out of bounds', () => {
		expect(chargesOf(overdue, { ...brazil, asOf: '2026-02-30' })).toBeNull()
		expect(chargesOf(overdue, { ...brazil, lateFeeRate: 20_000, asOf: '2026-02-10' })).toBeNull()
	})
})

describe('newTotalDue', () => {
	const typed = { monthlyInterestRate: '1', lateFeeRate: '2', asOf: '2026-02-10' }

	it('adds the computed charges to the amount, less the discount', () => {
		expect(
			newTotalDue({ ...overdue, discount: 333 }, { ...typed, interest: '', lateFee: undefined }),
		).toEqual({
			computed: { daysLate: 40, interest: 1333, lateFee: 2000 },
			totalDue: 103_000,
		})
	})

	it('reads rates and amounts as the reader types them; a typed amount wins', () => {
		expect(
			newTotalDue(overdue, {
				monthlyInterestRate: '1,5',
				lateFeeRate: '2',
				asOf: '2026-01-31',
				interest: '',
				lateFee: '5,00',
			}),
		).toEqual({ computed: { daysLate: 30, interest: 1500, lateFee: 2000 }, totalDue: 102_000 })
	})

	it('has no total when a typed amount is past what can be counted, rather than failing', () => {
		// Each one readable (at most 2^53 − 1 minor units), their sum with the amount not.
		const huge = '90000000000000'
		expect(newTotalDue(overdue, { ...typed, interest: huge, lateFee: huge }).totalDue).toBeNull()
	})

	it('has no total while a rate or a typed amount cannot be read', () => {
		expect(
			newTotalDue(overdue, {
				...typed,
				monthlyInterestRate: 'x',
				interest: undefined,
				lateFee: undefined,
			}),
		).toEqual({
			computed: null,
			totalDue: null,
		})
		expect(
			newTotalDue(overdue, { ...typed, interest: '1,2,3', lateFee: undefined }).totalDue,
		).toBeNull()
	})

	it('owes nothing below zero', () => {
		expect(
			newTotalDue({ ...overdue, discount: 200_000 }, { ...typed, interest: '0', lateFee: '0' })
				.totalDue,
		).toBe(0)
	})
})

describe('interestBody', () => {
	const form = { ...brazil, asOf: '2026-02-10' }

	it('sends the rates in percent and the day when no amount was typed', () => {
		expect(interestBody(overdue, { ...form, monthlyInterestRate: 133 })).toEqual({
			monthlyInterestRate: 1.33,
			lateFeeRate: 2,
			asOf: '2026-02-10',
		})
	})

	it('sends both amounts once one is typed, the other as the rates give it', () => {
		expect(interestBody(overdue, { ...form, lateFee: 500 })).toEqual({
			interest: 1333,
			lateFee: 500,
		})
		expect(interestBody(overdue, { ...form, interest: 0, lateFee: 0 })).toEqual({
			interest: 0,
			lateFee: 0,
		})
	})
})
