import { describe, expect, it } from 'vitest'
import { interestDefaultsOf } from './interest-defaults'

describe('interestDefaultsOf', () => {
	it('starts a Brazilian unit at a 2% late fee and 1% interest a month', () => {
		expect(interestDefaultsOf('BRAZIL')).toEqual({
			lateFeeBasisPoints: 200,
			monthlyInterestBasisPoints: 100,
		})
	})

	it('starts a unit anywhere else at 0, for the owner to set', () => {
		for (const country of ['PORTUGAL', 'UNITED_STATES', 'JAPAN']) {
			expect(interestDefaultsOf(country)).toEqual({
				lateFeeBasisPoints: 0,
				monthlyInterestBasisPoints: 0,
			})
		}
	})
})
