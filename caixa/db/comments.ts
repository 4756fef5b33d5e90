import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { type CommentAuthorRole } from '@caixa/contract/audit'
import { type Database } from './database'

// A record's comment thread (migration 0017): plain text, oldest first. Writing one moves the
// record's stored comment_count in the same transaction.

export interface CommentView {
	id: string
	inventoryId: string
	profileId: string
	name: string
	surname: string
	photoMultimediaId: string | null
	authorRole: CommentAuthorRole
	body: string
	createdAt: number
}

/** Adds a comment to the record's thread, in the caller's transaction; answers its id. */
export async function insertComment(
	db: Kysely<Database>,
	comment: {
		inventoryId: string
		profileId: string
		authorRole: CommentAuthorRole
		body: string
		now: number
	},
): Promise<string> {
	const id = randomUUID()
	await db
		.insertInto('inventory_comments')
		.values({
			id,
			inventory_id: comment.inventoryId,
			profile_id: comment.profileId,
			author_role: comment.authorRole,
			body: comment.body,
			created_at: comment.now,
		})
		.execute()
	// One statement moving the count under the row's own lock: concurrent comments never lose one.
	await db
		.updateTable('inventories')
		.set({ comment_count: sql<number>`comment_count + 1` })
		.where('id', '=', comment.inventoryId)
		.execute()
	return id
}

function comments(db: Kysely<Database>) {
	return db
		.selectFrom('inventory_comments as m')
		.innerJoin('profiles as p', 'p.id', 'm.profile_id')
		.select([
			'm.id',
			'm.inventory_id',
			'm.profile_id',
			'p.name',
			'p.surname',
			'p.photo_multimedia_id',
			'm.author_role',
			'm.body',
			'm.created_at',
		])
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof comments>['execute']>>[number]

function toCommentView(row: CommentRow): CommentView {
	return {
		id: row.id,
		inventoryId: row.inventory_id,
		profileId: row.profile_id,
		name: row.name,
		surname: row.surname,
		photoMultimediaId: row.photo_multimedia_id,
		authorRole: row.author_role,
		body: row.body,
		// PostgreSQL answers bigint as text.
		createdAt: Number(row.created_at),
	}
}

/**
 * A page of the record's thread, oldest first (the moment written, then id): a walk of
 * inventory_comments_inventory_id_created_at_id_idx from the record's first, stopped at the page.
 */
export async function listComments(
	db: Kysely<Database>,
	inventoryId: string,
	page: { offset: number; size: number },
): Promise<CommentView[]> {
	const rows = await comments(db)
		.where('m.inventory_id', '=', inventoryId)
		.orderBy('m.created_at')
		.orderBy('m.id')
		.limit(page.size)
		.offset(page.offset)
		.execute()
	return rows.map(toCommentView)
}

export async function findComment(
	db: Kysely<Database>,
	id: string,
): Promise<CommentView | undefined> {
	const row = await comments(db).where('m.id', '=', id).executeTakeFirst()
	return row ? toCommentView(row) : undefined
}
