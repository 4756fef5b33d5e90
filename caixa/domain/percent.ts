import { BASIS_POINTS_PER_WHOLE } from './interest-defaults'
import { numberFormat } from './intl-formats'

/*
 * Rates as people type them ("2", "1,5", "0.33 %"), to and from exact basis points (hundredths
 * of a percent: 1,5 % → 150). Pure, so the browser and the server read a rate alike. A point or a
 * comma is the decimal separator, whichever is typed (a rate has no thousands); two decimals at
 * most, since a basis point is the smallest step; 0–100 %.
 */

export type PercentParse =
	| { ok: true; basisPoints: number }
	| { ok: false; reason: 'EMPTY' | 'FORMAT' | 'DECIMALS' | 'RANGE' }

/** "1,5" → 150; "2" → 200; "0.33%" → 33; "100" → 10 000. */
export function parsePercent(text: string): PercentParse {
	const value = text.replace(/[\s\u00a0]/g, '').replace(/%$/, '')
	if (value === '') return { ok: false, reason: 'EMPTY' }
	const match = /^(\d+)(?:[.,](\d*))?$/.exec(value)
	if (!match) return { ok: false, reason: value.startsWith('-') ? 'RANGE' : 'FORMAT' }
	const [, whole = '', fraction = ''] = match
	if (fraction.length > 2) return { ok: false, reason: 'DECIMALS' }
	if (whole.length > 3) return { ok: false, reason: 'RANGE' }
	const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
	if (basisPoints > BASIS_POINTS_PER_WHOLE) return { ok: false, reason: 'RANGE' }
	return { ok: true, basisPoints }
}

/** Basis points as a form shows them to be typed again: 150 in pt-BR → "1,5"; 200 → "2". */
export function formatPercentInput(basisPoints: number, locale: string): string {
	return numberFormat(locale, {
		minimumFractionDigits: 0,
		maximumFractionDigits: 2,
		useGrouping: false,
	}).format(basisPoints / 100)
}
