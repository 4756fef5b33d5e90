import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { type InventoryListQuery, type Settlement } from '@caixa/contract/inventory'
import { installmentVolume } from '@caixa/domain/ledger-bounds'
import { containsPattern, LIKE_ESCAPE, searchTerms } from '@caixa/domain/search-text'
import { isSqlite } from './connection'
import { type Database, type PaymentStatus } from './database'
import { moveBalance, signedCash } from './ledger-cashier'

/**
 * An installment still to pay, worded exactly as the partial index of migration 0010 (literal
 * values, not parameters), so that SQLite and PostgreSQL can prove the index applies.
 */
export const OPEN_INSTALLMENT = sql<boolean>`p.parent_id is null and p.status in ('PENDING', 'PARTIALLY_PAID')`

/** A record as its list and page show it, with what its installments add up to. */
export interface InventoryView {
	id: string
	cashierId: string
	input: boolean
	orderReferenceNumber: string
	issuedOn: string
	description: string | null
	categoryId: string | null
	categoryName: string | null
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
}

/** Records with their names and installment figures, for someone whose `today` is known. */
function inventoryViews(db: Kysely<Database>, today: string) {
	const installments = (where: ReturnType<typeof sql>) =>
		sql<number>`(select count(*) from payments p where p.inventory_id = i.id and ${OPEN_INSTALLMENT} ${where})`
	return db
		.selectFrom('inventories as i')
		.leftJoin('categories as k', 'k.id', 'i.category_id')
		.leftJoin('clients_or_suppliers as c', 'c.id', 'i.client_or_supplier_id')
		.select([
			'i.id',
			'i.cashier_id',
			'i.input',
			'i.order_reference_number',
			'i.issued_on',
			'i.description',
			'i.category_id',
			'k.name as category_name',
			'i.client_or_supplier_id',
			'c.name as client_or_supplier_name',
			'i.total',
			'i.created_at',
			sql<number>`(select coalesce(sum(p.amount + p.interest + p.late_fee - p.discount), 0) from payments p where p.inventory_id = i.id and p.parent_id is null and p.status <> 'CANCELLED')`.as(
				'due',
			),
			sql<number>`(select coalesce(sum(p.paid), 0) from payments p where p.inventory_id = i.id and p.parent_id is null)`.as(
				'paid',
			),
			installments(sql``).as('open'),
			installments(sql`and p.due_date < ${today}`).as('overdue'),
		])
		.where('i.deleted_at', 'is', null)
}

type InventoryViewRow = Awaited<ReturnType<ReturnType<typeof inventoryViews>['execute']>>[number]

function toInventoryView(row: InventoryViewRow): InventoryView {
	return {
		id: row.id,
		cashierId: row.cashier_id,
		input: row.input === 1,
		orderReferenceNumber: row.order_reference_number,
		issuedOn: row.issued_on,
		description: row.description,
		categoryId: row.category_id,
		categoryName: row.category_name,
		clientOrSupplierId: row.client_or_supplier_id,
		clientOrSupplierName: row.client_or_supplier_name,
		total: row.total,
		// PostgreSQL answers sums and counts as text (numeric / bigint): read them as numbers.
		due: Number(row.due),
		paid: Number(row.paid),
		open: Number(row.open),
		overdue: Number(row.overdue),
		createdAt: row.created_at,
	}
}

/** How far a record is settled: overdue first (it needs action), then paid, partly, pending. */
export function settlementOf(view: Pick<InventoryView, 'open' | 'overdue' | 'paid'>): Settlement {
	if (view.overdue > 0) return 'OVERDUE'
	if (view.open === 0) return 'PAID'
	return view.paid > 0 ? 'PARTLY_PAID' : 'PENDING'
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
}

/**
 * `GET /cashiers/{id}/inventories`: newest first (date, then id, both descending), on
 * inventories_cashier_id_issued_on_id_idx; the settlement filters are EXISTS probes on the
 * payments' record index, so a page is one statement whatever the filters.
 */
export async function listInventories(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	filter: InventoryFilter,
): Promise<InventoryView[]> {
	let query = inventoryViews(db, filter.today).where('i.cashier_id', '=', cashierId)
	if (filter.from) query = query.where('i.issued_on', '>=', filter.from)
	if (filter.to) query = query.where('i.issued_on', '<=', filter.to)
	if (filter.input !== undefined) query = query.where('i.input', '=', filter.input ? 1 : 0)
	if (filter.categoryId?.length) query = query.where('i.category_id', 'in', filter.categoryId)
	if (filter.clientOrSupplierId?.length) {
		query = query.where('i.client_or_supplier_id', 'in', filter.clientOrSupplierId)
	}
	for (const term of searchTerms(filter.text ?? '')) {
		query = query.where(
			sql<boolean>`i.search_text like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	if (filter.followed !== undefined) {
		const followed = sql<boolean>`exists (select 1 from payments p inner join payment_follows f on f.payment_id = p.id where p.inventory_id = i.id and f.profile_id = ${profileId})`
		query = query.where(filter.followed ? followed : sql<boolean>`not ${followed}`)
	}
	if (filter.settlement?.length) {
		const settlements = filter.settlement
		const overdueWay = settlements.includes('OVERDUE')
			? await overdueStrategy(db, cashierId, filter.today)
			: 'PROBE'
		query = query.where((eb) =>
			eb.or(settlements.map((s) => settlementCondition(s, overdueWay, cashierId, filter.today))),
		)
	}
	const rows = await query
		.orderBy('i.issued_on', 'desc')
		.orderBy('i.id', 'desc')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return rows.map(toInventoryView)
}

/**
 * How to find overdue records. Few open installments past due (a cash book kept up to date): read
 * them from the open installments' partial index and keep their records (LIST). Many (a book whose
 * payments are never marked paid): building that list would read them all, so each record of the
 * page is probed instead (PROBE). One index-only count, stopped at the threshold, decides.
 */
const DENSE_OVERDUE = 2_000

async function overdueStrategy(
	db: Kysely<Database>,
	cashierId: string,
	today: string,
): Promise<'LIST' | 'PROBE'> {
	const { rows } = await sql<{
		n: number | string
	}>`select count(*) as n from (select 1 from payments p where p.cashier_id = ${cashierId} and ${OPEN_INSTALLMENT} and p.due_date < ${today} limit ${DENSE_OVERDUE}) as open_overdue`.execute(
		db,
	)
	return Number(rows[0]?.n ?? 0) < DENSE_OVERDUE ? 'LIST' : 'PROBE'
}

function settlementCondition(
	settlement: Settlement,
	overdueWay: 'LIST' | 'PROBE',
	cashierId: string,
	today: string,
) {
	const open = sql`exists (select 1 from payments p where p.inventory_id = i.id and ${OPEN_INSTALLMENT})`
	const overdue = sql`exists (select 1 from payments p where p.inventory_id = i.id and ${OPEN_INSTALLMENT} and p.due_date < ${today})`
	const somePaid = sql`exists (select 1 from payments p where p.inventory_id = i.id and p.parent_id is null and p.paid > 0)`
	switch (settlement) {
		case 'OVERDUE':
			if (overdueWay === 'PROBE') return sql<boolean>`${overdue}`
			// Driven by the open installments' partial index (migration 0010): a few rows even when
			// the books are large, where probing every record newest first would read them all.
			return sql<boolean>`i.id in (select p.inventory_id from payments p where p.cashier_id = ${cashierId} and ${OPEN_INSTALLMENT} and p.due_date < ${today})`
		case 'PAID':
			return sql<boolean>`not ${open}`
		case 'PARTLY_PAID':
			return sql<boolean>`(${open} and not ${overdue} and ${somePaid})`
		case 'PENDING':
			return sql<boolean>`(${open} and not ${overdue} and not ${somePaid})`
	}
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
