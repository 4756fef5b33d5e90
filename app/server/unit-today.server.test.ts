import { describe, expect, it } from 'vitest'
import { todayIn } from './unit-today.server'

describe('todayIn', () => {
	it("is the shop's calendar day, not the server's", () => {
		// 02:00 UTC on New Year's Day is still New Year's Eve in São Paulo (UTC−3).
		const moment = Date.UTC(2030, 0, 1, 2)
		expect(todayIn('America/Sao_Paulo', moment)).toBe('2029-12-31')
		expect(todayIn('Asia/Tokyo', moment)).toBe('2030-01-01')
	})
})
