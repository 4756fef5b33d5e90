import fc from 'fast-check'
import { MAX_RATE_BASIS_POINTS } from '../domain/interest-defaults'
import { MAX_MINOR_UNITS } from '../domain/money'

// fast-check generators of the ledger's values, shared by the property tests of the money rules.
// Edge values (0, the limits, month ends, leap days) come up often: fast-check biases towards them.

/** An amount in minor units, 0..10^13. */
export const amountArb = (max = MAX_MINOR_UNITS) => fc.integer({ min: 0, max })

/** A rate in basis points, 0..10 000 (0–100 %). */
export const basisPointsArb = () => fc.integer({ min: 0, max: MAX_RATE_BASIS_POINTS })

/**
 * A valid `YYYY-MM-DD` between `min` and `max`, made through Date (an independent reference of
 * the calendar, so a test can check the arithmetic against it).
 */
export const calendarDateArb = (min = '0000-01-01', max = '9999-12-31') =>
	fc
		.date({
			min: new Date(`${min}T00:00:00Z`),
			max: new Date(`${max}T00:00:00Z`),
			noInvalidDate: true,
		})
		.map((date) => date.toISOString().slice(0, 10))

/** Days from 1970-01-01 to `date`, by Date: the reference the integer arithmetic is checked on. */
export const referenceDayNumber = (date: string) =>
	Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)
