import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type CategoryBody, type CategoryListQuery } from '@caixa/contract/category'
import { type CategoryDraft } from '@caixa/domain/default-categories'
import { searchableText } from '@caixa/domain/search-text'
import { type CategoryRow, type Database } from './database'
import {
	deleteNamedThing,
	findUnitNamedThing,
	pageByName,
	unitNamedThings,
} from './unit-named-things'

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
				search_text: searchableText(category.name),
				kind: category.kind,
				dre_group: category.group,
				archived_at: null,
				created_at: now,
			})),
		)
		.execute()
}

export async function insertCategory(
	db: Kysely<Database>,
	unitId: string,
	body: CategoryBody,
	now: number,
): Promise<CategoryRow> {
	return db
		.insertInto('categories')
		.values({
			id: randomUUID(),
			unit_id: unitId,
			name: body.name,
			search_text: searchableText(body.name),
			kind: body.kind,
			dre_group: body.group,
			archived_at: null,
			created_at: now,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}

/**
 * `GET /units/{id}/categories`: one page by name (search text, then id) on the
 * (unit_id, search_text, id) index; kind, group and state narrow it.
 */
export function listCategories(
	db: Kysely<Database>,
	unitId: string,
	filter: CategoryListQuery,
): Promise<CategoryRow[]> {
	let query = unitNamedThings(db, 'categories', unitId)
	if (filter.kind?.length) query = query.where('kind', 'in', filter.kind)
	if (filter.group?.length) query = query.where('dre_group', 'in', filter.group)
	return pageByName(query, filter).execute()
}

export function findCategory(
	db: Kysely<Database>,
	unitId: string,
	categoryId: string,
): Promise<CategoryRow | undefined> {
	return findUnitNamedThing(db, 'categories', unitId, categoryId)
}

export function updateCategory(
	db: Kysely<Database>,
	categoryId: string,
	change: CategoryBody & { archivedAt: number | null },
): Promise<CategoryRow> {
	return db
		.updateTable('categories')
		.set({
			name: change.name,
			search_text: searchableText(change.name),
			kind: change.kind,
			dre_group: change.group,
			archived_at: change.archivedAt,
		})
		.where('id', '=', categoryId)
		.returningAll()
		.executeTakeFirstOrThrow()
}

export function deleteCategory(db: Kysely<Database>, categoryId: string): Promise<void> {
	return deleteNamedThing(db, 'categories', categoryId)
}
