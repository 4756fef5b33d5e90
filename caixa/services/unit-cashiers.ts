import { type Kysely } from 'kysely'
import { type CashierUpdateBody } from '@caixa/contract/unit-cashier'
import {
	archiveCashierRow,
	bringBackCashierRow,
	deleteCashierRow,
	findCashierOfUnit,
	openingBalanceOf,
	updateCashier,
} from '@caixa/db/cashier-changes'
import { cashierHoldsRecords, cashierRecordReferences } from '@caixa/db/cashier-emptiness'
import { unitRoleOf } from '@caixa/db/access'
import {
	type CashierFilter,
	type CashierView,
	findVisibleCashier,
	listUnitCashiers,
} from '@caixa/db/cashiers'
import { type Database } from '@caixa/db/database'
import { moveLedgerVolume } from '@caixa/db/ledger-volume'
import { type Reference } from '@caixa/db/references'
import { writeTransaction } from '@caixa/db/transaction'
import { notFound } from '@caixa/domain/errors'
import { openingVolume } from '@caixa/domain/ledger-bounds'
import { requireLedgerRoom } from './ledger-volume'
import { requireUnitOwner } from './units'

// A unit's owner edits and removes its cashiers. Like adding one (services/cashiers.ts addCashier)
// this changes what the unit is made of — DOMAIN.md's "edit unit", the owner's alone: a unit
// collaborator gets a 404 with `code` OWNER_ONLY, anyone else the 404 of a unit that does not
// exist, and a cashier of another unit the 404 of a cashier that does not exist. Each change reads
// the caller's role and writes in one transaction.

/**
 * `GET /units/{unitId}/cashiers`: a page of the unit's cashiers, for its owner
 * and collaborators; anyone else gets the 404 of a unit that does not exist.
 */
export async function listCashiersOfUnit(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	filter: Omit<CashierFilter, 'unitId'>,
): Promise<CashierView[]> {
	const role = await unitRoleOf(db, profileId, unitId)
	if (!role) throw notFound('No unit of yours has this id.')
	return listUnitCashiers(db, unitId, role, filter)
}

/** `GET /units/{unitId}/cashiers/{cashierId}`: one of the unit's cashiers the caller may see. */
export async function requireCashierOfUnit(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
): Promise<CashierView> {
	const cashier = await findVisibleCashier(db, profileId, cashierId)
	if (!cashier || cashier.unitId !== unitId) throw notFound('No cashier of yours has this id.')
	return cashier
}

/**
 * Passes when the caller owns the unit and the cashier belongs there; else the 404s above. `what`
 * words the refusal to a collaborator. Changes pass `lock` inside their transaction, so the
 * cashier row is theirs until it commits (findCashierOfUnit).
 */
export async function requireOwnedCashier(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
	what: string,
	options: { lock: boolean } = { lock: false },
): Promise<void> {
	await requireUnitOwner(db, profileId, unitId, what)
	if (!(await findCashierOfUnit(db, unitId, cashierId, options))) {
		throw notFound('No cashier of this unit has this id.')
	}
}

/**
 * `PUT /units/{unitId}/cashiers/{cashierId}`: the cashier as it now is. `archived` (when given)
 * archives it, keeping the first moment, or brings it back.
 */
export function editCashier(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
	body: CashierUpdateBody,
	now: number,
): Promise<CashierView> {
	return writeTransaction(db, async (trx) => {
		await requireOwnedCashier(trx, profileId, unitId, cashierId, 'edit its cashiers', {
			lock: true,
		})
		const before = await openingBalanceOf(trx, cashierId)
		await updateCashier(trx, cashierId, body)
		if (body.archived === true) await archiveCashierRow(trx, cashierId, now)
		if (body.archived === false) await bringBackCashierRow(trx, cashierId)
		// A larger opening balance takes room in the unit's ledger volume, last
		// (domain/ledger-bounds.ts): past the bound, 409 LEDGER_LIMIT and nothing changed.
		await requireLedgerRoom(
			trx,
			unitId,
			openingVolume(body.openingBalance) - openingVolume(before),
			'openingBalance',
		)
		const cashier = await findVisibleCashier(trx, profileId, cashierId)
		if (!cashier) throw new Error('The cashier just edited is missing')
		return cashier
	})
}

export type CashierRemoval = { outcome: 'DELETED' } | { outcome: 'ARCHIVED'; cashier: CashierView }

/**
 * `DELETE /units/{unitId}/cashiers/{cashierId}`: what a small-business owner means by "remove
 * this cash book". An empty one (cashier-emptiness.ts) is deleted, since nothing would be lost; one
 * with records is archived instead — it leaves every list, its books stay readable and its reports
 * stay whole — since deleting would erase money that happened. `references` is where records are
 * looked for (tests pass a stand-in until the ledger's tables exist).
 */
export function removeCashier(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
	now: number,
	references: readonly Reference[] = cashierRecordReferences,
): Promise<CashierRemoval> {
	return writeTransaction(db, async (trx): Promise<CashierRemoval> => {
		await requireOwnedCashier(trx, profileId, unitId, cashierId, 'remove its cashiers', {
			lock: true,
		})
		if (!(await cashierHoldsRecords(trx, cashierId, references))) {
			const opening = await openingBalanceOf(trx, cashierId)
			await deleteCashierRow(trx, cashierId)
			// Its opening balance leaves the unit's ledger volume with it.
			await moveLedgerVolume(trx, unitId, -openingVolume(opening))
			return { outcome: 'DELETED' }
		}
		await archiveCashierRow(trx, cashierId, now)
		const cashier = await findVisibleCashier(trx, profileId, cashierId)
		if (!cashier) throw new Error('The cashier just archived is missing')
		return { outcome: 'ARCHIVED', cashier }
	})
}
