import { describe, expect, test } from 'vitest'
import { readCounted } from './cogs.server'

describe('a counted closing quantity as typed', () => {
	test('reads whole and decimal quantities, either separator, and an empty shelf', () => {
		expect(readCounted('14')).toEqual({ ok: true, quantity: 14 })
		expect(readCounted(' 1,5 ')).toEqual({ ok: true, quantity: 1.5 })
		expect(readCounted('0.125')).toEqual({ ok: true, quantity: 0.125 })
		// Nothing left on the shelf is a count, not a blank.
		expect(readCounted('0')).toEqual({ ok: true, quantity: 0 })
		expect(readCounted('0,000')).toEqual({ ok: true, quantity: 0 })
	})

	test('refuses what is no quantity: words, a sign, four decimals', () => {
		expect(readCounted('a dozen')).toEqual({ ok: false })
		expect(readCounted('-1')).toEqual({ ok: false })
		expect(readCounted('1,2345')).toEqual({ ok: false })
		expect(readCounted(',')).toEqual({ ok: false })
	})
})
