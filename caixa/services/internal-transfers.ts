import { type Kysely } from 'kysely'
import {
	type InternalTransferFilter,
	type InternalTransferListQuery,
	type NewInternalTransferBody,
} from '@caixa/contract/internal-transfer'
import { unitRoleOf, visibleCashiers } from '@caixa/db/access'
import { type Database } from '@caixa/db/database'
import {
	deleteTransfer,
	findTransfer,
	insertTransfer,
	type InternalTransferView,
	listTransfers,
	type TransferFilter,
	type TransferReach,
	transferTotals,
} from '@caixa/db/internal-transfers'
import { findLedgerCashier } from '@caixa/db/ledger-cashier'
import { moveLedgerVolume } from '@caixa/db/ledger-volume'
import { followReportDays, NOTHING_BEFORE, snapshotOf } from '@caixa/db/report-days'
import { writeTransaction } from '@caixa/db/transaction'
import { DomainError, notFound } from '@caixa/domain/errors'
import { transferVolume } from '@caixa/domain/ledger-bounds'
import {
	bindIdempotencyKey,
	type IdempotentRequest,
	isUniqueViolation,
	pruneIdempotencyKeys,
	replayed,
} from './idempotency'
import { filterDate } from './ledger-access'
import { requireLedgerRoom } from './ledger-volume'

export type { InternalTransferView }

// Internal transfers between two cashiers of a unit (DOMAIN.md "Internal transfer"). Who may
// (DOMAIN.md "Roles", "see and write … transfers of a cashier"): the unit's owners and its (or its
// company's) collaborators, between any of its cashiers; a cashier's collaborator only between
// two cashiers they may write — any other transfer, and the unit itself when they write none of
// its cashiers, is 404 to them, as to auditors and strangers (ids leak nothing).

/** The unit as transfers need it, and what of it the caller reaches. */
export interface TransferUnit {
	id: string
	currency: string
	timezone: string
}

const NO_UNIT = 'No unit of yours has this id.'
const NO_TRANSFER = 'This unit has no transfer of yours with this id.'

/** The unit and the caller's reach in it (TransferReach), or 404. */
export async function requireTransferReach(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
): Promise<{ unit: TransferUnit; reach: TransferReach }> {
	const unit = await db
		.selectFrom('units')
		.select(['id', 'currency', 'timezone'])
		.where('id', '=', unitId)
		.executeTakeFirst()
	if (!unit) throw notFound(NO_UNIT)
	if (await unitRoleOf(db, profileId, unitId)) {
		return { unit, reach: { unitId, cashierIds: null } }
	}
	// Not the unit's owner nor collaborator: the cashiers of it they collaborate on, if any.
	const rows = await db
		.selectFrom(visibleCashiers(db, profileId))
		.innerJoin('cashiers', 'cashiers.id', 'access.cashier_id')
		.select('cashiers.id')
		.where('cashiers.unit_id', '=', unitId)
		.execute()
	if (rows.length === 0) throw notFound(NO_UNIT)
	return { unit, reach: { unitId, cashierIds: rows.map((row) => row.id) } }
}

function datesOf(filter: InternalTransferFilter, unit: TransferUnit): TransferFilter {
	return {
		from: filterDate(filter.from, unit, filter.zone),
		to: filterDate(filter.to, unit, filter.zone),
		fromCashierId: filter.fromCashierId,
		toCashierId: filter.toCashierId,
	}
}

export async function listUnitTransfers(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: InternalTransferListQuery,
): Promise<{ unit: TransferUnit; rows: InternalTransferView[] }> {
	const { unit, reach } = await requireTransferReach(db, profileId, unitId)
	const rows = await listTransfers(db, reach, {
		...datesOf(query, unit),
		offset: query.offset,
		size: query.size,
	})
	return { unit, rows }
}

export async function unitTransferTotals(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	filter: InternalTransferFilter,
): Promise<{ unit: TransferUnit; count: number; amount: number }> {
	const { unit, reach } = await requireTransferReach(db, profileId, unitId)
	return { unit, ...(await transferTotals(db, reach, datesOf(filter, unit))) }
}

export async function getTransfer(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	transferId: string,
): Promise<{ unit: TransferUnit; transfer: InternalTransferView }> {
	const { unit, reach } = await requireTransferReach(db, profileId, unitId)
	const transfer = await findTransfer(db, reach, transferId)
	if (!transfer) throw notFound(NO_TRANSFER)
	return { unit, transfer }
}

/**
 * One side of a new transfer: a cashier of this unit the caller may write (else 404, the same
 * whether it is missing, another unit's or not theirs), and live — an archived cashier keeps its
 * books but takes no new money, 409 CASHIER_ARCHIVED as for records, on the field.
 */
async function requireTransferCashier(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
	path: 'fromCashierId' | 'toCashierId',
): Promise<void> {
	const cashier = await findLedgerCashier(db, profileId, cashierId)
	if (!cashier || cashier.unitId !== unitId) {
		throw new DomainError('not-found', 'No cashier of yours in this unit has this id.', {
			fieldErrors: [{ path, message: 'No cashier of yours in this unit has this id' }],
		})
	}
	if (cashier.archived) throw cashierArchived(path)
}

function cashierArchived(path?: string): DomainError {
	return new DomainError('conflict', 'This cashier is archived: bring it back to record in it.', {
		code: 'CASHIER_ARCHIVED',
		fieldErrors: path ? [{ path, message: 'This cashier is archived' }] : [],
	})
}

/**
 * Writes a transfer: the row, both balances and twice its amount in the unit's ledger volume
 * (last, as every write: past the bound 409 LEDGER_LIMIT and nothing written), in one
 * transaction. An Idempotency-Key works exactly as for records (services/idempotency.ts): the
 * same request within 24 hours answers the first transfer and writes nothing; the key with
 * another request is 422 IDEMPOTENCY_KEY_REUSED. Answers the transfer's id and whether it was
 * made now.
 */
export async function createTransfer(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	body: NewInternalTransferBody,
	idempotencyKey: string | undefined,
	now: number,
): Promise<{ id: string; created: boolean }> {
	await requireTransferReach(db, profileId, unitId)
	const request: IdempotentRequest = {
		profileId,
		key: idempotencyKey,
		method: 'POST',
		path: `/units/${unitId}/internal-transfers`,
		body,
	}
	const replay = await replayed(db, request, now)
	if (replay) return { id: replay, created: false }
	await requireTransferCashier(db, profileId, unitId, body.fromCashierId, 'fromCashierId')
	await requireTransferCashier(db, profileId, unitId, body.toCashierId, 'toCashierId')
	try {
		const id = await writeTransaction(db, async (trx) => {
			const made = await insertTransfer(
				trx,
				{
					unitId,
					fromCashierId: body.fromCashierId,
					toCashierId: body.toCashierId,
					amount: body.amount,
					transferredOn: body.transferredOn,
					description: body.description || null,
					createdByProfileId: profileId,
				},
				now,
			)
			await followReportDays(trx, { transferId: made }, NOTHING_BEFORE)
			await bindIdempotencyKey(trx, request, made, now)
			await requireLedgerRoom(trx, unitId, transferVolume(body.amount), 'amount')
			return made
		})
		if (idempotencyKey !== undefined) await pruneIdempotencyKeys(db, profileId, now)
		return { id, created: true }
	} catch (error) {
		// Two requests racing under one key: the key's primary key catches the second.
		if (error instanceof DomainError || !isUniqueViolation(error)) throw error
		const raced = await replayed(db, request, now)
		if (raced) return { id: raced, created: false }
		throw error
	}
}

/**
 * Deletes a transfer (soft): it leaves every list, and both balances and the unit's ledger
 * volume move back, in one transaction. Its two cashiers must be live (409 CASHIER_ARCHIVED):
 * an archived cashier's balance does not move.
 */
export async function removeTransfer(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	transferId: string,
	now: number,
): Promise<void> {
	const { reach } = await requireTransferReach(db, profileId, unitId)
	const transfer = await findTransfer(db, reach, transferId)
	if (!transfer) throw notFound(NO_TRANSFER)
	const archived = await db
		.selectFrom('cashiers')
		.select('id')
		.where('id', 'in', [transfer.fromCashierId, transfer.toCashierId])
		.where('archived_at', 'is not', null)
		.executeTakeFirst()
	if (archived) throw cashierArchived()
	const deleted = await writeTransaction(db, async (trx) => {
		// A transfer changes only when deleted, which one writer alone does (deleted_at guard).
		const before = await snapshotOf(trx, { transferId })
		const done = await deleteTransfer(trx, unitId, transferId, profileId, now)
		if (done) await followReportDays(trx, { transferId }, before)
		if (done) await moveLedgerVolume(trx, unitId, -transferVolume(done.amount))
		return done
	})
	if (!deleted) throw notFound(NO_TRANSFER)
}
