import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type Database } from './database'

// Who else works in a unit or a cashier, and who audits a cashier. The routes that manage them
// come with the collaborators and auditors screens; for now tests and seeding use these. Adding
// someone twice changes nothing.

export async function addUnitCollaborator(
	db: Kysely<Database>,
	unitId: string,
	profileId: string,
	now: number,
): Promise<void> {
	await db
		.insertInto('unit_collaborators')
		.values({ unit_id: unitId, profile_id: profileId, created_at: now })
		.onConflict((conflict) => conflict.columns(['unit_id', 'profile_id']).doNothing())
		.execute()
}

export async function addCashierCollaborator(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
	now: number,
): Promise<void> {
	await db
		.insertInto('cashier_collaborators')
		.values({ cashier_id: cashierId, profile_id: profileId, created_at: now })
		.onConflict((conflict) => conflict.columns(['cashier_id', 'profile_id']).doNothing())
		.execute()
}

/**
 * An auditor's request to audit a cashier, accepted at `acceptedAt` or pending (null). A second
 * call for the same pair sets the acceptance anew and keeps the row's id.
 */
export async function addCashierAuditor(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
	acceptedAt: number | null,
	now: number,
): Promise<string> {
	const row = await db
		.insertInto('cashier_auditors')
		.values({
			id: randomUUID(),
			cashier_id: cashierId,
			profile_id: profileId,
			accepted_at: acceptedAt,
			created_at: now,
		})
		.onConflict((conflict) =>
			conflict.columns(['cashier_id', 'profile_id']).doUpdateSet({ accepted_at: acceptedAt }),
		)
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}
