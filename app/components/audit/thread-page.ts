// Which comments a record page shows: the thread's latest, oldest of them first. A page holds at
// most the API's largest page; a longer thread shows its newest THREAD_SIZE, saying so, so the
// comment just written is always on the page (the oldest-first first page would hide it from the
// 101st on). The record's stored count says where the latest page starts.

/** The most comments a page shows: the API's largest page. */
export const THREAD_SIZE = 100

/** The API query of a thread's latest page, for a record with `total` comments. */
export function latestThreadPage(total: number) {
	return { offset: Math.max(0, total - THREAD_SIZE), size: THREAD_SIZE }
}
