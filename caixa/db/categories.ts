import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type CategoryDraft } from '@caixa/domain/default-categories'
import { type Database } from './database'

/** Adds categories to a unit, in one statement. */
export async function insertCategories(
	db: Kysely<Database>,
	unitId: string,
	categories: readonly CategoryDraft[],
	now: number,
): Promise<void> {
	if (categories.length === 0) return
	await db
		.insertInto('categories')
		.values(
			categories.map((category) => ({
				id: randomUUID(),
				unit_id: unitId,
				name: category.name,
				kind: category.kind,
				dre_group: category.group,
				archived_at: null,
				created_at: now,
			})),
		)
		.execute()
}
