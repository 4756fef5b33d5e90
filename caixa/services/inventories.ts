import { type Kysely } from 'kysely'
import {
	type InventoryListQuery,
	type NewInventoryBody,
	type OrderReferenceAnswer,
} from '@caixa/contract/inventory'
import { MAX_LEDGER_AMOUNT } from '@caixa/contract/payment'
import { findCategory } from '@caixa/db/categories'
import { findClientOrSupplier } from '@caixa/db/clients-or-suppliers'
import { type CashierBookRow, listCashierBook } from '@caixa/db/cashier-book'
import { type Database } from '@caixa/db/database'
import {
	deleteInventory,
	findInventory,
	type InventoryItemView,
	type InventoryView,
	insertInventory,
	listItems,
	nextOrderNumber,
	takeCashierRecordTurn,
	type NewPaymentRow,
	referenceTaken,
} from '@caixa/db/inventories'
import { type LedgerCashier } from '@caixa/db/ledger-cashier'
import { moveLedgerVolume } from '@caixa/db/ledger-volume'
import { listInstallmentsOf, type PaymentView } from '@caixa/db/payments'
import { findProductsOfUnit } from '@caixa/db/products'
import { followReportDays, NOTHING_BEFORE, recordDaysBefore } from '@caixa/db/report-days'
import { writeTransaction } from '@caixa/db/transaction'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { DomainError, type FieldError, invalid, notFound } from '@caixa/domain/errors'
import { installmentPlan } from '@caixa/domain/installments'
import { divideHalfUp } from '@caixa/domain/interest'
import { searchableText } from '@caixa/domain/search-text'
import {
	bindIdempotencyKey,
	type IdempotentRequest,
	isUniqueViolation,
	pruneIdempotencyKeys,
	replayed,
} from './idempotency'
import {
	filterDate,
	requireInstitution,
	requireLedgerCashier,
	requireWritableCashier,
	todayOf,
} from './ledger-access'
import { requireLedgerRoom } from './ledger-volume'
import { moveStockOfRecord, reverseStockOfRecord } from './stock'

export type { InventoryItemView, InventoryView, PaymentView }
export type { BookTransferView, CashierBookRow } from '@caixa/db/cashier-book'

// A cashier's records of money in and out (DOMAIN.md "Records … and payments"). Whoever may
// write the cashier's books (ledger-access.ts) lists, writes and deletes them.

export const DUPLICATE_REFERENCE = 'DUPLICATE_REFERENCE'

export interface InventoryDetail {
	cashier: LedgerCashier
	inventory: InventoryView
	items: InventoryItemView[]
	payments: PaymentView[]
	today: string
}

export async function listCashierInventories(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	query: InventoryListQuery,
	now: number,
): Promise<{ cashier: LedgerCashier; rows: CashierBookRow[] }> {
	const cashier = await requireLedgerCashier(db, profileId, cashierId)
	const { from, to, zone, ...rest } = query
	const rows = await listCashierBook(db, profileId, cashierId, {
		...rest,
		from: filterDate(from, cashier, zone),
		to: filterDate(to, cashier, zone),
		today: todayOf(cashier, now),
	})
	return { cashier, rows }
}

export async function getInventory(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	inventoryId: string,
	now: number,
): Promise<InventoryDetail> {
	const cashier = await requireLedgerCashier(db, profileId, cashierId)
	return readInventory(db, cashier, profileId, inventoryId, now)
}

/** One record of a cashier the caller was let into (as a writer, or as its auditor), whole. */
export async function readInventory(
	db: Kysely<Database>,
	cashier: LedgerCashier,
	profileId: string,
	inventoryId: string,
	now: number,
): Promise<InventoryDetail> {
	const today = todayOf(cashier, now)
	const inventory = await findInventory(db, cashier.id, inventoryId, today)
	if (!inventory) throw notFound('This cashier has no record with this id.')
	const [items, payments] = await Promise.all([
		listItems(db, inventoryId),
		listInstallmentsOf(db, profileId, [inventoryId]),
	])
	return { cashier, inventory, items, payments, today }
}

/**
 * Writes a record with its lines and payments in one transaction. With an Idempotency-Key, a
 * replay of the same request by the same profile within 24 hours answers the record the first
 * request made and writes nothing; the key with another request is refused, 422
 * IDEMPOTENCY_KEY_REUSED (services/idempotency.ts). The record's installments take their room in
 * the unit's ledger volume last (domain/ledger-bounds.ts): past the bound, 409 LEDGER_LIMIT and
 * nothing written. Answers the record's id and whether it was made now.
 */
export async function createInventory(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	body: NewInventoryBody,
	idempotencyKey: string | undefined,
	now: number,
): Promise<{ id: string; created: boolean }> {
	const cashier = await requireWritableCashier(db, profileId, cashierId)
	const request: IdempotentRequest = {
		profileId,
		key: idempotencyKey,
		method: 'POST',
		path: `/cashiers/${cashierId}/inventories`,
		body,
	}
	const replay = await replayed(db, request, now)
	if (replay) return { id: replay, created: false }
	const names = await checkNames(db, cashier, body)
	const items = await itemsOf(db, cashier, body)
	const total = totalOf(body, items)
	const payments = paymentsOf(cashier, body, total, now)
	try {
		const id = await writeTransaction(db, async (trx) => {
			await takeCashierRecordTurn(trx, cashierId)
			const reference = body.orderReferenceNumber ?? (await nextOrderNumber(trx, cashierId))
			if (await referenceTaken(trx, cashierId, reference)) throw duplicateReference(reference)
			const made = await insertInventory(
				trx,
				{
					cashierId,
					unitId: cashier.unitId,
					input: body.input,
					orderReferenceNumber: reference,
					issuedOn: body.issuedOn,
					description: body.description || null,
					searchText: searchableText(`${reference} ${body.description ?? ''}`),
					categoryId: names.categoryId,
					clientOrSupplierId: names.clientOrSupplierId,
					total,
					// Keys live in idempotency_keys now (migration 0011): this column frees none.
					idempotencyKey: null,
					createdByProfileId: profileId,
					items,
					payments,
				},
				now,
			)
			// Its product lines move the stock, after the cashier's row and before the unit's.
			await moveStockOfRecord(
				trx,
				{
					unitId: cashier.unitId,
					inventoryId: made,
					input: body.input,
					issuedOn: body.issuedOn,
					profileId,
					lines: items.map((item, position) => ({ position, ...item })),
				},
				now,
			)
			// The reports' summary rows follow the record, before the unit's row (last, below).
			await followReportDays(trx, { inventoryId: made }, NOTHING_BEFORE)
			await bindIdempotencyKey(trx, request, made, now)
			// An installment starts with no interest nor late fee: the record adds its total.
			await requireLedgerRoom(trx, cashier.unitId, total, 'total')
			return made
		})
		if (idempotencyKey !== undefined) await pruneIdempotencyKeys(db, profileId, now)
		return { id, created: true }
	} catch (error) {
		// Two writers racing for one reference or one key: the unique indexes catch the second.
		if (error instanceof DomainError || !isUniqueViolation(error)) throw error
		const raced = await replayed(db, request, now)
		if (raced) return { id: raced, created: false }
		throw duplicateReference(body.orderReferenceNumber ?? '')
	}
}

function duplicateReference(reference: string): DomainError {
	return new DomainError(
		'conflict',
		`Another record of this cashier has the reference ${reference}.`,
		{
			code: DUPLICATE_REFERENCE,
			fieldErrors: [{ path: 'orderReferenceNumber', message: 'Already used in this cashier' }],
		},
	)
}

/**
 * The category and the client or supplier must be the unit's and live. A money-in record names
 * an INCOME category and a money-out record an EXPENSE one, so the income statement reads each
 * record on the side its category says.
 */
async function checkNames(
	db: Kysely<Database>,
	cashier: LedgerCashier,
	body: NewInventoryBody,
): Promise<{ categoryId: string | null; clientOrSupplierId: string | null }> {
	const errors: FieldError[] = []
	if (body.categoryId !== undefined) {
		const category = await findCategory(db, cashier.unitId, body.categoryId)
		if (!category || category.archived_at !== null) {
			errors.push({ path: 'categoryId', message: 'No live category of this unit has this id' })
		} else if (category.kind !== (body.input ? 'INCOME' : 'EXPENSE')) {
			errors.push({
				path: 'categoryId',
				message: body.input
					? 'Money in takes an income category'
					: 'Money out takes an expense category',
			})
		}
	}
	if (body.clientOrSupplierId !== undefined) {
		const party = await findClientOrSupplier(db, cashier.unitId, body.clientOrSupplierId)
		if (!party || party.archived_at !== null) {
			errors.push({
				path: 'clientOrSupplierId',
				message: 'No live client or supplier of this unit has this id',
			})
		}
	}
	if (errors.length > 0) throw invalid(errors)
	return {
		categoryId: body.categoryId ?? null,
		clientOrSupplierId: body.clientOrSupplierId ?? null,
	}
}

/** The product lines: each line's total is quantity × unit price, rounded half-up once. */
async function itemsOf(
	db: Kysely<Database>,
	cashier: LedgerCashier,
	body: NewInventoryBody,
): Promise<InventoryItemView[]> {
	const lines = body.items ?? []
	const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))]
	const products = new Map(
		(await findProductsOfUnit(db, cashier.unitId, productIds)).map((product) => [
			product.id,
			product,
		]),
	)
	const errors: FieldError[] = []
	const items = lines.map((line, index) => {
		const product = line.productId ? products.get(line.productId) : undefined
		if (line.productId && !product) {
			errors.push({
				path: `items[${index}].productId`,
				message: 'No product of this unit has this id',
			})
		}
		const name = line.name ?? product?.name
		if (!name)
			errors.push({ path: `items[${index}].name`, message: 'A line needs a product or a name' })
		const quantityMilli = Math.round(line.quantity * 1000)
		const total = Number(divideHalfUp(BigInt(quantityMilli) * BigInt(line.unitPrice), 1000n))
		if (total > MAX_LEDGER_AMOUNT) {
			errors.push({ path: `items[${index}].quantity`, message: 'This line is too large' })
		}
		return {
			productId: product?.id ?? null,
			name: name ?? '',
			quantityMilli,
			unitPrice: line.unitPrice,
			total,
		}
	})
	if (errors.length > 0) throw invalid(errors)
	return items
}

/** `total`, or the sum of the lines; both given, they must agree. A record moves some money. */
function totalOf(body: NewInventoryBody, items: readonly InventoryItemView[]): number {
	const sum = items.reduce((whole, item) => whole + item.total, 0)
	const total = body.total ?? sum
	if (items.length > 0 && body.total !== undefined && body.total !== sum) {
		throw invalid([{ path: 'total', message: 'The total must be the sum of the lines' }])
	}
	if (total <= 0) throw invalid([{ path: 'total', message: 'A record needs a total above zero' }])
	if (total > MAX_LEDGER_AMOUNT)
		throw invalid([{ path: 'total', message: 'This total is too large' }])
	return total
}

/**
 * The installments: as given (they must add up to the total), split from `installments` (the
 * remainder on the last), or one of the whole total due on the record's date. `paid` on the body
 * pays the first installment now. A payment paid when written moved its cash on its due date,
 * unless `paidAt` says when.
 */
function paymentsOf(
	cashier: LedgerCashier,
	body: NewInventoryBody,
	total: number,
	now: number,
): NewPaymentRow[] {
	const institution = requireInstitution(
		cashier,
		body.financialInstitutionId,
		'financialInstitutionId',
	)
	const paidOn = (dueDate: string, paidAt?: string) => {
		const moment = paidAt ? Date.parse(paidAt) : now
		return { paidAt: moment, paidOn: paidAt ? calendarDateIn(moment, cashier.timezone) : dueDate }
	}
	if (body.payments) {
		const sum = body.payments.reduce((whole, payment) => whole + payment.amount, 0)
		if (sum !== total) {
			throw invalid([{ path: 'payments', message: `The payments add up to ${sum}, not ${total}` }])
		}
		return body.payments.map((payment, index) => ({
			number: index + 1,
			of: body.payments?.length ?? 1,
			dueDate: payment.dueDate,
			amount: payment.amount,
			method: payment.method ?? body.method ?? null,
			financialInstitutionId:
				requireInstitution(
					cashier,
					payment.financialInstitutionId,
					`payments[${index}].financialInstitutionId`,
				) ?? institution,
			paid: payment.paid ? paidOn(payment.dueDate, payment.paidAt) : null,
		}))
	}
	const plan = body.installments
		? installmentPlan({ total, ...body.installments })
		: [{ number: 1, of: 1, dueDate: body.issuedOn, amount: total }]
	if (plan.some((installment) => installment.amount === 0)) {
		throw invalid([
			{ path: 'installments.count', message: 'More installments than the total has cents' },
		])
	}
	return plan.map((installment) => ({
		...installment,
		method: body.method ?? null,
		financialInstitutionId: institution,
		paid: body.paid && installment.number === 1 ? paidOn(installment.dueDate) : null,
	}))
}

/** Deletes a record (soft): pending payments cancelled, paid ones reversed, balance follows. */
export async function removeInventory(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	inventoryId: string,
	now: number,
): Promise<void> {
	const cashier = await requireWritableCashier(db, profileId, cashierId)
	const deleted = await writeTransaction(db, async (trx) => {
		const before = await recordDaysBefore(trx, inventoryId)
		const done = await deleteInventory(trx, cashierId, inventoryId, profileId, now)
		if (done) await reverseStockOfRecord(trx, cashier.unitId, inventoryId, profileId, now)
		if (done) await followReportDays(trx, { inventoryId }, before)
		// Its installments' room in the unit's ledger volume is free again (last, as every write).
		if (done) await moveLedgerVolume(trx, cashier.unitId, -done.freedVolume)
		return done
	})
	if (!deleted) throw notFound('This cashier has no record with this id.')
}

/** Whether a reference is free in the cashier, and the next number proposed. */
export async function orderReference(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	query: string | undefined,
): Promise<OrderReferenceAnswer> {
	await requireLedgerCashier(db, profileId, cashierId)
	const asked = query?.trim() || null
	const [available, next] = await Promise.all([
		asked ? referenceTaken(db, cashierId, asked).then((taken) => !taken) : Promise.resolve(true),
		nextOrderNumber(db, cashierId),
	])
	return { query: asked, available, next }
}
