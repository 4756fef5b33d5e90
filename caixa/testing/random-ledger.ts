import fc from 'fast-check'
import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { DomainError } from '@caixa/domain/errors'
import { remaining, totalDue } from '@caixa/domain/payment-amounts'
import { createInventory, removeInventory } from '@caixa/services/inventories'
import { createTransfer, removeTransfer } from '@caixa/services/internal-transfers'
import { chargeLateFees, changePayment, payPart } from '@caixa/services/payments'
import { createProduct } from '@caixa/services/products'
import { adjustStock } from '@caixa/services/stock'
import { createCashier, createUnitWithCashier } from './organisation'

// Random ledgers written through the services as the API writes them (records with installments
// and product lines, partial payments out of date order, interest and late fees, discounts,
// paying in full, amounts and due dates changed, deletions, transfers both ways, stock
// adjustments), for the property tests of what is derived from the books (db/report-days.ts).
// Days fall in Jan–Apr 2025; an operation on "the n-th" open installment, record or transfer
// takes n modulo how many there are, and does nothing when there is none.

const FIRST = Date.UTC(2025, 0, 1)
/** The days a ledger's dates fall on: Jan–Apr 2025. */
export const LEDGER_SPAN = 120
export const ledgerDay = (offset: number) =>
	new Date(FIRST + offset * 86_400_000).toISOString().slice(0, 10)
const dayArb = fc.integer({ min: 0, max: LEDGER_SPAN - 1 }).map(ledgerDay)

export type LedgerOperation =
	| {
			kind: 'record'
			input: boolean
			issuedOn: string
			category: number
			installments: number
			paid: boolean
			goods: 'none' | 'buy' | 'sell'
			quantity: number
			price: number
	  }
	| { kind: 'part'; target: number; percent: number; paidOn: string }
	| { kind: 'charges'; target: number; interest: number; lateFee: number }
	| { kind: 'discount'; target: number; discount: number }
	| { kind: 'settle'; target: number; paidOn: string }
	| { kind: 'amount'; target: number; amount: number }
	| { kind: 'due'; target: number; dueDate: string }
	| { kind: 'delete'; target: number }
	| { kind: 'transfer'; amount: number; transferredOn: string; back: boolean }
	| { kind: 'untransfer'; target: number }
	| { kind: 'adjust'; difference: number }

const target = fc.nat({ max: 1_000 })
export const ledgerOperationArb: fc.Arbitrary<LedgerOperation> = fc.oneof(
	{
		weight: 4,
		arbitrary: fc.record({
			kind: fc.constant('record' as const),
			input: fc.boolean(),
			issuedOn: dayArb,
			category: fc.nat({ max: 40 }),
			installments: fc.integer({ min: 1, max: 3 }),
			paid: fc.boolean(),
			goods: fc.constantFrom('none' as const, 'buy' as const, 'sell' as const),
			quantity: fc.integer({ min: 1, max: 4 }),
			price: fc.integer({ min: 1, max: 5_000 }),
		}),
	},
	{
		weight: 3,
		arbitrary: fc.record({
			kind: fc.constant('part' as const),
			target,
			percent: fc.integer({ min: 1, max: 100 }),
			paidOn: dayArb,
		}),
	},
	fc.record({
		kind: fc.constant('charges' as const),
		target,
		interest: fc.nat({ max: 500 }),
		lateFee: fc.nat({ max: 300 }),
	}),
	fc.record({ kind: fc.constant('discount' as const), target, discount: fc.nat({ max: 800 }) }),
	{
		weight: 2,
		arbitrary: fc.record({ kind: fc.constant('settle' as const), target, paidOn: dayArb }),
	},
	fc.record({
		kind: fc.constant('amount' as const),
		target,
		amount: fc.integer({ min: 1, max: 9_000 }),
	}),
	fc.record({ kind: fc.constant('due' as const), target, dueDate: dayArb }),
	fc.record({ kind: fc.constant('delete' as const), target }),
	fc.record({
		kind: fc.constant('transfer' as const),
		amount: fc.integer({ min: 1, max: 9_000 }),
		transferredOn: dayArb,
		back: fc.boolean(),
	}),
	fc.record({ kind: fc.constant('untransfer' as const), target }),
	fc.record({
		kind: fc.constant('adjust' as const),
		difference: fc.integer({ min: -3, max: 3 }).filter((difference) => difference !== 0),
	}),
)

/**
 * A fresh unit of `owner` for one random ledger: its two cashiers, its categories, a product that
 * keeps stock.
 */
export async function randomLedgerUnit(db: Kysely<Database>, owner: string, now: number) {
	const { unit, cashier } = await createUnitWithCashier(db, owner, { unitName: 'Random', now })
	const other = await createCashier(db, unit.id, { name: 'Bank', now })
	const categories = await db
		.selectFrom('categories')
		.select(['id', 'kind'])
		.where('unit_id', '=', unit.id)
		.orderBy('id')
		.execute()
	const { row: product } = await createProduct(
		db,
		owner,
		{ unitId: unit.id },
		{
			name: 'Flour',
			sku: null,
			kind: 'PRODUCT',
			unitPrice: 2_500,
			unitCost: 1_000,
			tracksStock: true,
		},
		now,
	)
	return {
		owner,
		unitId: unit.id,
		tills: [cashier.id, other.id],
		categories,
		productId: product.id,
	}
}

export type RandomLedgerUnit = Awaited<ReturnType<typeof randomLedgerUnit>>

function openInstallments(db: Kysely<Database>, unit: RandomLedgerUnit) {
	return db
		.selectFrom('payments')
		.select(['id', 'cashier_id', 'amount', 'interest', 'late_fee', 'discount', 'paid'])
		.where('unit_id', '=', unit.unitId)
		.where('parent_id', 'is', null)
		.where('status', 'in', ['PENDING', 'PARTIALLY_PAID'])
		.orderBy('id')
		.execute()
}

/** One operation through the services, as its owner; a refusal (a DomainError) writes nothing. */
export async function applyLedgerOperation(
	db: Kysely<Database>,
	unit: RandomLedgerUnit,
	operation: LedgerOperation,
	now: number,
): Promise<void> {
	const owner = unit.owner
	const pick = async <T>(rows: Promise<T[]>, index: number) => {
		const list = await rows
		return list.length === 0 ? undefined : list[index % list.length]
	}
	const installment = (index: number) => pick(openInstallments(db, unit), index)
	switch (operation.kind) {
		case 'record': {
			const kind = operation.input ? 'INCOME' : 'EXPENSE'
			const fitting = unit.categories.filter((category) => category.kind === kind)
			// One in five without a category.
			const category =
				operation.category % 5 === 0 ? undefined : fitting[operation.category % fitting.length]?.id
			const goods =
				operation.goods === 'none' || (operation.goods === 'buy') === operation.input
					? undefined
					: [
							{
								productId: unit.productId,
								quantity: operation.quantity,
								unitPrice: operation.price,
							},
						]
			await createInventory(
				db,
				owner,
				unit.tills[operation.category % 2] ?? '',
				{
					input: operation.input,
					issuedOn: operation.issuedOn,
					categoryId: category,
					...(goods ? { items: goods } : { total: operation.price * operation.quantity }),
					installments: {
						count: operation.installments,
						firstDueDate: operation.issuedOn,
						every: 'MONTH',
					},
					paid: operation.paid,
				},
				undefined,
				now,
			)
			return
		}
		case 'part': {
			const row = await installment(operation.target)
			if (!row) return
			const due = totalDue({
				amount: Number(row.amount),
				interest: Number(row.interest),
				lateFee: Number(row.late_fee),
				discount: Number(row.discount),
			})
			const left = remaining(due, Number(row.paid))
			const amount = Math.max(1, Math.floor((left * operation.percent) / 100))
			await payPart(db, owner, row.cashier_id, row.id, { amount, paidOn: operation.paidOn }, now)
			return
		}
		case 'charges': {
			const row = await installment(operation.target)
			if (!row) return
			await chargeLateFees(
				db,
				owner,
				row.cashier_id,
				row.id,
				{ interest: operation.interest, lateFee: operation.lateFee },
				now,
			)
			return
		}
		case 'discount': {
			const row = await installment(operation.target)
			if (!row) return
			await changePayment(db, owner, row.cashier_id, row.id, { discount: operation.discount }, now)
			return
		}
		case 'settle': {
			const row = await installment(operation.target)
			if (!row) return
			await changePayment(
				db,
				owner,
				row.cashier_id,
				row.id,
				{ paid: true, paidOn: operation.paidOn },
				now,
			)
			return
		}
		case 'amount': {
			const row = await installment(operation.target)
			if (!row) return
			await changePayment(db, owner, row.cashier_id, row.id, { amount: operation.amount }, now)
			return
		}
		case 'due': {
			const row = await installment(operation.target)
			if (!row) return
			await changePayment(db, owner, row.cashier_id, row.id, { dueDate: operation.dueDate }, now)
			return
		}
		case 'delete': {
			const record = await pick(
				db
					.selectFrom('inventories')
					.select(['id', 'cashier_id'])
					.where('unit_id', '=', unit.unitId)
					.where('deleted_at', 'is', null)
					.orderBy('id')
					.execute(),
				operation.target,
			)
			if (record) await removeInventory(db, owner, record.cashier_id, record.id, now)
			return
		}
		case 'transfer': {
			const [a, b] = unit.tills as [string, string]
			await createTransfer(
				db,
				owner,
				unit.unitId,
				{
					fromCashierId: operation.back ? b : a,
					toCashierId: operation.back ? a : b,
					amount: operation.amount,
					transferredOn: operation.transferredOn,
				},
				undefined,
				now,
			)
			return
		}
		case 'untransfer': {
			const transfer = await pick(
				db
					.selectFrom('internal_transfers')
					.select('id')
					.where('unit_id', '=', unit.unitId)
					.where('deleted_at', 'is', null)
					.orderBy('id')
					.execute(),
				operation.target,
			)
			if (transfer) await removeTransfer(db, owner, unit.unitId, transfer.id, now)
			return
		}
		case 'adjust': {
			await adjustStock(
				db,
				owner,
				unit.unitId,
				{ productId: unit.productId, difference: operation.difference, reason: 'LOSS' },
				now,
			)
			return
		}
	}
}

/**
 * A new unit's ledger of `runs` operations drawn from `seed`, each applied through the services;
 * the ones the domain refuses (DomainError) are left out, as a user's refused request is.
 */
export async function sampledLedgerUnit(
	db: Kysely<Database>,
	owner: string,
	now: number,
	sample: { seed: number; runs: number },
): Promise<RandomLedgerUnit> {
	const unit = await randomLedgerUnit(db, owner, now)
	for (const operation of fc.sample(ledgerOperationArb, {
		numRuns: sample.runs,
		seed: sample.seed,
	})) {
		try {
			await applyLedgerOperation(db, unit, operation, now)
		} catch (error) {
			if (!(error instanceof DomainError)) throw error
		}
	}
	return unit
}
