import { randomUUID } from 'node:crypto'
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely'
import { type UnitRole } from '@caixa/contract/unit'
import { interestDefaultsOf } from '@caixa/domain/interest-defaults'
import { unitRoleOfRank } from '@caixa/domain/roles'
import {
	containsPattern,
	LIKE_ESCAPE,
	searchableText,
	searchTerms,
} from '@caixa/domain/search-text'
import { visibleUnits } from './access'
import { type Database, type UnitRow, type UnitsTable } from './database'

/** A unit as the caller sees it: the row and the caller's role on it. */
export interface UnitView {
	unit: Selectable<UnitsTable>
	role: UnitRole
}

export interface NewUnitInput {
	name: string
	country: string
	currency: string
	timezone: string
	ownerProfileId: string
}

export function insertUnit(
	db: Kysely<Database>,
	input: NewUnitInput,
	now: number,
): Promise<UnitRow> {
	const defaults = interestDefaultsOf(input.country)
	return db
		.insertInto('units')
		.values({
			id: randomUUID(),
			name: input.name,
			search_text: searchableText(input.name),
			document: null,
			country: input.country,
			currency: input.currency,
			timezone: input.timezone,
			company_id: null,
			photo_multimedia_id: null,
			address: null,
			latitude: null,
			longitude: null,
			phone: null,
			email: null,
			late_fee_basis_points: defaults.lateFeeBasisPoints,
			monthly_interest_basis_points: defaults.monthlyInterestBasisPoints,
			owner_profile_id: input.ownerProfileId,
			created_at: now,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}

export interface UnitFilter {
	offset: number
	size: number
	/** Words the name must hold, each anywhere, in any case, with or without accents. */
	query?: string
}

/**
 * `GET /units`: one page of the units the profile owns or collaborates on, by name (search text,
 * then id), in one query.
 */
export async function listVisibleUnits(
	db: Kysely<Database>,
	profileId: string,
	filter: UnitFilter,
): Promise<UnitView[]> {
	let query = db
		.selectFrom(visibleUnits(db, profileId))
		.innerJoin('units', 'units.id', 'access.unit_id')
		.selectAll('units')
		.select('access.rank')
	for (const term of searchTerms(filter.query ?? '')) {
		query = query.where(
			sql<boolean>`${sql.ref('units.search_text')} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	const rows = await query
		.orderBy('units.search_text')
		.orderBy('units.id')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return rows.map(toView)
}

/** A unit the profile may see, with its role, or undefined: missing and not theirs look alike. */
export async function findVisibleUnit(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
): Promise<UnitView | undefined> {
	const row = await db
		.selectFrom(visibleUnits(db, profileId, { unitId }))
		.innerJoin('units', 'units.id', 'access.unit_id')
		.selectAll('units')
		.select('access.rank')
		.executeTakeFirst()
	return row ? toView(row) : undefined
}

function toView({ rank, ...unit }: UnitRow & { rank: number }): UnitView {
	return { unit, role: unitRoleOfRank(rank) }
}

/** What `PUT /units/{unitId}` may change: a key left out keeps its column as it is. */
export interface UnitChanges {
	name?: string
	document?: string | null
	country?: string
	currency?: string
	timezone?: string
	phone?: string | null
	email?: string | null
	address?: string | null
	latitude?: number | null
	longitude?: number | null
	lateFeeBasisPoints?: number
	monthlyInterestBasisPoints?: number
}

/** Writes the given changes to a unit, its search text following its name; the row after. */
export function updateUnit(
	db: Kysely<Database>,
	unitId: string,
	changes: UnitChanges,
): Promise<UnitRow> {
	const set: Updateable<UnitsTable> = {
		name: changes.name,
		search_text: changes.name === undefined ? undefined : searchableText(changes.name),
		document: changes.document,
		country: changes.country,
		currency: changes.currency,
		timezone: changes.timezone,
		phone: changes.phone,
		email: changes.email,
		address: changes.address,
		latitude: changes.latitude,
		longitude: changes.longitude,
		late_fee_basis_points: changes.lateFeeBasisPoints,
		monthly_interest_basis_points: changes.monthlyInterestBasisPoints,
	}
	const defined = Object.fromEntries(
		Object.entries(set).filter(([, value]) => value !== undefined),
	) as Updateable<UnitsTable>
	// Nothing to change still answers the row (an update of no column is not valid SQL).
	const query =
		Object.keys(defined).length === 0
			? db.selectFrom('units').selectAll().where('id', '=', unitId)
			: db.updateTable('units').set(defined).where('id', '=', unitId).returningAll()
	return query.executeTakeFirstOrThrow()
}

/**
 * Makes a multimedia a unit's photo, only if `uploaderProfileId` uploaded it: one statement, as
 * for a profile's photo. Undefined when the multimedia is missing or someone else's.
 */
export function setUnitPhoto(
	db: Kysely<Database>,
	unitId: string,
	uploaderProfileId: string,
	multimediaId: string,
): Promise<UnitRow | undefined> {
	return db
		.updateTable('units')
		.set({ photo_multimedia_id: multimediaId })
		.where('id', '=', unitId)
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

/**
 * Whether any amount of the unit is not zero: a cashier's opening balance or balance (archived
 * ones too), a record's total or a transfer (deleted ones too: the books keep them in the old
 * currency). Probes that stop at the first row, each on an index.
 */
export async function unitHoldsMoney(db: Kysely<Database>, unitId: string): Promise<boolean> {
	const cashier = await db
		.selectFrom('cashiers')
		.select('id')
		.where('unit_id', '=', unitId)
		.where((eb) => eb.or([eb('opening_balance', '<>', 0), eb('balance', '<>', 0)]))
		.limit(1)
		.executeTakeFirst()
	if (cashier !== undefined) return true
	const record = await db
		.selectFrom('inventories')
		.select('id')
		.where('unit_id', '=', unitId)
		.where('total', '<>', 0)
		.limit(1)
		.executeTakeFirst()
	if (record !== undefined) return true
	// Transfers too, deleted ones included, found through their cashiers' index (the unit's own
	// holds live transfers only). Two transfers that cancel out leave every balance at zero.
	const transfer = await db
		.selectFrom('cashiers')
		.innerJoin('internal_transfers', 'internal_transfers.from_cashier_id', 'cashiers.id')
		.select('internal_transfers.id')
		.where('cashiers.unit_id', '=', unitId)
		.limit(1)
		.executeTakeFirst()
	return transfer !== undefined
}

/**
 * The x-ray's counts: live cashiers and their balances, live categories, collaborators, live
 * clients or suppliers and products.
 */
export interface UnitCounts {
	cashiers: number
	balance: number
	categories: number
	collaborators: number
	clientsOrSuppliers: number
	products: number
}

/** The x-ray's counts in one statement, each a subquery on an index by unit. */
export async function countUnitFigures(db: Kysely<Database>, unitId: string): Promise<UnitCounts> {
	const row = await db
		.selectNoFrom((eb) => [
			eb
				.selectFrom('cashiers')
				.select((inner) => inner.fn.countAll().as('n'))
				.where('unit_id', '=', unitId)
				.where('archived_at', 'is', null)
				.as('cashiers'),
			eb
				.selectFrom('cashiers')
				// PostgreSQL sums bigint as numeric (text in JS): cast back to bigint.
				.select(sql<number>`cast(coalesce(sum(balance), 0) as bigint)`.as('n'))
				.where('unit_id', '=', unitId)
				.where('archived_at', 'is', null)
				.as('balance'),
			eb
				.selectFrom('categories')
				.select((inner) => inner.fn.countAll().as('n'))
				.where('unit_id', '=', unitId)
				.where('archived_at', 'is', null)
				.as('categories'),
			eb
				.selectFrom('unit_collaborators')
				.select((inner) => inner.fn.countAll().as('n'))
				.where('unit_id', '=', unitId)
				.as('collaborators'),
			eb
				.selectFrom('clients_or_suppliers')
				.select((inner) => inner.fn.countAll().as('n'))
				.where('unit_id', '=', unitId)
				.where('archived_at', 'is', null)
				.as('clientsOrSuppliers'),
			eb
				.selectFrom('products')
				.select((inner) => inner.fn.countAll().as('n'))
				.where('unit_id', '=', unitId)
				.where('archived_at', 'is', null)
				.as('products'),
		])
		.executeTakeFirstOrThrow()
	return {
		cashiers: Number(row.cashiers),
		balance: Number(row.balance),
		categories: Number(row.categories),
		collaborators: Number(row.collaborators),
		clientsOrSuppliers: Number(row.clientsOrSuppliers),
		products: Number(row.products),
	}
}
