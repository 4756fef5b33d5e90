import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type Database } from './database'
import { moveBalance } from './ledger-cashier'

// A unit's internal transfers (migration 0014). Both balances move with the row, in the caller's
// transaction; services/internal-transfers.ts says who may do what.

/** A transfer with its cashiers' names, as the API answers it. */
export interface InternalTransferView {
	id: string
	unitId: string
	fromCashierId: string
	fromCashierName: string
	toCashierId: string
	toCashierName: string
	amount: number
	transferredOn: string
	description: string | null
	createdAt: number
}

/**
 * Which of the unit's transfers a reader sees: every one (`cashierIds` null: its owners and
 * collaborators), or those whose two cashiers are both among `cashierIds` (a cashier's
 * collaborator sees and writes only between cashiers they may write).
 */
export interface TransferReach {
	unitId: string
	cashierIds: readonly string[] | null
}

/** The list's filters, dates already the unit's calendar dates. */
export interface TransferFilter {
	from?: string
	to?: string
	fromCashierId?: readonly string[]
	toCashierId?: readonly string[]
}

function transferViews(db: Kysely<Database>, reach: TransferReach, filter: TransferFilter = {}) {
	let query = db
		.selectFrom('internal_transfers as t')
		.innerJoin('cashiers as f', 'f.id', 't.from_cashier_id')
		.innerJoin('cashiers as d', 'd.id', 't.to_cashier_id')
		.select([
			't.id',
			't.unit_id',
			't.from_cashier_id',
			'f.name as from_cashier_name',
			't.to_cashier_id',
			'd.name as to_cashier_name',
			't.amount',
			't.transferred_on',
			't.description',
			't.created_at',
		])
		.where('t.unit_id', '=', reach.unitId)
		.where('t.deleted_at', 'is', null)
	if (reach.cashierIds !== null) {
		query = query
			.where('t.from_cashier_id', 'in', reach.cashierIds)
			.where('t.to_cashier_id', 'in', reach.cashierIds)
	}
	if (filter.from) query = query.where('t.transferred_on', '>=', filter.from)
	if (filter.to) query = query.where('t.transferred_on', '<=', filter.to)
	if (filter.fromCashierId?.length) {
		query = query.where('t.from_cashier_id', 'in', filter.fromCashierId)
	}
	if (filter.toCashierId?.length) query = query.where('t.to_cashier_id', 'in', filter.toCashierId)
	return query
}

type TransferViewRow = Awaited<ReturnType<ReturnType<typeof transferViews>['execute']>>[number]

function toView(row: TransferViewRow): InternalTransferView {
	return {
		id: row.id,
		unitId: row.unit_id,
		fromCashierId: row.from_cashier_id,
		fromCashierName: row.from_cashier_name,
		toCashierId: row.to_cashier_id,
		toCashierName: row.to_cashier_name,
		amount: Number(row.amount),
		transferredOn: row.transferred_on,
		description: row.description,
		createdAt: Number(row.created_at),
	}
}

/**
 * `GET /units/{unitId}/internal-transfers`: live transfers newest first — date, then when written,
 * then id, all descending, so a page is stable whatever is written meanwhile on other days.
 * Unfiltered it walks internal_transfers_unit_id_transferred_on_created_at_id_idx and stops at the
 * page. A reach empty of cashiers sees nothing (and no `in ()` is written).
 */
export async function listTransfers(
	db: Kysely<Database>,
	reach: TransferReach,
	filter: TransferFilter & { offset: number; size: number },
): Promise<InternalTransferView[]> {
	if (reach.cashierIds?.length === 0) return []
	const rows = await transferViews(db, reach, filter)
		.orderBy('t.transferred_on', 'desc')
		.orderBy('t.created_at', 'desc')
		.orderBy('t.id', 'desc')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return rows.map(toView)
}

/** How many live transfers the filters keep, and their amounts' sum. */
export async function transferTotals(
	db: Kysely<Database>,
	reach: TransferReach,
	filter: TransferFilter,
): Promise<{ count: number; amount: number }> {
	if (reach.cashierIds?.length === 0) return { count: 0, amount: 0 }
	const row = await transferViews(db, reach, filter)
		.clearSelect()
		.select((eb) => [
			eb.fn.countAll<number | string>().as('count'),
			eb.fn.coalesce(eb.fn.sum<number | string>('t.amount'), eb.lit(0)).as('amount'),
		])
		.executeTakeFirstOrThrow()
	// PostgreSQL answers count and sum as text (bigint, numeric): read them as numbers. A unit's
	// ledger volume holds twice each live transfer, so the sum stays within 2^53 − 1.
	return { count: Number(row.count), amount: Number(row.amount) }
}

/** One live transfer of the unit the reach sees, or undefined. */
export async function findTransfer(
	db: Kysely<Database>,
	reach: TransferReach,
	transferId: string,
): Promise<InternalTransferView | undefined> {
	if (reach.cashierIds?.length === 0) return undefined
	const row = await transferViews(db, reach).where('t.id', '=', transferId).executeTakeFirst()
	return row ? toView(row) : undefined
}

export interface NewTransferRow {
	unitId: string
	fromCashierId: string
	toCashierId: string
	amount: number
	transferredOn: string
	description: string | null
	createdByProfileId: string
}

/**
 * Writes a transfer and moves both balances, in the caller's transaction. The two cashiers' rows
 * are updated in the order of their ids, so two transfers between the same pair in opposite
 * directions lock them in the same order on PostgreSQL and never wait on each other in a circle.
 */
export async function insertTransfer(
	db: Kysely<Database>,
	transfer: NewTransferRow,
	now: number,
): Promise<string> {
	const id = randomUUID()
	await db
		.insertInto('internal_transfers')
		.values({
			id,
			unit_id: transfer.unitId,
			from_cashier_id: transfer.fromCashierId,
			to_cashier_id: transfer.toCashierId,
			amount: transfer.amount,
			transferred_on: transfer.transferredOn,
			description: transfer.description,
			created_by_profile_id: transfer.createdByProfileId,
			created_at: now,
		})
		.execute()
	await moveBothBalances(db, transfer.fromCashierId, transfer.toCashierId, transfer.amount)
	return id
}

/**
 * Soft-deletes a live transfer of the unit and moves both balances back, in the caller's
 * transaction. The guarded UPDATE decides: of two deletes racing, one finds the row live and
 * reverses it, the other finds nothing (undefined), so a transfer is never reversed twice.
 */
export async function deleteTransfer(
	db: Kysely<Database>,
	unitId: string,
	transferId: string,
	profileId: string,
	now: number,
): Promise<{ amount: number } | undefined> {
	const deleted = await db
		.updateTable('internal_transfers')
		.set({ deleted_at: now, deleted_by_profile_id: profileId })
		.where('id', '=', transferId)
		.where('unit_id', '=', unitId)
		.where('deleted_at', 'is', null)
		.returning(['from_cashier_id', 'to_cashier_id', 'amount'])
		.executeTakeFirst()
	if (!deleted) return undefined
	const amount = Number(deleted.amount)
	await moveBothBalances(db, deleted.to_cashier_id, deleted.from_cashier_id, amount)
	return { amount }
}

/** `amount` out of `out` and into `into`, the rows taken in the order of their ids. */
async function moveBothBalances(
	db: Kysely<Database>,
	out: string,
	into: string,
	amount: number,
): Promise<void> {
	const moves: Array<[string, number]> = [
		[out, -amount],
		[into, amount],
	]
	moves.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
	for (const [cashierId, delta] of moves) await moveBalance(db, cashierId, delta)
}
