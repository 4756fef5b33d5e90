import { type Kysely } from 'kysely'
import {
	type AuditorInventoryListQuery,
	type CommentAuthorRole,
	type MyReaction,
	type Reaction,
} from '@caixa/contract/audit'
import {
	type CashierCategoryListQuery,
	type CashierClientOrSupplierListQuery,
} from '@caixa/contract/cashier-lookups'
import { type Language } from '@caixa/contract/enums'
import { type PageQuery } from '@caixa/contract/paging'
import { hasLiveRecord, requireAuditedLedgerCashier } from '@caixa/db/auditor-inventories'
import { findCategory, listCategories } from '@caixa/db/categories'
import { findClientOrSupplier, listClientsOrSuppliers } from '@caixa/db/clients-or-suppliers'
import { type CommentView, findComment, insertComment, listComments } from '@caixa/db/comments'
import { type CategoryRow, type ClientOrSupplierRow, type Database } from '@caixa/db/database'
import { type InventoryView, listInventories } from '@caixa/db/inventories'
import { type LedgerCashier } from '@caixa/db/ledger-cashier'
import {
	deleteReaction,
	listReactions,
	type ReactionView,
	upsertReaction,
} from '@caixa/db/reactions'
import { writeTransaction } from '@caixa/db/transaction'
import { notFound } from '@caixa/domain/errors'
import { documentFilterFor } from './clients-or-suppliers'
import { type InventoryDetail, readInventory } from './inventories'
import { filterDate, requireLedgerCashier, todayOf } from './ledger-access'

export type { CommentView, ReactionView }

// What auditors say about a cashier's records (DOMAIN.md "Auditors, reactions, comments"): the
// auditor space (accepted auditors of the cashier alone, audit-access.ts) reads the records with
// the writers' own queries, reacts and comments; the cashier's writers (ledger-access.ts) read the
// reactions and answer in the thread. Neither side reaches the other's endpoints, and nothing here
// moves money: a reaction or comment writes its own table and the record's stored counts.

const noRecord = () => notFound('This cashier has no record with this id.')

export async function listAuditorInventories(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	query: AuditorInventoryListQuery,
	now: number,
): Promise<{ cashier: LedgerCashier; rows: InventoryView[] }> {
	const cashier = await requireAuditedLedgerCashier(db, profileId, cashierId)
	const { from, to, zone, ...rest } = query
	const rows = await listInventories(db, profileId, cashierId, {
		...rest,
		from: filterDate(from, cashier, zone),
		to: filterDate(to, cashier, zone),
		today: todayOf(cashier, now),
		readsMyReaction: true,
	})
	return { cashier, rows }
}

export interface AuditorInventoryDetail extends InventoryDetail {
	myReaction: MyReaction
	reactions: ReactionView[]
}

export async function getAuditorInventory(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	inventoryId: string,
	now: number,
): Promise<AuditorInventoryDetail> {
	const cashier = await requireAuditedLedgerCashier(db, profileId, cashierId)
	return auditorDetail(db, cashier, profileId, inventoryId, now)
}

async function auditorDetail(
	db: Kysely<Database>,
	cashier: LedgerCashier,
	profileId: string,
	inventoryId: string,
	now: number,
): Promise<AuditorInventoryDetail> {
	const [detail, reactions] = await Promise.all([
		readInventory(db, cashier, profileId, inventoryId, now),
		listReactions(db, inventoryId),
	])
	const mine = reactions.find((reaction) => reaction.profileId === profileId)
	return { ...detail, reactions, myReaction: mine?.reaction ?? 'NONE' }
}

/** Sets the auditor's reaction to a live record, replacing its own; answers the record. */
export async function setMyReaction(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	inventoryId: string,
	reaction: Reaction,
	now: number,
): Promise<AuditorInventoryDetail> {
	const cashier = await requireAuditedLedgerCashier(db, profileId, cashierId)
	await writeTransaction(db, async (trx) => {
		if (!(await hasLiveRecord(trx, cashierId, inventoryId))) throw noRecord()
		await upsertReaction(trx, { inventoryId, cashierId, profileId, reaction, now })
	})
	return auditorDetail(db, cashier, profileId, inventoryId, now)
}

/** Removes the auditor's reaction to a live record; none to remove is no error. */
export async function removeMyReaction(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	inventoryId: string,
): Promise<void> {
	await requireAuditedLedgerCashier(db, profileId, cashierId)
	await writeTransaction(db, async (trx) => {
		if (!(await hasLiveRecord(trx, cashierId, inventoryId))) throw noRecord()
		await deleteReaction(trx, inventoryId, profileId)
	})
}

/** Who may join a record's thread, and as whom: its auditor, or one who writes its books. */
async function threadAccess(
	db: Kysely<Database>,
	side: CommentAuthorRole,
	profileId: string,
	cashierId: string,
): Promise<void> {
	if (side === 'AUDITOR') await requireAuditedLedgerCashier(db, profileId, cashierId)
	else await requireLedgerCashier(db, profileId, cashierId)
}

export async function listThread(
	db: Kysely<Database>,
	side: CommentAuthorRole,
	profileId: string,
	cashierId: string,
	inventoryId: string,
	page: PageQuery,
): Promise<CommentView[]> {
	await threadAccess(db, side, profileId, cashierId)
	if (!(await hasLiveRecord(db, cashierId, inventoryId))) throw noRecord()
	return listComments(db, inventoryId, page)
}

/** Adds a comment (already trimmed, 1-2,000 characters) to a live record's thread. */
export async function addComment(
	db: Kysely<Database>,
	side: CommentAuthorRole,
	profileId: string,
	cashierId: string,
	inventoryId: string,
	body: string,
	now: number,
): Promise<CommentView> {
	await threadAccess(db, side, profileId, cashierId)
	const id = await writeTransaction(db, async (trx) => {
		if (!(await hasLiveRecord(trx, cashierId, inventoryId))) throw noRecord()
		return insertComment(trx, { inventoryId, profileId, authorRole: side, body, now })
	})
	const comment = await findComment(db, id)
	if (!comment) throw noRecord()
	return comment
}

/** A record's reactions, for the cashier's writers (who do not react themselves). */
export async function listRecordReactions(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	inventoryId: string,
): Promise<ReactionView[]> {
	await requireLedgerCashier(db, profileId, cashierId)
	if (!(await hasLiveRecord(db, cashierId, inventoryId))) throw noRecord()
	return listReactions(db, inventoryId)
}

/** The filter's picker of the auditor's list: the cashier's unit's, as its writers' picker. */
export async function listAuditorClientsOrSuppliers(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	filter: CashierClientOrSupplierListQuery,
): Promise<{ rows: ClientOrSupplierRow[]; country: string }> {
	const cashier = await requireAuditedLedgerCashier(db, profileId, cashierId)
	const rows = await listClientsOrSuppliers(db, cashier.unitId, {
		...filter,
		document: documentFilterFor(cashier.country, filter.document),
	})
	return { rows, country: cashier.country }
}

export async function requireAuditorClientOrSupplier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	id: string,
): Promise<{ row: ClientOrSupplierRow; country: string }> {
	const cashier = await requireAuditedLedgerCashier(db, profileId, cashierId)
	const row = await findClientOrSupplier(db, cashier.unitId, id)
	if (!row) throw notFound('This unit has no client or supplier with this id.')
	return { row, country: cashier.country }
}

/** The category picker of the auditor's list: the cashier's unit's, as its writers' picker. */
export async function listAuditorCategories(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	filter: CashierCategoryListQuery,
	language: Language,
): Promise<CategoryRow[]> {
	const cashier = await requireAuditedLedgerCashier(db, profileId, cashierId)
	return listCategories(db, cashier.unitId, filter, language)
}

export async function requireAuditorCategory(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	id: string,
): Promise<CategoryRow> {
	const cashier = await requireAuditedLedgerCashier(db, profileId, cashierId)
	const row = await findCategory(db, cashier.unitId, id)
	if (!row) throw notFound('This unit has no category with this id.')
	return row
}
