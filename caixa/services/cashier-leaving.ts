import { type Kysely } from 'kysely'
import { findWaysIntoCashier } from '@caixa/db/cashier-leaving'
import { deleteOwnAudit } from '@caixa/db/auditors'
import { removeCollaborator } from '@caixa/db/collaborators'
import { type Database } from '@caixa/db/database'
import { writeTransaction } from '@caixa/db/transaction'
import { DomainError, notFound } from '@caixa/domain/errors'

// `DELETE /cashiers/{id}` (spec §7 "Cashier … DELETE"): the caller LEAVES the cashier. Only a
// cashier collaborator can: they were added to this cashier alone, and leaving takes that away.
// Anyone who reaches the cashier through its unit would still see it after leaving it, so they are
// told where their access comes from instead of a 204 that changes nothing (DOMAIN.md "Roles"):
// - the unit's (or its company's) owner: 409 OWNER_CANNOT_LEAVE — a cashier they no longer want is
//   archived or deleted from the unit;
// - a unit or company collaborator: 409 UNIT_COLLABORATOR — they leave the unit (its owner takes
//   them off), not one of its cashiers. This holds also when they were added to the cashier too:
//   taking that row away would change nothing they could see.
// An accepted auditor who writes nothing of the cashier leaves the audit: their row goes, and the
// portal's auditors tab loses the cashier. Pending requesters and strangers get the 404 of a
// cashier that does not exist, as GET /cashiers/{id} answers them.

export const OWNER_CANNOT_LEAVE = 'OWNER_CANNOT_LEAVE'
export const UNIT_COLLABORATOR = 'UNIT_COLLABORATOR'

/** Takes the caller off the cashier's collaborators, or throws why they cannot leave it. */
export function leaveCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<void> {
	return writeTransaction(db, async (trx) => {
		const ways = await findWaysIntoCashier(trx, profileId, cashierId)
		if (!ways || (!ways.unitRole && !ways.cashierCollaborator)) {
			// Two leaves at once: the second finds the row gone, as if it never was.
			if (ways?.auditor && (await deleteOwnAudit(trx, profileId, cashierId))) return
			throw notFound('No cashier of yours has this id.')
		}
		if (ways.unitRole === 'OWNER') {
			throw new DomainError(
				'conflict',
				'You own this cashier’s unit: archive or delete the cashier from the unit instead.',
				{ code: OWNER_CANNOT_LEAVE },
			)
		}
		if (ways.unitRole) {
			throw new DomainError(
				'conflict',
				'You collaborate on this cashier’s whole unit: ask its owner to take you off the unit.',
				{ code: UNIT_COLLABORATOR },
			)
		}
		// Two leaves at once (two tabs): the second finds the row gone, as if it never was.
		if (!(await removeCollaborator(trx, 'cashier', cashierId, profileId))) {
			throw notFound('No cashier of yours has this id.')
		}
	})
}
