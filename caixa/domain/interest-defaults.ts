// A unit's interest and late-fee defaults (DOMAIN.md "Interest and late-fee defaults"): what the
// interest-late screen of an overdue payment starts from. Rates are exact: integer basis points,
// a hundredth of a percent (200 = 2%), so the ledger multiplies and rounds once, in integers.

/** Basis points in a whole (100%). */
export const BASIS_POINTS_PER_WHOLE = 10_000

/** The highest rate a default may hold: the whole amount, 100% (the database checks it too). */
export const MAX_RATE_BASIS_POINTS = BASIS_POINTS_PER_WHOLE

export interface InterestDefaults {
	/** One-off, on the amount due, once a payment is late. */
	lateFeeBasisPoints: number
	/** A month late, pro rata per day late. */
	monthlyInterestBasisPoints: number
}

/**
 * Where a new unit starts. In BRAZIL at the consumer-protection ceilings: a late fee of 2%
 * (Código de Defesa do Consumidor, art. 52 §1º) and interest of 1% a month (the customary rate
 * of late payments, CTN art. 161 §1º); elsewhere at 0, for the owner to set, since no one rule
 * holds across countries. A later change of country leaves them as they are: by then they
 * are the owner's.
 */
export function interestDefaultsOf(country: string): InterestDefaults {
	return country === 'BRAZIL'
		? { lateFeeBasisPoints: 200, monthlyInterestBasisPoints: 100 }
		: { lateFeeBasisPoints: 0, monthlyInterestBasisPoints: 0 }
}
