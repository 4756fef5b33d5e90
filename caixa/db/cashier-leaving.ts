import { type Kysely } from 'kysely'
import { type UnitRole } from '@caixa/contract/unit'
import { unitRoleOf } from './access'
import { type Database } from './database'

// How one profile reaches one cashier, for `DELETE /cashiers/{id}` (services/cashier-leaving.ts):
// through its unit (as the unit's or its company's owner or collaborator — access.ts says which),
// on the cashier alone (a row in cashier_collaborators), both, or not at all; and whether they
// audit it (an accepted row in cashier_auditors), which is left through the same call.

export interface WaysIntoCashier {
	/** The caller's role on the cashier's unit, when they reach the unit. */
	unitRole: UnitRole | undefined
	/** Whether they were added to this cashier alone. */
	cashierCollaborator: boolean
	/** Whether they audit it (accepted). */
	auditor: boolean
}

/**
 * The ways in, or undefined when the cashier does not exist. Two reads by primary key (the cashier
 * with an EXISTS on cashier_collaborators' primary key and one on cashier_auditors' unique pair),
 * then access.ts's unit ways of the caller.
 */
export async function findWaysIntoCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<WaysIntoCashier | undefined> {
	const row = await db
		.selectFrom('cashiers')
		.select((eb) => [
			'cashiers.unit_id',
			eb
				.exists(
					eb
						.selectFrom('cashier_collaborators')
						.select('cashier_collaborators.profile_id')
						.where('cashier_collaborators.cashier_id', '=', cashierId)
						.where('cashier_collaborators.profile_id', '=', profileId),
				)
				.as('collaborates'),
			eb
				.exists(
					eb
						.selectFrom('cashier_auditors')
						.select('cashier_auditors.id')
						.where('cashier_auditors.cashier_id', '=', cashierId)
						.where('cashier_auditors.profile_id', '=', profileId)
						.where('cashier_auditors.accepted_at', 'is not', null),
				)
				.as('audits'),
		])
		.where('cashiers.id', '=', cashierId)
		.executeTakeFirst()
	if (!row) return undefined
	return {
		unitRole: await unitRoleOf(db, profileId, row.unit_id),
		// SQLite answers EXISTS as 0/1, PostgreSQL as a boolean.
		cashierCollaborator: Boolean(row.collaborates),
		auditor: Boolean(row.audits),
	}
}
