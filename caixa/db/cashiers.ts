import { randomUUID } from 'node:crypto'
import { type AliasedExpression, type Kysely, sql } from 'kysely'
import { type CashierListQuery, type CashierRole } from '@caixa/contract/cashier'
import { type MasterDataState } from '@caixa/contract/master-data'
import { type UnitRole } from '@caixa/contract/unit'
import { roleOfRank } from '@caixa/domain/roles'
import {
	containsPattern,
	LIKE_ESCAPE,
	searchableText,
	searchTerms,
} from '@caixa/domain/search-text'
import { auditedCashiers, type CashierAccessRow, cashiersOfUnit, visibleCashiers } from './access'
import { type CashierTotals, cashierTotalsOf } from './cashier-totals'
import { type CashierRow, type Database } from './database'
import { preparedQuery } from './prepared-query'

/** A cashier as its lists and pages show it: with its unit's name, photo and currency. */
export interface CashierView {
	id: string
	name: string
	openingBalance: number
	openingDate: string
	balance: number
	unitId: string
	unitName: string
	unitPhotoMultimediaId: string | null
	/** The unit's IANA zone: the cashier's calendar days. */
	unitTimezone: string
	currency: string
	role: CashierRole
	/** Out of every list unless asked for; its books stay readable. */
	archived: boolean
	/** Its running totals (db/cashier-totals.ts). */
	totals: CashierTotals
}

export interface CashierFilter {
	offset: number
	size: number
	sort: CashierListQuery['sort']
	/** Words the name must hold, each anywhere, in any case, with or without accents. */
	name?: string
	/** Only cashiers of these units. */
	unitId?: string[]
	/** LIVE (when absent: the portal's lists never ask for more), ARCHIVED, or both. */
	state?: readonly MasterDataState[]
}

export interface NewCashierInput {
	unitId: string
	name: string
	openingBalance: number
	openingDate: string
	createdByProfileId: string
}

export async function insertCashier(
	db: Kysely<Database>,
	input: NewCashierInput,
	now: number,
): Promise<CashierRow> {
	return db
		.insertInto('cashiers')
		.values({
			id: randomUUID(),
			unit_id: input.unitId,
			name: input.name,
			search_text: searchableText(input.name),
			opening_balance: input.openingBalance,
			opening_date: input.openingDate,
			// Nothing paid yet: the balance is where the book opened.
			balance: input.openingBalance,
			archived_at: null,
			created_by_profile_id: input.createdByProfileId,
			created_at: now,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}

/** Which cashiers a page holds and in what order: one statement is kept per shape. */
type ListShape = { live: boolean; archived: boolean; newest: boolean }

function listShape(filter: CashierFilter): ListShape {
	const states = new Set(filter.state?.length ? filter.state : ['LIVE'])
	return {
		live: states.has('LIVE'),
		archived: states.has('ARCHIVED'),
		newest: filter.sort === 'newest',
	}
}

/**
 * One page of the cashiers an access table (access.ts) lets through, live ones unless the filter's
 * `state` says: one query, the access table's branches each on an index of the caller, then the
 * page sorted by name (search text, id) or newest first (created_at, id). Units and name terms are
 * lists, which only a statement built each time takes (listCashiers).
 */
function cashiersPage(
	db: Kysely<Database>,
	access: AliasedExpression<CashierAccessRow, 'access'>,
	shape: ListShape,
	page: { offset: number; size: number },
	lists: { unitIds?: readonly string[]; terms?: readonly string[] } = {},
) {
	let query = cashierViews(db, access)
	if (!shape.archived) query = query.where('cashiers.archived_at', 'is', null)
	else if (!shape.live) query = query.where('cashiers.archived_at', 'is not', null)
	if (lists.unitIds?.length) query = query.where('cashiers.unit_id', 'in', [...lists.unitIds])
	for (const term of lists.terms ?? []) {
		query = query.where(
			sql<boolean>`${sql.ref('cashiers.search_text')} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	query = shape.newest
		? query.orderBy('cashiers.created_at', 'desc').orderBy('cashiers.id', 'desc')
		: query.orderBy('cashiers.search_text').orderBy('cashiers.id')
	return query.offset(page.offset).limit(page.size)
}

function listCashiers(
	db: Kysely<Database>,
	access: AliasedExpression<CashierAccessRow, 'access'>,
	filter: CashierFilter,
): Promise<CashierView[]> {
	return cashiersPage(db, access, listShape(filter), filter, {
		unitIds: filter.unitId,
		terms: searchTerms(filter.name ?? ''),
	})
		.execute()
		.then(toViews)
}

// The portal lists the person's cashiers on every visit, with no unit or name asked: that
// statement is prepared (prepared-query.ts says why; building it took a third of a millisecond
// of the portal's main thread).
const visibleCashiersPage = preparedQuery(
	(
		db,
		{ profileId, offset, size }: { profileId: string; offset: number; size: number },
		shape: ListShape,
	) => cashiersPage(db, visibleCashiers(db, profileId), shape, { offset, size }),
)

/** `GET /cashiers`: the live cashiers the profile owns or collaborates on, by unit or by cashier. */
export async function listVisibleCashiers(
	db: Kysely<Database>,
	profileId: string,
	filter: CashierFilter,
): Promise<CashierView[]> {
	if (filter.unitId?.length || searchTerms(filter.name ?? '').length) {
		return listCashiers(db, visibleCashiers(db, profileId), filter)
	}
	const { offset, size } = filter
	return toViews(
		await visibleCashiersPage.execute(db, { profileId, offset, size }, listShape(filter)),
	)
}

/** `GET /auditors`: the live cashiers the profile is an accepted auditor of. */
export function listAuditedCashiers(
	db: Kysely<Database>,
	profileId: string,
	filter: CashierFilter,
): Promise<CashierView[]> {
	return listCashiers(db, auditedCashiers(db, profileId), filter)
}

/**
 * `GET /units/{id}/cashiers`: a unit's cashiers, live ones unless `state` says, for someone whose
 * role on it is known.
 */
export function listUnitCashiers(
	db: Kysely<Database>,
	unitId: string,
	role: UnitRole,
	filter: Omit<CashierFilter, 'unitId'>,
): Promise<CashierView[]> {
	return listCashiers(db, cashiersOfUnit(db, unitId, role), filter)
}

/**
 * A cashier the profile may see as owner or collaborator, archived or not (its books stay
 * readable), or undefined: missing and not theirs look alike.
 */
export async function findVisibleCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<CashierView | undefined> {
	return toViews(await visibleCashier.execute(db, { profileId, cashierId }))[0]
}

// Every /cashier/{id}/… page reads its cashier: prepared once (prepared-query.ts says why).
const visibleCashier = preparedQuery(
	(db, { profileId, cashierId }: { profileId: string; cashierId: string }) =>
		cashierViews(db, visibleCashiers(db, profileId, { cashierId })).where(
			'cashiers.id',
			'=',
			cashierId,
		),
)

function cashierViews(db: Kysely<Database>, access: AliasedExpression<CashierAccessRow, 'access'>) {
	return db
		.selectFrom(access)
		.innerJoin('cashiers', 'cashiers.id', 'access.cashier_id')
		.innerJoin('units', 'units.id', 'cashiers.unit_id')
		.select([
			'cashiers.id',
			'cashiers.name',
			'cashiers.opening_balance',
			'cashiers.opening_date',
			'cashiers.balance',
			'cashiers.unit_id',
			'units.name as unit_name',
			'units.photo_multimedia_id as unit_photo_multimedia_id',
			'units.timezone as unit_timezone',
			'units.currency',
			'access.rank',
			'cashiers.archived_at',
			'cashiers.records_in',
			'cashiers.records_out',
			'cashiers.open_to_receive',
			'cashiers.open_to_pay',
		])
}

type CashierViewRow = Awaited<ReturnType<ReturnType<typeof cashierViews>['execute']>>[number]

function toViews(rows: CashierViewRow[]): CashierView[] {
	return rows.map((row) => ({
		id: row.id,
		name: row.name,
		openingBalance: row.opening_balance,
		openingDate: row.opening_date,
		balance: row.balance,
		unitId: row.unit_id,
		unitName: row.unit_name,
		unitPhotoMultimediaId: row.unit_photo_multimedia_id,
		unitTimezone: row.unit_timezone,
		currency: row.currency,
		role: roleOfRank(row.rank),
		archived: row.archived_at !== null,
		totals: cashierTotalsOf(row),
	}))
}
