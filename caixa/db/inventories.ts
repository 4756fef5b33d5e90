import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { type MyReaction, type Reaction } from '@caixa/contract/audit'
import { type InventoryListQuery, type Settlement } from '@caixa/contract/inventory'
import { installmentVolume } from '@caixa/domain/ledger-bounds'
import { containsPattern, LIKE_ESCAPE, searchTerms } from '@caixa/domain/search-text'
import { isSqlite } from './connection'
import { type Database, type PaymentStatus } from './database'
import { moveBalance, signedCash } from './ledger-cashier'
import { overdueSql, totalDueSql } from './money-sql'
import {
	concernCondition,
	myReactionColumn,
	reactedRecords,
	reactionCondition,
} from './reaction-filters'

/**
 * An installment still to pay, worded exactly as the partial index of migration 0010 (literal
 * values, not parameters), so that SQLite and PostgreSQL can prove the index applies.
 */
export const OPEN_INSTALLMENT = sql<boolean>`p.parent_id is null and p.status in ('PENDING', 'PARTIALLY_PAID')`

/**
 * Brings the record's stored settlement (`settled`, `open_due_on`, migration 0012) in line with
 * its installments, in the caller's transaction. Kept by hand rather than by a trigger on each
 * engine: every db function that writes installments ends with it (insertInventory,
 * deleteInventory, and in payments.ts insertPartialPayment, settleInFull, updatePaymentTerms), and
 * record-settlement.test.ts runs each write and compares the stored columns with the derived ones.
 * On PostgreSQL the writer holds the record's row lock from before its installments changed
 * (lockRecord), so this statement's snapshot sees every other writer's committed installments.
 */
export async function refreshSettlement(db: Kysely<Database>, inventoryId: string): Promise<void> {
	await sql`update inventories set settled = ${SETTLED}, open_due_on = ${OPEN_DUE_ON} where id = ${inventoryId}`.execute(
		db,
	)
}

const OPEN_OF_RECORD = sql`p.inventory_id = inventories.id and ${OPEN_INSTALLMENT}`

const SETTLED = sql`case
	when not exists (select 1 from payments p where ${OPEN_OF_RECORD}) then 'PAID'
	when exists (select 1 from payments p
		where p.inventory_id = inventories.id and p.parent_id is null and p.paid > 0) then 'PARTLY_PAID'
	else 'PENDING' end`

const OPEN_DUE_ON = sql`(select min(p.due_date) from payments p where ${OPEN_OF_RECORD})`

/**
 * Locks a record's row until the transaction ends, on PostgreSQL (SQLite runs writers one at a
 * time): taken before an installment of it changes — record first, then installments, as
 * deleting it does — so writers of one record's installments take turns and each one's
 * refreshSettlement reads the others' committed rows.
 */
export async function lockRecord(db: Kysely<Database>, inventoryId: string): Promise<void> {
	if (isSqlite(db)) return
	await db
		.selectFrom('inventories')
		.select('id')
		.where('id', '=', inventoryId)
		.forUpdate()
		.execute()
}

/** A record as its list and page show it, with what its installments add up to. */
export interface InventoryView {
	id: string
	cashierId: string
	input: boolean
	orderReferenceNumber: string
	issuedOn: string
	description: string | null
	/** Its first product line's name (null without lines): a list's name for it without a description. */
	firstItemName: string | null
	categoryId: string | null
	/** As stored; shown through its default's code in the reader's language (presenters/ledger.ts). */
	categoryName: string | null
	categoryDefaultCode: string | null
	clientOrSupplierId: string | null
	clientOrSupplierName: string | null
	total: number
	/** Σ of the installments' total due (the total, plus interest and fees, less discounts). */
	due: number
	paid: number
	/** Installments still open, and those of them due before today. */
	open: number
	overdue: number
	createdAt: number
	/** Its auditors' reactions by kind, and its comments (stored counts, migration 0017). */
	approved: number
	question: number
	rejected: number
	comments: number
	/** The reader's own reaction, when an auditor's list asked for it. */
	myReaction?: Reaction | null
}

/**
 * What a record's installments add up to, as columns of a query that reads the record as `i`: the
 * total due, what was paid, the installments still open and those of them due before `today`.
 */
export function recordFigures(today: string) {
	const installments = (where: ReturnType<typeof sql>) =>
		sql<number>`(select count(*) from payments p where p.inventory_id = i.id and ${OPEN_INSTALLMENT} ${where})`
	return [
		sql<number>`(select coalesce(sum(${totalDueSql('p')}), 0) from payments p where p.inventory_id = i.id and p.parent_id is null and p.status <> 'CANCELLED')`.as(
			'due',
		),
		sql<number>`(select coalesce(sum(p.paid), 0) from payments p where p.inventory_id = i.id and p.parent_id is null)`.as(
			'paid',
		),
		installments(sql``).as('open'),
		installments(sql`and ${overdueSql('p', today)}`).as('overdue'),
	] as const
}

/**
 * What a row shows of a record as `i`, with its category's name (`k`), its client's or
 * supplier's (`c`) and its first product line's (`l`, position 0), beside its id and
 * moment written.
 */
export const RECORD_COLUMNS = [
	'i.cashier_id',
	'i.input',
	'i.order_reference_number',
	'i.issued_on',
	'i.description',
	'l.name as first_item_name',
	'i.category_id',
	'k.name as category_name',
	'k.default_code as category_default_code',
	'i.client_or_supplier_id',
	'c.name as client_or_supplier_name',
	'i.total',
	'i.approved_count',
	'i.question_count',
	'i.rejected_count',
	'i.comment_count',
] as const

/**
 * Records with their names and installment figures, for someone whose `today` is known. A
 * record's lines are written once, numbered from 0 (insertInventory): its first line is one row,
 * read on inventory_items_inventory_id_position_idx.
 */
function inventoryViews(db: Kysely<Database>, today: string) {
	return db
		.selectFrom('inventories as i')
		.leftJoin('categories as k', 'k.id', 'i.category_id')
		.leftJoin('clients_or_suppliers as c', 'c.id', 'i.client_or_supplier_id')
		.leftJoin('inventory_items as l', (join) =>
			join.onRef('l.inventory_id', '=', 'i.id').on('l.position', '=', 0),
		)
		.select(['i.id', ...RECORD_COLUMNS, 'i.created_at', ...recordFigures(today)])
		.where('i.deleted_at', 'is', null)
}

export type InventoryViewRow = Awaited<
	ReturnType<ReturnType<typeof inventoryViews>['execute']>
>[number]

export function toInventoryView(row: InventoryViewRow): InventoryView {
	return {
		id: row.id,
		cashierId: row.cashier_id,
		input: row.input === 1,
		orderReferenceNumber: row.order_reference_number,
		issuedOn: row.issued_on,
		description: row.description,
		firstItemName: row.first_item_name,
		categoryId: row.category_id,
		categoryName: row.category_name,
		categoryDefaultCode: row.category_default_code,
		clientOrSupplierId: row.client_or_supplier_id,
		clientOrSupplierName: row.client_or_supplier_name,
		total: row.total,
		// PostgreSQL answers sums and counts as text (numeric / bigint): read them as numbers.
		due: Number(row.due),
		paid: Number(row.paid),
		open: Number(row.open),
		overdue: Number(row.overdue),
		createdAt: row.created_at,
		approved: row.approved_count,
		question: row.question_count,
		rejected: row.rejected_count,
		comments: row.comment_count,
	}
}

export interface InventoryFilter extends Omit<
	InventoryListQuery,
	'from' | 'to' | 'zone' | 'offset' | 'size' | 'text'
> {
	text?: string
	offset: number
	size: number
	/** Calendar dates in the unit's zone. */
	from?: string
	to?: string
	today: string
	/** The auditor's list: only records the caller (`profileId`) reacted to so (any of these). */
	myReaction?: MyReaction[]
	/** The auditor's list: each row with the caller's own reaction. */
	readsMyReaction?: boolean
}

/**
 * `GET /cashiers/{id}/inventories`: newest first (date, then the moment recorded, then id, all descending). Every filter
 * reads an index whatever the size of the book (ledger-plans.test.ts pins each one):
 * unfiltered, the list walks inventories_cashier_id_issued_on_created_at_id_idx and stops at the page.
 *
 * A filter that few records meet (text, followed, OVERDUE in a kept book) is found by a probe on
 * its own index, which answers the records' keys (at most DENSE of them). The page is then read
 * by those keys and sorted, and says nothing of the cashier: the keys are the cashier's (the probe
 * said so, and a record never changes cashier), and without the cashier's equality no index gives
 * the list's order, so neither planner can walk the list testing each record against the keys —
 * which is what both did with the keys as a subquery, reading the whole book to find a handful
 * of old records. More than DENSE, and the list's own order meets them soon: it is walked. The
 * probes run in that order until one answers keys; the filters after it are conditions on them.
 * PARTLY_PAID and PENDING (alone or together) probe last: the records due from today on.
 *
 * The page's keys are chosen and sorted first, and the figures a row shows (sums over its
 * installments) are then computed for those rows only, not for every record the sort weighed.
 */
export async function listInventories(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	filter: InventoryFilter,
): Promise<InventoryView[]> {
	const terms = searchTerms(filter.text ?? '')
	const settlements = filter.settlement ?? []
	let keys = terms.length > 0 ? await textRecords(db, cashierId, terms) : undefined
	const followedKeys =
		!keys && filter.followed === true ? await followedRecords(db, profileId, cashierId) : undefined
	keys ??= followedKeys
	// OVERDUE or'ed with another settlement is no longer few: it is then a condition only.
	const overdueKeys =
		!keys && settlements.length === 1 && settlements[0] === 'OVERDUE'
			? await overdueRecords(db, cashierId, filter.today)
			: undefined
	keys ??= overdueKeys
	const reactionKeys =
		!keys && filter.myReaction?.length
			? await reactedRecords(db, profileId, cashierId, filter.myReaction, DENSE)
			: undefined
	keys ??= reactionKeys
	// PARTLY_PAID and PENDING leave out the overdue: what is left is due from today on, few.
	if (
		!keys &&
		settlements.length > 0 &&
		settlements.every((s) => s === 'PARTLY_PAID' || s === 'PENDING')
	) {
		keys = await dueLaterRecords(db, cashierId, filter.today, settlements)
	}

	let page = db.selectFrom('inventories as i').select('i.id').where('i.deleted_at', 'is', null)
	page = keys ? page.where(byKeys(db, keys)) : page.where('i.cashier_id', '=', cashierId)
	if (filter.from) page = page.where('i.issued_on', '>=', filter.from)
	if (filter.to) page = page.where('i.issued_on', '<=', filter.to)
	if (filter.input !== undefined) page = page.where('i.input', '=', filter.input ? 1 : 0)
	if (filter.categoryId?.length) page = page.where('i.category_id', 'in', filter.categoryId)
	if (filter.clientOrSupplierId?.length) {
		page = page.where('i.client_or_supplier_id', 'in', filter.clientOrSupplierId)
	}
	// The keys of a text are candidates (trigrams); LIKE is the rule.
	if (terms.length > 0) page = page.where(textCondition(terms))
	if (filter.followed !== undefined && !followedKeys) {
		page = page.where(followedCondition(profileId, cashierId, filter.followed))
	}
	if (settlements.length > 0) {
		page = page.where((eb) => eb.or(settlements.map((s) => settlementCondition(s, filter.today))))
	}
	if (filter.concern !== undefined) page = page.where(concernCondition(filter.concern))
	if (filter.myReaction?.length && !reactionKeys) {
		page = page.where(reactionCondition(profileId, filter.myReaction))
	}
	const rows = await inventoryViews(db, filter.today)
		.select(
			filter.readsMyReaction
				? myReactionColumn(profileId)
				: sql<Reaction | null>`null`.as('my_reaction'),
		)
		.where(
			'i.id',
			'in',
			page
				.orderBy('i.issued_on', 'desc')
				.orderBy('i.created_at', 'desc')
				.orderBy('i.id', 'desc')
				.offset(filter.offset)
				.limit(filter.size),
		)
		.orderBy('i.issued_on', 'desc')
		.orderBy('i.created_at', 'desc')
		.orderBy('i.id', 'desc')
		.execute()
	return rows.map((row) =>
		filter.readsMyReaction
			? { ...toInventoryView(row), myReaction: row.my_reaction }
			: toInventoryView(row),
	)
}

/**
 * At most this many records found by a probe are read by their keys and sorted (a few
 * milliseconds); more, and the list's walk in its own order meets a page of them sooner.
 */
const DENSE = 2_000

/** Records by their keys, as one parameter whatever their number (one statement to prepare). */
function byKeys(db: Kysely<Database>, keys: readonly string[]) {
	return isSqlite(db)
		? sql<boolean>`i.id in (select value from json_each(${JSON.stringify(keys)}))`
		: sql<boolean>`i.id = any(${keys}::text[])`
}

/**
 * The records the profile follows a payment of in this cashier, from its follows
 * (payment_follows_profile_id_payment_id_idx, then each payment by its key): their keys when it
 * follows at most FOLLOWED_FEW payments, else undefined (the list's walk, followedCondition). Each
 * follow costs two reads at random in the book (its payment, then its record on the page), each
 * record the walk passes a read in order: with more follows than this the walk meets a page of
 * followed records sooner, unless they are all old (measured on the bench's book, 200,000
 * records: 40 follows, the walk 38 ms and this 2 ms; 1,040 follows, the walk 4-16 ms and this
 * 27-70 ms at load 10).
 */
async function followedRecords(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<string[] | undefined> {
	// Not DISTINCT: a temporary b-tree on SQLite that cost more than the follows' reads.
	const { rows } = await sql<{
		id: string
	}>`select p.inventory_id as id from payment_follows f inner join payments p on p.id = f.payment_id
		where f.profile_id = ${profileId} and p.cashier_id = ${cashierId} limit ${FOLLOWED_FEW + 1}`.execute(
		db,
	)
	return rows.length > FOLLOWED_FEW ? undefined : [...new Set(rows.map((row) => row.id))]
}

const FOLLOWED_FEW = 250

/**
 * Followed as a condition on the list's walk: not followed (nearly every record), or followed
 * when the profile follows more than FOLLOWED_FEW payments, or when another probe found the keys. The
 * profile's followed records are gathered once (a hashed subplan on PostgreSQL, an ephemeral
 * index on SQLite), so each record walked costs one lookup, not a probe of its installments.
 */
function followedCondition(profileId: string, cashierId: string, followed: boolean) {
	const theirs = sql`(select p.inventory_id from payment_follows f inner join payments p on p.id = f.payment_id where f.profile_id = ${profileId} and p.cashier_id = ${cashierId})`
	return followed ? sql<boolean>`i.id in ${theirs}` : sql<boolean>`i.id not in ${theirs}`
}

/**
 * The overdue records (open_due_on < today, migration 0012), read from
 * inventories_cashier_id_open_due_on_id_idx: their keys when there are at most DENSE (a cash book kept
 * up to date), or undefined when more (a book whose payments are never marked paid), for the
 * list's walk checking each record's stored open_due_on — no probe of its installments. The probe
 * stops at DENSE + 1 entries either way, taken in the index's order: without it PostgreSQL, told
 * that most records match, reads the table until it has enough, which is linear in the rows of
 * other cashiers stored before this one's.
 */
async function overdueRecords(
	db: Kysely<Database>,
	cashierId: string,
	today: string,
): Promise<string[] | undefined> {
	const { rows } = await sql<{
		id: string
	}>`select o.id from inventories o where o.cashier_id = ${cashierId} and o.deleted_at is null and o.open_due_on < ${today} order by o.open_due_on limit ${DENSE + 1}`.execute(
		db,
	)
	return rows.length > DENSE ? undefined : rows.map((row) => row.id)
}

/**
 * The records still open and due from today on (open_due_on >= today) in one of `settlements`
 * (PARTLY_PAID, PENDING: those not overdue), from inventories_cashier_id_open_due_on_id_idx: their
 * keys when at most DENSE records of the cashier are due from today on, else undefined (the
 * settled index's walk in the list's order, settlementCondition). In a kept book these are the
 * recent records, few; a book whose payments are never marked paid has every open record overdue,
 * and the walk would read all of them to find none (the bench's book: 145 ms for 0 rows). The
 * probe reads at most DENSE + 1 entries whatever their settlement, so it stays bounded when the
 * records due later are many but few of them in `settlements`.
 */
async function dueLaterRecords(
	db: Kysely<Database>,
	cashierId: string,
	today: string,
	settlements: readonly Settlement[],
): Promise<string[] | undefined> {
	const { rows } = await sql<{
		id: string
		settled: string
	}>`select o.id, o.settled from inventories o where o.cashier_id = ${cashierId} and o.deleted_at is null and o.open_due_on >= ${today} order by o.open_due_on limit ${DENSE + 1}`.execute(
		db,
	)
	if (rows.length > DENSE) return undefined
	const wanted = new Set<string>(settlements)
	return rows.filter((row) => wanted.has(row.settled)).map((row) => row.id)
}

/**
 * A settlement in the stored columns (migration 0012). PAID, PARTLY_PAID and PENDING read
 * inventories_cashier_id_settled_issued_on_created_at_id_idx in the list's order, from the first record so
 * settled; the last two also check open_due_on (not overdue), which in a live book leaves out
 * only older records, past the page.
 */
function settlementCondition(settlement: Settlement, today: string) {
	// Open (settled says so) and due from today on. In coalesce, so that SQLite does not take the
	// open-due index for a range of it and sort, where the settled index walks in order.
	const notOverdue = sql<boolean>`coalesce(i.open_due_on, ${FAR_FUTURE}) >= ${today}`
	switch (settlement) {
		case 'OVERDUE':
			// Worded so that no index on open_due_on can serve it: the walk in the list's order is
			// the point when the overdue records are many (coalesce: a record with nothing open is
			// not overdue); when few, their keys are the page's way in and this checks them again.
			return sql<boolean>`coalesce(i.open_due_on, ${FAR_FUTURE}) < ${today}`
		case 'PAID':
			return sql<boolean>`i.settled = 'PAID'`
		case 'PARTLY_PAID':
			return sql<boolean>`(i.settled = 'PARTLY_PAID' and ${notOverdue})`
		case 'PENDING':
			return sql<boolean>`(i.settled = 'PENDING' and ${notOverdue})`
	}
}

const FAR_FUTURE = '9999-12-31'

/** The text filter's rule: every term a substring of the record's search_text, on both engines. */
function textCondition(terms: readonly string[]) {
	const like = terms.map(
		(term) =>
			sql<boolean>`i.search_text like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
	)
	return sql<boolean>`(${sql.join(like, sql` and `)})`
}

/**
 * The records a text may match, when few. PostgreSQL's planner reads the pg_trgm GIN index for
 * LIKE '%…%' when the terms are rare and walks the list when they are common, from its statistics:
 * undefined (no probe). SQLite has no such choice, so it is made here: the terms of 3 characters
 * or more (a trigram; shorter ones no trigram index can serve) are looked up in the FTS5 trigram
 * table, and if they match at most DENSE records the page is read by their keys (those of the
 * cashier's live records among them); if more — or every term is shorter than a trigram —
 * matches are dense and the list walks in its order, checking LIKE, and stops at the page.
 */
async function textRecords(
	db: Kysely<Database>,
	cashierId: string,
	terms: readonly string[],
): Promise<string[] | undefined> {
	if (!isSqlite(db)) return undefined
	const trigrams = terms.filter((term) => [...term].length >= 3)
	if (trigrams.length === 0) return undefined
	// Each term a phrase of its own: inside double quotes FTS5 reads every character as text.
	const match = trigrams.map((term) => `"${term.replaceAll('"', '""')}"`).join(' AND ')
	const { rows } = await sql<{
		id: string
		mine: number
	}>`select text_hits.inventory_id as id, (o.cashier_id = ${cashierId} and o.deleted_at is null) as mine
		from (select inventory_id from inventory_search where inventory_search match ${match} limit ${DENSE + 1}) as text_hits
		inner join inventories o on o.id = text_hits.inventory_id`.execute(db)
	if (rows.length > DENSE) return undefined
	return rows.filter((row) => row.mine === 1).map((row) => row.id)
}

/** One live record of the cashier, or undefined. */
export async function findInventory(
	db: Kysely<Database>,
	cashierId: string,
	inventoryId: string,
	today: string,
): Promise<InventoryView | undefined> {
	const row = await inventoryViews(db, today)
		.where('i.id', '=', inventoryId)
		.where('i.cashier_id', '=', cashierId)
		.executeTakeFirst()
	return row ? toInventoryView(row) : undefined
}

export interface InventoryItemView {
	productId: string | null
	name: string
	quantityMilli: number
	unitPrice: number
	total: number
}

export async function listItems(
	db: Kysely<Database>,
	inventoryId: string,
): Promise<InventoryItemView[]> {
	const rows = await db
		.selectFrom('inventory_items')
		.select(['product_id', 'name', 'quantity_milli', 'unit_price', 'total'])
		.where('inventory_id', '=', inventoryId)
		.orderBy('position')
		.execute()
	return rows.map((row) => ({
		productId: row.product_id,
		name: row.name,
		quantityMilli: row.quantity_milli,
		unitPrice: row.unit_price,
		total: row.total,
	}))
}

export interface NewInventoryRow {
	cashierId: string
	unitId: string
	input: boolean
	orderReferenceNumber: string
	issuedOn: string
	description: string | null
	searchText: string
	categoryId: string | null
	clientOrSupplierId: string | null
	total: number
	idempotencyKey: string | null
	createdByProfileId: string
	items: readonly InventoryItemView[]
	payments: readonly NewPaymentRow[]
}

export interface NewPaymentRow {
	number: number
	of: number
	dueDate: string
	amount: number
	method: string | null
	financialInstitutionId: string | null
	/** Paid in full when written: the day and moment the cash moved. */
	paid: { paidOn: string; paidAt: number } | null
}

/**
 * Writes a record, its lines and its installments, and moves the cashier's balance by what was
 * paid at once — in the caller's transaction, so all of it or none.
 */
export async function insertInventory(
	db: Kysely<Database>,
	record: NewInventoryRow,
	now: number,
): Promise<string> {
	const id = randomUUID()
	const numeric = /^\d{1,15}$/.test(record.orderReferenceNumber)
	await db
		.insertInto('inventories')
		.values({
			id,
			cashier_id: record.cashierId,
			unit_id: record.unitId,
			input: record.input ? 1 : 0,
			order_reference_number: record.orderReferenceNumber,
			order_number: numeric ? Number(record.orderReferenceNumber) : null,
			issued_on: record.issuedOn,
			description: record.description,
			search_text: record.searchText,
			category_id: record.categoryId,
			client_or_supplier_id: record.clientOrSupplierId,
			total: record.total,
			idempotency_key: record.idempotencyKey,
			created_by_profile_id: record.createdByProfileId,
			created_at: now,
		})
		.execute()
	if (record.items.length > 0) {
		await db
			.insertInto('inventory_items')
			.values(
				record.items.map((item, position) => ({
					id: randomUUID(),
					inventory_id: id,
					position,
					product_id: item.productId,
					name: item.name,
					quantity_milli: item.quantityMilli,
					unit_price: item.unitPrice,
					total: item.total,
				})),
			)
			.execute()
	}
	let cash = 0
	await db
		.insertInto('payments')
		.values(
			record.payments.map((payment) => {
				const paid = payment.paid ? payment.amount : 0
				cash += paid
				const status: PaymentStatus = payment.paid ? 'PAID' : 'PENDING'
				return {
					id: randomUUID(),
					inventory_id: id,
					cashier_id: record.cashierId,
					unit_id: record.unitId,
					input: record.input ? 1 : 0,
					parent_id: null,
					number: payment.number,
					of: payment.of,
					due_date: payment.dueDate,
					amount: payment.amount,
					interest: 0,
					late_fee: 0,
					discount: 0,
					paid,
					cash_moved: paid,
					status,
					method: payment.method,
					financial_institution_id: payment.financialInstitutionId,
					paid_at: payment.paid?.paidAt ?? null,
					paid_on: payment.paid?.paidOn ?? null,
					created_at: now,
				}
			}),
		)
		.execute()
	await refreshSettlement(db, id)
	await moveBalance(db, record.cashierId, signedCash(record.input, cash))
	return id
}

/** Whether a live record of the cashier has this reference. */
export async function referenceTaken(
	db: Kysely<Database>,
	cashierId: string,
	reference: string,
): Promise<boolean> {
	const row = await db
		.selectFrom('inventories')
		.select('id')
		.where('cashier_id', '=', cashierId)
		.where('order_reference_number', '=', reference)
		.where('deleted_at', 'is', null)
		.executeTakeFirst()
	return row !== undefined
}

/**
 * Makes a cashier's record writes take turns, from here to the end of the caller's transaction:
 * the next reference (nextOrderNumber) and the uniqueness check (referenceTaken) then read what the
 * previous writer committed, so two records posted at the same moment never both take the same
 * number. On PostgreSQL a row lock on the cashier (taken before the unit's, as every write that
 * takes both does, so none waits on another in a circle); SQLite's write transactions already run
 * one at a time (transaction.ts).
 */
export async function takeCashierRecordTurn(
	db: Kysely<Database>,
	cashierId: string,
): Promise<void> {
	if (isSqlite(db)) return
	await db.selectFrom('cashiers').select('id').where('id', '=', cashierId).forUpdate().execute()
}

/**
 * The next reference proposed: the largest numeric one the cashier ever used, plus one (deleted
 * records count, so a number is not handed out twice). One probe on the order_number index.
 */
export async function nextOrderNumber(db: Kysely<Database>, cashierId: string): Promise<string> {
	const row = await db
		.selectFrom('inventories')
		.select((eb) => eb.fn.max('order_number').as('largest'))
		.where('cashier_id', '=', cashierId)
		.executeTakeFirst()
	const largest = row?.largest === null || row?.largest === undefined ? 0 : Number(row.largest)
	return String(largest + 1)
}

/**
 * Soft-deletes a record: pending installments are cancelled, every payment is voided, and the
 * cash its payments moved leaves the cashier's balance — in the caller's transaction. Answers the
 * ledger volume its installments held (amount + interest + late fee, domain/ledger-bounds.ts),
 * which the caller frees from the unit, or undefined when no live record was deleted.
 */
export async function deleteInventory(
	db: Kysely<Database>,
	cashierId: string,
	inventoryId: string,
	profileId: string,
	now: number,
): Promise<{ freedVolume: number } | undefined> {
	const deleted = await db
		.updateTable('inventories')
		.set({ deleted_at: now, deleted_by_profile_id: profileId })
		.where('id', '=', inventoryId)
		.where('cashier_id', '=', cashierId)
		.where('deleted_at', 'is', null)
		.returning('input')
		.executeTakeFirst()
	if (!deleted) return undefined
	// The cash reversed is read from the very rows this statement voids, so a payment written
	// meanwhile is either voided and reversed here, or left live and counted: never half of each.
	const voided = await db
		.updateTable('payments')
		.set({
			voided_at: now,
			status: sql`case when status in ('PENDING', 'PARTIALLY_PAID') then 'CANCELLED' else status end`,
		})
		.where('inventory_id', '=', inventoryId)
		.where('voided_at', 'is', null)
		.returning(['cash_moved', 'parent_id', 'amount', 'interest', 'late_fee'])
		.execute()
	await refreshSettlement(db, inventoryId)
	const cash = voided.reduce((sum, row) => sum + Number(row.cash_moved), 0)
	await moveBalance(db, cashierId, -signedCash(deleted.input, cash))
	const freedVolume = voided
		.filter((row) => row.parent_id === null)
		.reduce(
			(sum, row) =>
				sum +
				installmentVolume({
					amount: Number(row.amount),
					interest: Number(row.interest),
					lateFee: Number(row.late_fee),
				}),
			0,
		)
	return { freedVolume }
}
