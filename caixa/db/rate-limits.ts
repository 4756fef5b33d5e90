import { type Kysely } from 'kysely'
import { type Database } from './database'

/**
 * Counts one hit on `key` in the fixed window starting at `windowStart`, and answers the window
 * the hit was counted in and its count. One upsert, so concurrent hits (from any process) are
 * each counted: a new window resets the count to 1; a hit stamped in an older window (a process
 * whose clock lags) counts in the current one rather than rewinding it.
 */
export async function countHit(
	db: Kysely<Database>,
	key: string,
	windowStart: number,
): Promise<{ count: number; windowStart: number }> {
	const row = await db
		.insertInto('rate_limits')
		.values({ key, window_start: windowStart, count: 1 })
		.onConflict((conflict) =>
			conflict.column('key').doUpdateSet((eb) => {
				const newer = eb('excluded.window_start', '>', eb.ref('rate_limits.window_start'))
				return {
					count: eb
						.case()
						.when(newer)
						.then(1)
						.else(eb('rate_limits.count', '+', 1))
						.end(),
					window_start: eb
						.case()
						.when(newer)
						.then(eb.ref('excluded.window_start'))
						.else(eb.ref('rate_limits.window_start'))
						.end(),
				}
			}),
		)
		.returning(['count', 'window_start'])
		.executeTakeFirstOrThrow()
	return { count: row.count, windowStart: row.window_start }
}

/** Forgets counters whose window started before `before`: they can no longer refuse anything. */
export async function pruneRateLimits(db: Kysely<Database>, before: number): Promise<void> {
	await db.deleteFrom('rate_limits').where('window_start', '<', before).execute()
}
