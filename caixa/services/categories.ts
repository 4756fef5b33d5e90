import { type Kysely } from 'kysely'
import { type CategoryBody, type CategoryUpdateBody } from '@caixa/contract/category'
import { type Language } from '@caixa/contract/enums'
import { deleteCategory, findCategory, insertCategory, updateCategory } from '@caixa/db/categories'
import { type CategoryRow, type Database } from '@caixa/db/database'
import { categoryReferences, isReferenced, type Reference } from '@caixa/db/references'
import { writeTransaction } from '@caixa/db/transaction'
import { type MasterDataScope, requireMasterDataScope } from '@caixa/db/master-data-scope'
import { DomainError, notFound } from '@caixa/domain/errors'
import { archivedAtAfter } from '@caixa/domain/archive'
import { shownCategoryName } from '@caixa/domain/default-categories'

export type { CategoryRow }
export { listCategories } from '@caixa/db/categories'

// A unit's categories. Its owner and collaborators reach them through the unit; whoever writes a
// cashier's records reads them and adds new ones through the cashier (the record form's picker);
// changing and deleting stay on the unit (requireMasterDataScope says who reaches what).

export const CATEGORY_IN_USE = 'CATEGORY_IN_USE'

const inUse = (message: string) => new DomainError('conflict', message, { code: CATEGORY_IN_USE })

export async function createCategory(
	db: Kysely<Database>,
	profileId: string,
	scope: MasterDataScope,
	body: CategoryBody,
	now: number,
): Promise<CategoryRow> {
	const { unit } = await requireMasterDataScope(db, profileId, scope)
	return insertCategory(db, unit.id, body, now)
}

export async function requireCategory(
	db: Kysely<Database>,
	profileId: string,
	scope: MasterDataScope,
	categoryId: string,
): Promise<CategoryRow> {
	const { unit } = await requireMasterDataScope(db, profileId, scope)
	const category = await findCategory(db, unit.id, categoryId)
	if (!category) throw notFound('This unit has no category with this id.')
	return category
}

/**
 * Renames, regroups, archives or brings back a category. Its kind cannot change while a record
 * names it (a sale's category would become an expense): 409 CATEGORY_IN_USE; the group can, and
 * the income statement then shows its records on the new line, which is what regrouping is for.
 *
 * A default category keeps its code, and so its name in every reader's language, when the name
 * sent is the one its caller was shown (`language`): a form that only regroups or archives sends
 * the name back as it read it. Any other name is a rename: stored as typed, in every language.
 */
export async function changeCategory(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	categoryId: string,
	body: CategoryUpdateBody,
	now: number,
	language: Language,
	references: readonly Reference[] = categoryReferences,
): Promise<CategoryRow> {
	return writeTransaction(db, async (trx) => {
		const category = await requireCategory(trx, profileId, { unitId }, categoryId)
		if (body.kind !== category.kind && (await isReferenced(trx, references, categoryId))) {
			throw inUse('Records use this category, so its kind stays; make a new category instead.')
		}
		const shown = shownCategoryName(
			{ name: category.name, defaultCode: category.default_code },
			language,
		)
		return updateCategory(trx, categoryId, {
			...body,
			name: body.name === shown ? null : body.name,
			archivedAt: archivedAtAfter(category.archived_at, body.archived, now),
		})
	})
}

/**
 * Deletes a category no record names; one in use is refused with 409 CATEGORY_IN_USE and can be
 * archived instead (`PUT {archived: true}`), which keeps its records' books whole.
 */
export async function removeCategory(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	categoryId: string,
	references: readonly Reference[] = categoryReferences,
): Promise<void> {
	await writeTransaction(db, async (trx) => {
		await requireCategory(trx, profileId, { unitId }, categoryId)
		if (await isReferenced(trx, references, categoryId)) {
			throw inUse('Records use this category, so it cannot be deleted; archive it instead.')
		}
		await deleteCategory(trx, categoryId)
	})
}
