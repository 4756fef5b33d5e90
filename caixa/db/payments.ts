import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { type PaymentListQuery } from '@caixa/contract/payment'
import { isSqlite } from './connection'
import { type Database, type PaymentStatus } from './database'
import { lockRecord, OPEN_INSTALLMENT, refreshSettlement } from './inventories'
import { moveBalance, signedCash } from './ledger-cashier'
import {
	coversPaidSql,
	fitsRemainingSql,
	overdueSql,
	remainingSql,
	statusAfterPayingSql,
	totalDueSql,
} from './money-sql'
import { preparedQuery } from './prepared-query'

/**
 * A payment row with what its views show beside it: the record's reference, description (or
 * first product line), category and counterpart.
 */
export interface PaymentView {
	id: string
	inventoryId: string
	cashierId: string
	input: boolean
	parentId: string | null
	number: number
	of: number
	dueDate: string
	amount: number
	interest: number
	lateFee: number
	discount: number
	paid: number
	status: PaymentStatus
	method: string | null
	financialInstitutionId: string | null
	paidAt: number | null
	paidOn: string | null
	interestRateBasisPoints: number | null
	lateFeeRateBasisPoints: number | null
	chargesAsOf: string | null
	followed: boolean
	orderReferenceNumber: string
	description: string | null
	firstItemName: string | null
	categoryId: string | null
	/** As stored; shown through its default's code in the reader's language (presenters/ledger.ts). */
	categoryName: string | null
	categoryDefaultCode: string | null
	clientOrSupplierId: string | null
	clientOrSupplierName: string | null
}

// The installment's total due; updatePaymentTerms keeps it ≥ paid ≥ 0 (coversPaidSql).
const TOTAL_DUE = totalDueSql('p')

/**
 * Payments with their record (its first product line at position 0: inventoryViews says why) and
 * whether `profileId` follows them: one statement, no N+1.
 */
export function paymentViews(db: Kysely<Database>, profileId: string) {
	return db
		.selectFrom('payments as p')
		.innerJoin('inventories as i', 'i.id', 'p.inventory_id')
		.leftJoin('categories as k', 'k.id', 'i.category_id')
		.leftJoin('clients_or_suppliers as c', 'c.id', 'i.client_or_supplier_id')
		.leftJoin('inventory_items as l', (join) =>
			join.onRef('l.inventory_id', '=', 'i.id').on('l.position', '=', 0),
		)
		.leftJoin('payment_follows as f', (join) =>
			join.onRef('f.payment_id', '=', 'p.id').on('f.profile_id', '=', profileId),
		)
		.select([
			'p.id',
			'p.inventory_id',
			'p.cashier_id',
			'p.input',
			'p.parent_id',
			'p.number',
			'p.of',
			'p.due_date',
			'p.amount',
			'p.interest',
			'p.late_fee',
			'p.discount',
			'p.paid',
			'p.status',
			'p.method',
			'p.financial_institution_id',
			'p.paid_at',
			'p.paid_on',
			'p.interest_rate_basis_points',
			'p.late_fee_rate_basis_points',
			'p.charges_as_of',
			'f.profile_id as follower',
			'i.order_reference_number',
			'i.description',
			'l.name as first_item_name',
			'i.category_id',
			'k.name as category_name',
			'k.default_code as category_default_code',
			'i.client_or_supplier_id',
			'c.name as client_or_supplier_name',
		])
		.where('p.voided_at', 'is', null)
}

type PaymentViewQuery = ReturnType<typeof paymentViews>
type PaymentViewRow = Awaited<ReturnType<PaymentViewQuery['execute']>>[number]

export function toPaymentView(row: PaymentViewRow): PaymentView {
	return {
		id: row.id,
		inventoryId: row.inventory_id,
		cashierId: row.cashier_id,
		input: row.input === 1,
		parentId: row.parent_id,
		number: row.number,
		of: row.of,
		dueDate: row.due_date,
		amount: row.amount,
		interest: row.interest,
		lateFee: row.late_fee,
		discount: row.discount,
		paid: row.paid,
		status: row.status,
		method: row.method,
		financialInstitutionId: row.financial_institution_id,
		paidAt: row.paid_at,
		paidOn: row.paid_on,
		interestRateBasisPoints: row.interest_rate_basis_points,
		lateFeeRateBasisPoints: row.late_fee_rate_basis_points,
		chargesAsOf: row.charges_as_of,
		followed: row.follower !== null,
		orderReferenceNumber: row.order_reference_number,
		description: row.description,
		firstItemName: row.first_item_name,
		categoryId: row.category_id,
		categoryName: row.category_name,
		categoryDefaultCode: row.category_default_code,
		clientOrSupplierId: row.client_or_supplier_id,
		clientOrSupplierName: row.client_or_supplier_name,
	}
}

/** The filters of a cashier's payment list, dates already turned into the unit's calendar. */
export interface PaymentFilter extends Omit<PaymentListQuery, 'dueFrom' | 'dueTo' | 'zone'> {
	dueFrom?: string
	dueTo?: string
	/** Today in the unit's zone: OVERDUE is due before it and still open. */
	today: string
}

/**
 * `GET /cashiers/{id}/payments`: the installments (partial payments are read under their parent)
 * by due date, soonest first, ties by id, on payments_cashier_id_due_date_id_idx.
 */
export async function listPayments(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	filter: PaymentFilter,
): Promise<PaymentView[]> {
	const rows = await paymentsPage.execute(
		db,
		{
			profileId,
			cashierId,
			dueFrom: filter.dueFrom ?? '',
			dueTo: filter.dueTo ?? '',
			input: filter.input ? 1 : 0,
			inventoryId: filter.inventoryId ?? '',
			today: filter.today,
			offset: filter.offset,
			size: filter.size,
		},
		{
			dueFrom: !!filter.dueFrom,
			dueTo: !!filter.dueTo,
			input: filter.input !== undefined,
			inventory: !!filter.inventoryId,
			followed: filter.followed === undefined ? 'ANY' : filter.followed ? 'YES' : 'NO',
			// A set of the four states: one statement per set asked, whatever their order.
			status: [...new Set(filter.status ?? [])].sort().join(','),
		},
	)
	return rows.map(toPaymentView)
}

type PaymentsPageValues = {
	profileId: string
	cashierId: string
	dueFrom: string
	dueTo: string
	input: 0 | 1
	inventoryId: string
	today: string
	offset: number
	size: number
}

/** Which filters a page of payments has: one statement is kept per shape. */
type PaymentsPageShape = {
	dueFrom: boolean
	dueTo: boolean
	input: boolean
	inventory: boolean
	followed: 'ANY' | 'YES' | 'NO'
	status: string
}

// Every payments list's page reads this: prepared (prepared-query.ts says why; building it was
// the largest part of the payments page's own loader time).
const paymentsPage = preparedQuery((db, values: PaymentsPageValues, shape: PaymentsPageShape) => {
	let query = paymentViews(db, values.profileId)
		.where('p.cashier_id', '=', values.cashierId)
		.where('p.parent_id', 'is', null)
		.where('p.status', '<>', 'CANCELLED')
	if (shape.dueFrom) query = query.where('p.due_date', '>=', values.dueFrom)
	if (shape.dueTo) query = query.where('p.due_date', '<=', values.dueTo)
	if (shape.input) query = query.where('p.input', '=', values.input)
	if (shape.inventory) query = query.where('p.inventory_id', '=', values.inventoryId)
	if (shape.followed !== 'ANY') {
		// Followed only: driven from the profile's follows (payment_follows_profile_id_payment_id_idx,
		// then each payment by its key) and sorted, a handful whatever the book. Not followed: nearly
		// every payment, so the due-date walk goes on and stops at the page, checking each against
		// the follows gathered once (hashed on PostgreSQL, an ephemeral index on SQLite).
		const theirs = sql`(select fp.payment_id from payment_follows fp where fp.profile_id = ${values.profileId})`
		query = query.where(
			shape.followed === 'YES'
				? sql<boolean>`p.id in ${theirs}`
				: sql<boolean>`p.id not in ${theirs}`,
		)
	}
	const statuses = (shape.status ? shape.status.split(',') : []) as NonNullable<
		PaymentListQuery['status']
	>
	if (statuses.length) query = whereStatusIn(query, statuses, values.today)
	// Only open ones asked for (overdue, pending, partly paid): say so in the words of the open
	// installments' partial index (migration 0010), which then holds every row to read.
	if (statuses.length && statuses.every((status) => status !== 'PAID')) {
		query = query.where(OPEN_INSTALLMENT)
	}
	return query.orderBy('p.due_date').orderBy('p.id').offset(values.offset).limit(values.size)
})

function whereStatusIn(
	query: PaymentViewQuery,
	statuses: NonNullable<PaymentListQuery['status']>,
	today: string,
): PaymentViewQuery {
	return query.where((eb) =>
		eb.or(
			statuses.map((status) =>
				status === 'OVERDUE' ? overdueSql('p', today) : eb('p.status', '=', status),
			),
		),
	)
}

/** One payment of the cashier (an installment or a partial payment), or undefined. */
export async function findPayment(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	paymentId: string,
): Promise<PaymentView | undefined> {
	const row = await paymentViews(db, profileId)
		.where('p.id', '=', paymentId)
		.where('p.cashier_id', '=', cashierId)
		.executeTakeFirst()
	return row ? toPaymentView(row) : undefined
}

/** The partial payments of an installment, by the day they were paid, then as written. */
export async function listChildren(
	db: Kysely<Database>,
	profileId: string,
	parentId: string,
): Promise<PaymentView[]> {
	const rows = await paymentViews(db, profileId)
		.where('p.parent_id', '=', parentId)
		.orderBy('p.paid_on')
		.orderBy('p.created_at')
		.orderBy('p.id')
		.execute()
	return rows.map(toPaymentView)
}

/** The installments of some records, by record then number: one statement for a page of them. */
export async function listInstallmentsOf(
	db: Kysely<Database>,
	profileId: string,
	inventoryIds: readonly string[],
): Promise<PaymentView[]> {
	if (inventoryIds.length === 0) return []
	const rows = await paymentViews(db, profileId)
		.where('p.inventory_id', 'in', inventoryIds)
		.where('p.parent_id', 'is', null)
		.orderBy('p.inventory_id')
		.orderBy('p.number')
		.execute()
	return rows.map(toPaymentView)
}

export interface Settlement {
	paidOn: string
	paidAt: number
	method: string | null
	financialInstitutionId: string | null
}

/**
 * Adds `amount` to what the installment has paid, only while that keeps it within its total
 * due: the guard is in the UPDATE itself, so two requests racing for the last of it cannot both
 * pass (PostgreSQL re-checks the WHERE on the row the first one committed; SQLite serialises
 * writers). Answers whether it was applied.
 */
async function addPaid(db: Kysely<Database>, paymentId: string, amount: number): Promise<boolean> {
	const result = await db
		.updateTable('payments as p')
		.set({
			paid: sql`p.paid + ${amount}`,
			status: statusAfterPayingSql(TOTAL_DUE, sql`p.paid + ${amount}`),
		})
		.where('p.id', '=', paymentId)
		.where('p.status', 'in', ['PENDING', 'PARTIALLY_PAID'])
		.where(fitsRemainingSql(sql`${amount}`, remainingSql(TOTAL_DUE, sql.ref('p.paid'))))
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/**
 * A partial payment: a paid child of the installment, the installment's paid and status, and the
 * cashier's balance, together. Undefined when the installment is settled or `amount` exceeds what
 * remains (the caller answers 409).
 */
export async function insertPartialPayment(
	db: Kysely<Database>,
	parent: PaymentView,
	amount: number,
	settlement: Settlement,
	now: number,
): Promise<string | undefined> {
	await lockRecord(db, parent.inventoryId)
	if (!(await addPaid(db, parent.id, amount))) return undefined
	const id = randomUUID()
	await db
		.insertInto('payments')
		.values({
			id,
			inventory_id: parent.inventoryId,
			cashier_id: parent.cashierId,
			unit_id: sql<string>`(select unit_id from cashiers where id = ${parent.cashierId})`,
			input: parent.input ? 1 : 0,
			parent_id: parent.id,
			number: parent.number,
			of: parent.of,
			due_date: parent.dueDate,
			amount,
			interest: 0,
			late_fee: 0,
			discount: 0,
			paid: amount,
			cash_moved: amount,
			status: 'PAID',
			method: settlement.method,
			financial_institution_id: settlement.financialInstitutionId,
			paid_at: settlement.paidAt,
			paid_on: settlement.paidOn,
			created_at: now,
		})
		.execute()
	await refreshSettlement(db, parent.inventoryId)
	await moveBalance(db, parent.cashierId, signedCash(parent.input, amount))
	return id
}

/**
 * Pays all that remains of an installment at once: the cash it moves is its own (`cash_moved`),
 * on the day given. Undefined when there was nothing left to pay or it is cancelled.
 */
export async function settleInFull(
	db: Kysely<Database>,
	payment: PaymentView,
	settlement: Settlement,
): Promise<number | undefined> {
	// The balance moves by what this settled, in the caller's transaction (see the service).
	await lockRecord(db, payment.inventoryId)
	const row = await db
		.updateTable('payments as p')
		.set({
			cash_moved: sql`p.cash_moved + ${remainingSql(TOTAL_DUE, sql.ref('p.paid'))}`,
			paid: TOTAL_DUE,
			status: 'PAID',
			paid_at: settlement.paidAt,
			paid_on: settlement.paidOn,
			method: settlement.method,
			financial_institution_id: settlement.financialInstitutionId,
		})
		.where('p.id', '=', payment.id)
		.where('p.status', 'in', ['PENDING', 'PARTIALLY_PAID'])
		// Only from the paid figure read before: a partial payment committed meanwhile makes this
		// match nothing, rather than count its cash twice.
		.where('p.paid', '=', payment.paid)
		.returning(sql<number>`paid`.as('paid'))
		.executeTakeFirst()
	if (!row) return undefined
	await refreshSettlement(db, payment.inventoryId)
	return row.paid - payment.paid
}

/** An installment's money figures as committed (lockInstallment). */
export interface InstallmentFigures {
	amount: number
	interest: number
	lateFee: number
	paid: number
}

/**
 * The installment's figures as committed, its row locked until the transaction ends on
 * PostgreSQL (SQLite runs writers one at a time), so a change computed from them — how much the
 * unit's ledger volume moves — cannot be computed by two writers from the same old figures.
 */
export async function lockInstallment(
	db: Kysely<Database>,
	paymentId: string,
): Promise<InstallmentFigures | undefined> {
	let query = db
		.selectFrom('payments')
		.select(['amount', 'interest', 'late_fee', 'paid'])
		.where('id', '=', paymentId)
	if (!isSqlite(db)) query = query.forUpdate()
	const row = await query.executeTakeFirst()
	return row
		? {
				amount: Number(row.amount),
				interest: Number(row.interest),
				lateFee: Number(row.late_fee),
				paid: Number(row.paid),
			}
		: undefined
}

/**
 * A record's total and whether product lines fix it, its row locked until the transaction ends on
 * PostgreSQL: an installment's amount changes under this lock (taken before the installment's, as
 * deleting the record takes them), so its total moves from the committed one.
 */
export async function lockRecordTotal(
	db: Kysely<Database>,
	inventoryId: string,
): Promise<{ total: number; hasItems: boolean } | undefined> {
	let query = db.selectFrom('inventories').select('total').where('id', '=', inventoryId)
	if (!isSqlite(db)) query = query.forUpdate()
	const row = await query.executeTakeFirst()
	if (!row) return undefined
	const item = await db
		.selectFrom('inventory_items')
		.select('id')
		.where('inventory_id', '=', inventoryId)
		.limit(1)
		.executeTakeFirst()
	return { total: Number(row.total), hasItems: item !== undefined }
}

export interface PaymentChanges {
	dueDate?: string
	amount?: number
	discount?: number
	method?: string | null
	financialInstitutionId?: string | null
	interest?: number
	lateFee?: number
	interestRateBasisPoints?: number | null
	lateFeeRateBasisPoints?: number | null
	chargesAsOf?: string | null
}

/**
 * Changes an open installment's terms, only while what it owes stays at least what it has paid
 * (the guard is in the statement, as for partial payments). Answers whether it was changed.
 */
export async function updatePaymentTerms(
	db: Kysely<Database>,
	paymentId: string,
	changes: PaymentChanges,
): Promise<boolean> {
	const set = {
		...(changes.dueDate !== undefined && { due_date: changes.dueDate }),
		...(changes.amount !== undefined && { amount: changes.amount }),
		...(changes.discount !== undefined && { discount: changes.discount }),
		...(changes.method !== undefined && { method: changes.method }),
		...(changes.financialInstitutionId !== undefined && {
			financial_institution_id: changes.financialInstitutionId,
		}),
		...(changes.interest !== undefined && { interest: changes.interest }),
		...(changes.lateFee !== undefined && { late_fee: changes.lateFee }),
		...(changes.interestRateBasisPoints !== undefined && {
			interest_rate_basis_points: changes.interestRateBasisPoints,
		}),
		...(changes.lateFeeRateBasisPoints !== undefined && {
			late_fee_rate_basis_points: changes.lateFeeRateBasisPoints,
		}),
		...(changes.chargesAsOf !== undefined && { charges_as_of: changes.chargesAsOf }),
	}
	if (Object.keys(set).length === 0) return true
	const inventory = await db
		.selectFrom('payments')
		.select('inventory_id')
		.where('id', '=', paymentId)
		.executeTakeFirst()
	if (!inventory) return false
	await lockRecord(db, inventory.inventory_id)
	const after = (column: 'amount' | 'interest' | 'late_fee' | 'discount', value?: number) =>
		value !== undefined ? sql<number>`${value}` : sql<number>`${sql.ref(`p.${column}`)}`
	const result = await db
		.updateTable('payments as p')
		.set(set)
		.where('p.id', '=', paymentId)
		.where('p.status', 'in', ['PENDING', 'PARTIALLY_PAID'])
		.where(
			coversPaidSql({
				amount: after('amount', changes.amount),
				interest: after('interest', changes.interest),
				lateFee: after('late_fee', changes.lateFee),
				discount: after('discount', changes.discount),
				paid: sql.ref('p.paid'),
			}),
		)
		.executeTakeFirst()
	if (result.numUpdatedRows === 0n) return false
	// A due date moved is a record's open_due_on moved.
	await refreshSettlement(db, inventory.inventory_id)
	return true
}

/** Sets or clears the profile's follow of a payment; both are idempotent. */
export async function setFollow(
	db: Kysely<Database>,
	paymentId: string,
	profileId: string,
	follow: boolean,
	now: number,
): Promise<void> {
	if (follow) {
		await db
			.insertInto('payment_follows')
			.values({ payment_id: paymentId, profile_id: profileId, created_at: now })
			.onConflict((conflict) => conflict.columns(['payment_id', 'profile_id']).doNothing())
			.execute()
	} else {
		await db
			.deleteFrom('payment_follows')
			.where('payment_id', '=', paymentId)
			.where('profile_id', '=', profileId)
			.execute()
	}
}
