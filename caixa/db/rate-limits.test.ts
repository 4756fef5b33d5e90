import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '@caixa/testing'
import { countHit } from './rate-limits'

describe('rate limit counters', () => {
	let test: TestDatabase

	beforeAll(async () => {
		test = await createTestDatabase()
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('count hits in a window and start again in the next', async () => {
		expect(await countHit(test.db, 'a', 1000)).toEqual({ count: 1, windowStart: 1000 })
		expect(await countHit(test.db, 'a', 1000)).toEqual({ count: 2, windowStart: 1000 })
		expect(await countHit(test.db, 'b', 1000)).toEqual({ count: 1, windowStart: 1000 })
		expect(await countHit(test.db, 'a', 2000)).toEqual({ count: 1, windowStart: 2000 })
		// A late hit from an older window counts in the current one, never rewinds it.
		expect(await countHit(test.db, 'a', 1000)).toEqual({ count: 2, windowStart: 2000 })
	})

	it('count every one of many hits at once', async () => {
		const hits = await Promise.all(
			Array.from({ length: 25 }, () => countHit(test.db, 'busy', 5000)),
		)
		expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
			Array.from({ length: 25 }, (_, index) => index + 1),
		)
	})
})
