import { type Kysely, sql } from 'kysely'
import { type MyReaction, myReactions, type Reaction } from '@caixa/contract/audit'
import { type Database } from './database'

// The records list's filters on auditors' reactions (migration 0017), as parts of its one
// statement a page (db/inventories.ts listInventories): the writers' "has a question or
// rejection" and the auditor's own reaction.

/**
 * A question or a rejection on the record `i`, worded exactly as the partial index of migration
 * 0017 (literal, no parameter), so that both engines prove the index applies and walk it in the
 * list's order.
 */
export const CONCERN = sql<boolean>`i.question_count + i.rejected_count > 0`

/**
 * No concern is worded as the negation of CONCERN: PostgreSQL, with no statistics on the sum,
 * takes an equality as rare and would read the cashier's every record and sort them, where most
 * records have no concern and the list's walk meets a page of them at once.
 */
export function concernCondition(concern: boolean) {
	return concern ? CONCERN : sql<boolean>`not (${CONCERN})`
}

/**
 * The records of the cashier the auditor reacted to with one of `reactions`, from
 * inventory_reactions_profile_id_cashier_id_reaction_idx: their keys when at most
 * `most`, else undefined (the list's walk, reactionCondition, meets a page of them soon). NONE
 * is no probe (the records without a row here): undefined.
 */
export async function reactedRecords(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	reactions: readonly MyReaction[],
	most: number,
): Promise<string[] | undefined> {
	if (reactions.length === 0 || reactions.includes('NONE')) return undefined
	// One probe a kind, each in the index's order and stopped past `most` in all: PostgreSQL, told
	// that most of the auditor's reactions match, would otherwise read them from any index
	// (nothing bounds an unordered read but the limit), and an IN list gives no order before 17.
	const keys: string[] = []
	for (const reaction of new Set(reactions as Reaction[])) {
		const rows = await db
			.selectFrom('inventory_reactions')
			.select('inventory_id as id')
			.where('profile_id', '=', profileId)
			.where('cashier_id', '=', cashierId)
			.where('reaction', '=', reaction)
			// The index's whole order, which no other index gives: its walk, not the primary key's.
			.orderBy('profile_id')
			.orderBy('cashier_id')
			.orderBy('reaction')
			.orderBy('inventory_id')
			.limit(most + 1 - keys.length)
			.execute()
		keys.push(...rows.map((row) => row.id))
		if (keys.length > most) return undefined
	}
	return keys
}

/**
 * The auditor's reaction as a condition on the list's walk: one probe of the reactions' primary
 * key (inventory_id, profile_id) per record walked. NONE is the records the auditor has not
 * reacted to yet: the newest, as an auditor works down the list, so the walk meets them first.
 * Worded as "none of the other reactions": PostgreSQL, with no statistics on the subquery, takes
 * an equality as rare and would read and sort the cashier's every record, and an inequality as
 * common, which is what a condition here is when its keys were too many for a probe.
 */
export function reactionCondition(profileId: string, reactions: readonly MyReaction[]) {
	const others = myReactions.filter((reaction) => !reactions.includes(reaction))
	if (others.length === 0) return sql<boolean>`true`
	const mine = sql`(select r.reaction from inventory_reactions r where r.inventory_id = i.id and r.profile_id = ${profileId})`
	return sql<boolean>`coalesce(${mine}, 'NONE') not in (${sql.join(others)})`
}

/** The profile's reaction to the record `i`, null when none, as a column of the page's rows. */
export function myReactionColumn(profileId: string) {
	return sql<Reaction | null>`(select r.reaction from inventory_reactions r where r.inventory_id = i.id and r.profile_id = ${profileId})`.as(
		'my_reaction',
	)
}
