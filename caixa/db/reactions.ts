import { type Kysely, sql } from 'kysely'
import { type Reaction } from '@caixa/contract/audit'
import { type Database } from './database'
import { lockRecord } from './inventories'

// Auditors' reactions to records (migration 0017): one per auditor per record. Every write keeps
// the record's stored counts (approved/question/rejected_count) in the same transaction.

/** A reaction with who gave it, as a record's page lists them. */
export interface ReactionView {
	profileId: string
	name: string
	surname: string
	photoMultimediaId: string | null
	reaction: Reaction
	reactedAt: number
}

/**
 * Sets the profile's reaction to the record, replacing the one it had, in the caller's
 * transaction. The record's row is locked first (PostgreSQL; SQLite writes one at a time), so
 * writers of one record's reactions take turns and each recount reads the others' committed rows.
 */
export async function upsertReaction(
	db: Kysely<Database>,
	reaction: {
		inventoryId: string
		cashierId: string
		profileId: string
		reaction: Reaction
		now: number
	},
): Promise<void> {
	await lockRecord(db, reaction.inventoryId)
	await db
		.insertInto('inventory_reactions')
		.values({
			inventory_id: reaction.inventoryId,
			profile_id: reaction.profileId,
			cashier_id: reaction.cashierId,
			reaction: reaction.reaction,
			created_at: reaction.now,
			updated_at: reaction.now,
		})
		.onConflict((conflict) =>
			conflict.columns(['inventory_id', 'profile_id']).doUpdateSet({
				reaction: reaction.reaction,
				updated_at: reaction.now,
			}),
		)
		.execute()
	await recountReactions(db, reaction.inventoryId)
}

/** Removes the profile's reaction to the record, if any, in the caller's transaction. */
export async function deleteReaction(
	db: Kysely<Database>,
	inventoryId: string,
	profileId: string,
): Promise<void> {
	await lockRecord(db, inventoryId)
	const removed = await db
		.deleteFrom('inventory_reactions')
		.where('inventory_id', '=', inventoryId)
		.where('profile_id', '=', profileId)
		.executeTakeFirst()
	if (Number(removed.numDeletedRows) > 0) await recountReactions(db, inventoryId)
}

/**
 * The record's counts recounted from its reactions (a few, one per auditor) rather than moved by
 * one: a replaced reaction moves two counts, and a recount cannot drift.
 */
async function recountReactions(db: Kysely<Database>, inventoryId: string): Promise<void> {
	const count = (reaction: Reaction) =>
		sql<number>`(select count(*) from inventory_reactions r where r.inventory_id = inventories.id and r.reaction = ${reaction})`
	await db
		.updateTable('inventories')
		.set({
			approved_count: count('APPROVED'),
			question_count: count('QUESTION'),
			rejected_count: count('REJECTED'),
		})
		.where('id', '=', inventoryId)
		.execute()
}

/** The record's reactions, the first given first (then by profile id). */
export async function listReactions(
	db: Kysely<Database>,
	inventoryId: string,
): Promise<ReactionView[]> {
	const rows = await db
		.selectFrom('inventory_reactions as r')
		.innerJoin('profiles as p', 'p.id', 'r.profile_id')
		.select([
			'r.profile_id',
			'p.name',
			'p.surname',
			'p.photo_multimedia_id',
			'r.reaction',
			'r.updated_at',
			'r.created_at',
		])
		.where('r.inventory_id', '=', inventoryId)
		.orderBy('r.created_at')
		.orderBy('r.profile_id')
		.execute()
	return rows.map((row) => ({
		profileId: row.profile_id,
		name: row.name,
		surname: row.surname,
		photoMultimediaId: row.photo_multimedia_id,
		reaction: row.reaction,
		// PostgreSQL answers bigint as text.
		reactedAt: Number(row.updated_at),
	}))
}
