import { describe, expect, it } from 'vitest'
import { formatPercentInput, parsePercent } from './percent'

describe('parsePercent', () => {
	it('reads whole and decimal rates, with a point or a comma, into basis points', () => {
		const read = (text: string) => {
			const parsed = parsePercent(text)
			return parsed.ok ? parsed.basisPoints : parsed.reason
		}
		expect(read('2')).toBe(200)
		expect(read('1,5')).toBe(150)
		expect(read('1.5')).toBe(150)
		expect(read('0.33')).toBe(33)
		expect(read(' 0,01 % ')).toBe(1)
		expect(read('0')).toBe(0)
		expect(read('100')).toBe(10_000)
		expect(read('2.')).toBe(200)
		expect(read('007')).toBe(700)
	})

	it('refuses what is no rate, more decimals than a basis point, and what is out of 0–100 %', () => {
		const reason = (text: string) => {
			const parsed = parsePercent(text)
			return parsed.ok ? parsed.basisPoints : parsed.reason
		}
		expect(reason('')).toBe('EMPTY')
		expect(reason('  ')).toBe('EMPTY')
		expect(reason('two')).toBe('FORMAT')
		expect(reason('1,2,3')).toBe('FORMAT')
		expect(reason(',5')).toBe('FORMAT')
		expect(reason('0.333')).toBe('DECIMALS')
		expect(reason('100.01')).toBe('RANGE')
		expect(reason('250')).toBe('RANGE')
		expect(reason('1000000')).toBe('RANGE')
		expect(reason('-1')).toBe('RANGE')
	})
})

describe('formatPercentInput', () => {
	it('writes basis points as the reader types a rate', () => {
		expect(formatPercentInput(200, 'en-US')).toBe('2')
		expect(formatPercentInput(150, 'pt-BR')).toBe('1,5')
		expect(formatPercentInput(150, 'en-US')).toBe('1.5')
		expect(formatPercentInput(33, 'en-US')).toBe('0.33')
		expect(formatPercentInput(10_000, 'pt-BR')).toBe('100')
	})

	it('is read back as the same basis points', () => {
		for (const basisPoints of [0, 1, 33, 150, 200, 999, 10_000]) {
			for (const locale of ['en-US', 'pt-BR']) {
				expect(parsePercent(formatPercentInput(basisPoints, locale))).toEqual({
					ok: true,
					basisPoints,
				})
			}
		}
	})
})
