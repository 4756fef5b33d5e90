import { describe, expect, it } from 'vitest'
import { documentKey } from './document-key'

describe('documentKey', () => {
	it('keeps the letters and digits of a tax id, upper-cased', () => {
		expect(documentKey('10.573.521/0001-91')).toBe('10573521000191')
		expect(documentKey(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35')
		expect(documentKey('GB 123 4567 89')).toBe('GB123456789')
	})

	it('answers null when nothing is left', () => {
		expect(documentKey(null)).toBeNull()
		expect(documentKey(undefined)).toBeNull()
		expect(documentKey('')).toBeNull()
		expect(documentKey(' ./- ')).toBeNull()
	})
})
