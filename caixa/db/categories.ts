import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type CategoryBody, type CategoryListQuery } from '@caixa/contract/category'
import { type Language } from '@caixa/contract/enums'
import { type CategoryDraft } from '@caixa/domain/default-categories'
import { searchableText } from '@caixa/domain/search-text'
import { categorySearchText } from './category-name'
import { type CategoryRow, type Database } from './database'
import { whereNameHas, whereState } from './master-data-filters'
import { deleteNamedThing, findUnitNamedThing, unitNamedThings } from './unit-named-things'

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
				default_code: category.defaultCode ?? null,
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
			default_code: null,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}

/**
 * `GET /units/{id}/categories`: one page by the name a reader of `language` sees (its search
 * text, then id), searched by that name too; kind, group and state narrow it. A default's name
 * depends on the reader, so the unit's categories (tens, not millions) are sorted rather than
 * walked in the (unit_id, search_text, id) index's order.
 */
export function listCategories(
	db: Kysely<Database>,
	unitId: string,
	filter: CategoryListQuery,
	language: Language,
): Promise<CategoryRow[]> {
	const shown = categorySearchText('categories', language)
	let query = whereState(
		whereNameHas(unitNamedThings(db, 'categories', unitId), shown, filter.name),
		filter.state,
	)
	if (filter.kind?.length) query = query.where('kind', 'in', filter.kind)
	if (filter.group?.length) query = query.where('dre_group', 'in', filter.group)
	return query.orderBy(shown).orderBy('id').offset(filter.offset).limit(filter.size).execute()
}

export function findCategory(
	db: Kysely<Database>,
	unitId: string,
	categoryId: string,
): Promise<CategoryRow | undefined> {
	return findUnitNamedThing(db, 'categories', unitId, categoryId)
}

/** Writes the category; a `name` of null keeps its name and default code (a rename clears it). */
export function updateCategory(
	db: Kysely<Database>,
	categoryId: string,
	change: Omit<CategoryBody, 'name'> & { name: string | null; archivedAt: number | null },
): Promise<CategoryRow> {
	const renamed =
		change.name === null
			? {}
			: { name: change.name, search_text: searchableText(change.name), default_code: null }
	return db
		.updateTable('categories')
		.set({
			...renamed,
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
