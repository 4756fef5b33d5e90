import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely'
import { type MasterDataState } from '@caixa/contract/master-data'
import { containsPattern, LIKE_ESCAPE, searchTerms } from '@caixa/domain/search-text'
import { type Database } from './database'

// The filters every master-data list shares (categories, clients or suppliers, products).

type MasterDataTable = 'categories' | 'clients_or_suppliers' | 'products'

/** Keeps rows whose `column` (a search_text) holds every word of `text`, in any case or accent. */
export function whereNameHas<T extends MasterDataTable, O>(
	query: SelectQueryBuilder<Database, T, O>,
	column: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
	text: string | undefined,
): SelectQueryBuilder<Database, T, O> {
	let narrowed = query
	for (const term of searchTerms(text ?? '')) {
		narrowed = narrowed.where(
			sql<boolean>`${column} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	return narrowed
}

/** LIVE rows (no `state`, the default), ARCHIVED ones, or both. */
export function whereState<T extends MasterDataTable, O>(
	query: SelectQueryBuilder<Database, T, O>,
	state: readonly MasterDataState[] | undefined,
): SelectQueryBuilder<Database, T, O> {
	const states = new Set(state?.length ? state : ['LIVE'])
	if (states.has('LIVE') && states.has('ARCHIVED')) return query
	return query.where(
		sql<boolean>`${sql.ref('archived_at')} is ${states.has('LIVE') ? sql`null` : sql`not null`}`,
	)
}
