import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import {
	containsPattern,
	LIKE_ESCAPE,
	searchableText,
	searchTerms,
} from '@caixa/domain/search-text'
import { type Database } from './database'

// Marketplaces and how many companies each groups. Only a marketplace's owner sees it
// (caixa/db/access.ts), so every read here starts at the owner's index.

export interface MarketplaceView {
	id: string
	name: string
	companies: number
}

export async function insertMarketplace(
	db: Kysely<Database>,
	input: { name: string; ownerProfileId: string },
	now: number,
): Promise<MarketplaceView> {
	const row = await db
		.insertInto('marketplaces')
		.values({
			id: randomUUID(),
			name: input.name,
			search_text: searchableText(input.name),
			owner_profile_id: input.ownerProfileId,
			created_at: now,
		})
		.returning(['id', 'name'])
		.executeTakeFirstOrThrow()
	return { ...row, companies: 0 }
}

export interface MarketplaceFilter {
	offset: number
	size: number
	query?: string
}

/** `GET /marketplaces`: one page of the profile's marketplaces, by name (search text, then id). */
export async function listOwnedMarketplaces(
	db: Kysely<Database>,
	profileId: string,
	filter: MarketplaceFilter,
): Promise<MarketplaceView[]> {
	let query = ownedMarketplaces(db, profileId)
	for (const term of searchTerms(filter.query ?? '')) {
		query = query.where(
			sql<boolean>`${sql.ref('marketplaces.search_text')} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	const rows = await query
		.orderBy('marketplaces.search_text')
		.orderBy('marketplaces.id')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return rows.map(toView)
}

/** A marketplace of the profile's, or undefined: missing and another's look alike. */
export async function findOwnedMarketplace(
	db: Kysely<Database>,
	profileId: string,
	marketplaceId: string,
): Promise<MarketplaceView | undefined> {
	const row = await ownedMarketplaces(db, profileId)
		.where('marketplaces.id', '=', marketplaceId)
		.executeTakeFirst()
	return row ? toView(row) : undefined
}

/** The owner's marketplaces, each with its count of companies (on the companies' index). */
function ownedMarketplaces(db: Kysely<Database>, profileId: string) {
	return db
		.selectFrom('marketplaces')
		.select((eb) => [
			'marketplaces.id',
			'marketplaces.name',
			eb
				.selectFrom('companies')
				.select((count) => count.fn.countAll<number>().as('count'))
				.whereRef('companies.marketplace_id', '=', 'marketplaces.id')
				.as('companies'),
		])
		.where('marketplaces.owner_profile_id', '=', profileId)
}

function toView(row: { id: string; name: string; companies: number | null }) {
	return { id: row.id, name: row.name, companies: Number(row.companies ?? 0) }
}
