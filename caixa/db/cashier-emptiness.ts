import { type Kysely } from 'kysely'
import { type Database } from './database'
import { isReferenced, type Reference } from './references'

/*
 * When a cashier is empty, so that deleting it loses nothing (DELETE /units/{unitId}/cashiers/{id}
 * deletes an empty cashier and archives any other). Empty means no record of money has ever been
 * written in it: no inventory record, no transfer in or out. Its opening balance, name and people
 * (collaborators, auditors) are settings, not books, and go with it.
 *
 * Each column that points at a cashier from the books is listed here (a transfer names two);
 * a cashier with records is archived, never deleted. Soft-deleted records count
 * too: the books keep them.
 */
export const cashierRecordReferences: readonly Reference[] = [
	{ table: 'inventories', column: 'cashier_id' },
	{ table: 'internal_transfers', column: 'from_cashier_id' },
	{ table: 'internal_transfers', column: 'to_cashier_id' },
]

/** Whether the cashier holds any record: one indexed probe per reference, stopping at the first. */
export function cashierHoldsRecords(
	db: Kysely<Database>,
	cashierId: string,
	references: readonly Reference[] = cashierRecordReferences,
): Promise<boolean> {
	return isReferenced(db, references, cashierId)
}
