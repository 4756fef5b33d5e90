import { type Kysely, sql } from 'kysely'
import {
	type SubAcquirer,
	subAcquirerFeeMethods,
	type SubAcquirerListQuery,
	type SubAcquirerSummary,
} from '@caixa/contract/sub-acquirer'
import { documentKey } from '@caixa/domain/document-key'
import { containsPattern, LIKE_ESCAPE, searchTerms } from '@caixa/domain/search-text'
import { type Database, type SubAcquirerRow } from './database'

// Payment sub-acquirers and their fees (migration 0008). Who may read them (management) is the
// routes' concern; these only read.

/**
 * One page, by name (search text, then id), in one query on sub_acquirers_search_text_id_idx.
 * `name` keeps the rows whose name holds every word; `document` the rows whose tax id contains
 * the letters and digits typed, punctuation ignored on both sides.
 */
export async function listSubAcquirers(
	db: Kysely<Database>,
	filter: SubAcquirerListQuery,
): Promise<SubAcquirerSummary[]> {
	let query = db.selectFrom('sub_acquirers').selectAll()
	for (const term of searchTerms(filter.name ?? '')) {
		query = query.where(like('search_text', term))
	}
	const key = documentKey(filter.document)
	// Typed punctuation alone ("./-") filters nothing, as a blank filter does not.
	if (key) query = query.where(like('document_key', key))
	const rows = await query
		.orderBy('search_text')
		.orderBy('id')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return rows.map(toSummary)
}

/** A sub-acquirer with its fee table (methods in the contract's order), or undefined. One query. */
export async function findSubAcquirer(
	db: Kysely<Database>,
	id: string,
): Promise<SubAcquirer | undefined> {
	const rows = await db
		.selectFrom('sub_acquirers')
		.leftJoin('sub_acquirer_fees', 'sub_acquirer_fees.sub_acquirer_id', 'sub_acquirers.id')
		.selectAll('sub_acquirers')
		.select([
			'sub_acquirer_fees.method',
			'sub_acquirer_fees.fee_basis_points',
			'sub_acquirer_fees.fixed_fee',
			'sub_acquirer_fees.settlement_days',
		])
		.where('sub_acquirers.id', '=', id)
		.execute()
	const [first] = rows
	if (!first) return undefined
	const fees = rows.flatMap((row) =>
		row.method === null
			? []
			: [
					{
						method: row.method,
						feeBasisPoints: Number(row.fee_basis_points),
						fixedFee: Number(row.fixed_fee),
						settlementDays: Number(row.settlement_days),
					},
				],
	)
	const methods: readonly string[] = subAcquirerFeeMethods
	const order = (method: string) => methods.indexOf(method)
	fees.sort((a, b) => order(a.method) - order(b.method))
	return { ...toSummary(first), fees }
}

function like(column: 'search_text' | 'document_key', term: string) {
	return sql<boolean>`${sql.ref(column)} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`
}

function toSummary(row: SubAcquirerRow): SubAcquirerSummary {
	return {
		id: row.id,
		name: row.name,
		document: row.document,
		country: row.country,
		currency: row.currency,
		active: row.active === 1,
	}
}
