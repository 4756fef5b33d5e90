/**
 * When a thing is archived after a change that may say `archived`: left out, as it was; true, as
 * it was if already archived (the first moment is kept), else now; false, not archived.
 */
export function archivedAtAfter(
	current: number | null,
	archived: boolean | undefined,
	now: number,
): number | null {
	if (archived === undefined) return current
	return archived ? (current ?? now) : null
}
