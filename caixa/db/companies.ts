import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { type CompanyRole } from '@caixa/contract/company'
import { companyRoleOfRank, companyRoleRanks } from '@caixa/domain/company-roles'
import {
	containsPattern,
	LIKE_ESCAPE,
	searchableText,
	searchTerms,
} from '@caixa/domain/search-text'
import { visibleCompanies } from './access'
import { type CompanyRow, type Database } from './database'

/** A company as the caller sees it: the row, its marketplace's name, the caller's role. */
export interface CompanyView {
	company: CompanyRow
	marketplaceName: string | null
	role: CompanyRole
}

export interface NewCompanyInput {
	name: string
	document: string | null
	ownerProfileId: string
	marketplaceId: string | null
}

export function insertCompany(
	db: Kysely<Database>,
	input: NewCompanyInput,
	now: number,
): Promise<CompanyRow> {
	return db
		.insertInto('companies')
		.values({
			id: randomUUID(),
			name: input.name,
			search_text: searchableText(input.name),
			document: input.document,
			photo_multimedia_id: null,
			owner_profile_id: input.ownerProfileId,
			marketplace_id: input.marketplaceId,
			created_at: now,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}

export interface CompanyFilter {
	offset: number
	size: number
	/** Words the name must hold, each anywhere, in any case, with or without accents. */
	query?: string
	marketplaceId?: string
	role?: CompanyRole
}

/**
 * `GET /companies` and `GET /marketplaces/{id}/companies`: one page of the companies the profile
 * owns, works in or groups in a marketplace, by name (search text, then id), in one query.
 */
export async function listVisibleCompanies(
	db: Kysely<Database>,
	profileId: string,
	filter: CompanyFilter,
): Promise<CompanyView[]> {
	let query = companyViews(db, profileId)
	if (filter.marketplaceId)
		query = query.where('companies.marketplace_id', '=', filter.marketplaceId)
	if (filter.role) query = query.where('access.rank', '=', companyRoleRanks[filter.role])
	for (const term of searchTerms(filter.query ?? '')) {
		query = query.where(
			sql<boolean>`${sql.ref('companies.search_text')} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	const rows = await query
		.orderBy('companies.search_text')
		.orderBy('companies.id')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return rows.map(toView)
}

/** A company the profile may see, with its role, or undefined: missing and not theirs look alike. */
export async function findVisibleCompany(
	db: Kysely<Database>,
	profileId: string,
	companyId: string,
): Promise<CompanyView | undefined> {
	const row = await companyViews(db, profileId, companyId).executeTakeFirst()
	return row ? toView(row) : undefined
}

function companyViews(db: Kysely<Database>, profileId: string, companyId?: string) {
	return db
		.selectFrom(visibleCompanies(db, profileId, { companyId }))
		.innerJoin('companies', 'companies.id', 'access.company_id')
		.leftJoin('marketplaces', 'marketplaces.id', 'companies.marketplace_id')
		.selectAll('companies')
		.select(['marketplaces.name as marketplace_name', 'access.rank'])
}

function toView({
	rank,
	marketplace_name,
	...company
}: CompanyRow & { rank: number; marketplace_name: string | null }): CompanyView {
	return { company, marketplaceName: marketplace_name, role: companyRoleOfRank(rank) }
}

export interface CompanyFigures {
	units: number
	/** Live cashiers of its units. */
	cashiers: number
	collaborators: number
}

/** What the company's page counts, in one query: each count reads an index of the company. */
export async function companyFigures(
	db: Kysely<Database>,
	companyId: string,
): Promise<CompanyFigures> {
	const row = await db
		.selectNoFrom((eb) => [
			eb
				.selectFrom('units')
				.select((count) => count.fn.countAll<number>().as('count'))
				.where('units.company_id', '=', companyId)
				.as('units'),
			eb
				.selectFrom('units')
				.innerJoin('cashiers', 'cashiers.unit_id', 'units.id')
				.select((count) => count.fn.countAll<number>().as('count'))
				.where('units.company_id', '=', companyId)
				.where('cashiers.archived_at', 'is', null)
				.as('cashiers'),
			eb
				.selectFrom('company_collaborators')
				.select((count) => count.fn.countAll<number>().as('count'))
				.where('company_collaborators.company_id', '=', companyId)
				.as('collaborators'),
		])
		.executeTakeFirstOrThrow()
	return {
		units: Number(row.units ?? 0),
		cashiers: Number(row.cashiers ?? 0),
		collaborators: Number(row.collaborators ?? 0),
	}
}

export interface CompanyChanges {
	name: string
	document: string | null
}

export function updateCompany(
	db: Kysely<Database>,
	companyId: string,
	changes: CompanyChanges,
): Promise<CompanyRow | undefined> {
	return db
		.updateTable('companies')
		.set({
			name: changes.name,
			search_text: searchableText(changes.name),
			document: changes.document,
		})
		.where('id', '=', companyId)
		.returningAll()
		.executeTakeFirst()
}

/**
 * Makes a multimedia the company's photo, only if `uploaderProfileId` uploaded it: one statement,
 * so a photo deleted meanwhile cannot slip in. Undefined when the multimedia is missing or
 * another's.
 */
export function setCompanyPhoto(
	db: Kysely<Database>,
	companyId: string,
	uploaderProfileId: string,
	multimediaId: string,
): Promise<CompanyRow | undefined> {
	return db
		.updateTable('companies')
		.set({ photo_multimedia_id: multimediaId })
		.where('id', '=', companyId)
		.where(({ exists, selectFrom }) =>
			exists(
				selectFrom('multimedia')
					.select('id')
					.where('id', '=', multimediaId)
					.where('owner_profile_id', '=', uploaderProfileId),
			),
		)
		.returningAll()
		.executeTakeFirst()
}
