import { type Kysely } from 'kysely'
import { createInventory, removeInventory } from '@caixa/services/inventories'
import { createTransfer, removeTransfer } from '@caixa/services/internal-transfers'
import { chargeLateFees, changePayment, payPart } from '@caixa/services/payments'
import { editCashier } from '@caixa/services/unit-cashiers'
import {
	type Cast,
	createCast,
	createUnitWithCashier,
	expectBooksBalanced,
	type ManualClock,
	manualClock,
} from '@caixa/testing'
import { categoryNamed, installmentOf } from '@caixa/testing/report-books'
import { type Database } from './database'

// A test helper: the books of cash-flow-reference.test.ts, written through the services as the
// API writes them — March and April 2025 of a bakery with two cashiers, the till (T) and the bank
// account (B) — so that another test (the summary rows against the reference) can seed the same.
// Amounts in centavos, dates day/month 2025. The clock stands at 01:30 UTC on 20/03, which is
// 22:30 on 19/03 in São Paulo: today is 19/03 in the unit's zone (it would be 20/03 in UTC).
//
//  id  cashier record                                        cash that moved      still open
//  o   T opening balance 1 000.00 (opening date 01/01)
//      B opening balance 5 000.00 (opening date 10/03, after its first moves: the opening
//        balance is the books' start, not a day's inflow)
//  f1  T sale 10/02, Sales of goods 200.00, paid           +200.00 10/02
//  f2  transfer B → T 25/02, 100.00                        T +100, B −100 25/02
//  f3  T utilities 25/02, 80.00 due 28/02                                         80.00 out, overdue
//  a   T sale 03/03, Sales of goods 600.00 in 3 monthly    +200.00 03/03          200.00 due 03/04,
//        installments from 03/03, the first paid                                 200.00 due 03/05
//  b   T purchase 05/03, Purchases for resale 900.00:      −400.00 05/03          500.00 due 10/04
//        400.00 due 05/03 paid, 500.00 due 10/04
//  c   T service 20/02, Services rendered 300.00 due       +100.00 12/03          211.00 in, overdue
//        10/03; interest 5.00 + late fee 6.00; 100.00
//        paid 12/03
//  d   B sale 01/03, Sales of goods 250.00 due 08/03;      +100.00 10/03,
//        interest 2.50 + fee 5.00; 100.00 paid 10/03,      +157.50 17/03
//        the rest paid in full 17/03
//  e   T rent 01/03, Rent 1 200.00 due 05/04                                      1 200.00 due 05/04
//  x   T sale 11/03, Sales of goods 999.00 in 2: the       nothing (deleted)      nothing
//        first paid 11/03, the second due 11/04; deleted
//  t   transfer T → B 14/03, 300.00                        T −300, B +300 14/03
//  y   transfer B → T 18/03, 50.00, deleted                nothing
//  h   B owner contribution 06/03 (CAPITAL), 2 000.00 paid +2 000.00 06/03
//  i   T sale 19/03 without a category, 50.00 due 19/03                           50.00 due today
//  k   T service 18/03, Services rendered 1 000.00 due                            1 000.00 due 20/04
//        20/04
//  z   another unit: a sale 10/03 123.45 paid, a purchase  (not this unit's)
//        99.99 due 10/04

export interface CashFlowBooks {
	clock: ManualClock
	cast: Cast
	/** T */
	till: string
	/** B */
	bank: string
	/** The other unit's id, and its cashier's. */
	elsewhere: string
	elsewhereCashier: string
	/** Category name → id, for those the books use. */
	categories: Map<string, string>
}

export async function writeCashFlowBooks(db: Kysely<Database>): Promise<CashFlowBooks> {
	const clock = manualClock(Date.UTC(2025, 2, 20, 1, 30))
	const cast = await createCast(db, clock)
	const now = clock.now()
	const owner = cast.owner.profileId
	const unitId = cast.unit.id
	const till = cast.cashier.id
	const bank = cast.otherCashier.id
	const categories = new Map<string, string>()
	const category = async (name: string) => {
		const id = await categoryNamed(db, unitId, name)
		categories.set(name, id)
		return id
	}
	const record = async (body: Parameters<typeof createInventory>[3], cashierId = till) =>
		(await createInventory(db, owner, cashierId, body, undefined, now)).id
	const installment = (inventoryId: string, number: number) =>
		installmentOf(db, inventoryId, number)
	const transfer = async (fromCashierId: string, toCashierId: string, amount: number, on: string) =>
		(
			await createTransfer(
				db,
				owner,
				unitId,
				{ fromCashierId, toCashierId, amount, transferredOn: on },
				undefined,
				now,
			)
		).id

	// o
	await editCashier(
		db,
		owner,
		unitId,
		till,
		{ name: cast.cashier.name, openingBalance: 100_000, openingDate: '2025-01-01' },
		now,
	)
	await editCashier(
		db,
		owner,
		unitId,
		bank,
		{ name: cast.otherCashier.name, openingBalance: 500_000, openingDate: '2025-03-10' },
		now,
	)
	// f1, f2, f3
	await record({
		input: true,
		issuedOn: '2025-02-10',
		categoryId: await category('Sales of goods'),
		total: 20_000,
		paid: true,
	})
	await transfer(bank, till, 10_000, '2025-02-25')
	await record({
		input: false,
		issuedOn: '2025-02-25',
		categoryId: await category('Utilities (power, water, internet)'),
		total: 8_000,
		payments: [{ dueDate: '2025-02-28', amount: 8_000 }],
	})
	// a
	await record({
		input: true,
		issuedOn: '2025-03-03',
		categoryId: await category('Sales of goods'),
		total: 60_000,
		installments: { count: 3, firstDueDate: '2025-03-03', every: 'MONTH' },
		paid: true,
	})
	// b
	await record({
		input: false,
		issuedOn: '2025-03-05',
		categoryId: await category('Purchases for resale'),
		total: 90_000,
		payments: [
			{ dueDate: '2025-03-05', amount: 40_000, paid: true },
			{ dueDate: '2025-04-10', amount: 50_000 },
		],
	})
	// c
	const service = await record({
		input: true,
		issuedOn: '2025-02-20',
		categoryId: await category('Services rendered'),
		total: 30_000,
		payments: [{ dueDate: '2025-03-10', amount: 30_000 }],
	})
	const serviceDue = await installment(service, 1)
	await chargeLateFees(db, owner, till, serviceDue, { interest: 500, lateFee: 600 }, now)
	await payPart(db, owner, till, serviceDue, { amount: 10_000, paidOn: '2025-03-12' }, now)
	// d
	const banked = await record(
		{
			input: true,
			issuedOn: '2025-03-01',
			categoryId: await category('Sales of goods'),
			total: 25_000,
			payments: [{ dueDate: '2025-03-08', amount: 25_000 }],
		},
		bank,
	)
	const bankedDue = await installment(banked, 1)
	await chargeLateFees(db, owner, bank, bankedDue, { interest: 250, lateFee: 500 }, now)
	await payPart(db, owner, bank, bankedDue, { amount: 10_000, paidOn: '2025-03-10' }, now)
	await changePayment(db, owner, bank, bankedDue, { paid: true, paidOn: '2025-03-17' }, now)
	// e
	await record({
		input: false,
		issuedOn: '2025-03-01',
		categoryId: await category('Rent'),
		total: 120_000,
		payments: [{ dueDate: '2025-04-05', amount: 120_000 }],
	})
	// x
	const deleted = await record({
		input: true,
		issuedOn: '2025-03-11',
		categoryId: await category('Sales of goods'),
		total: 99_900,
		payments: [
			{ dueDate: '2025-03-11', amount: 49_900, paid: true },
			{ dueDate: '2025-04-11', amount: 50_000 },
		],
	})
	await removeInventory(db, owner, till, deleted, now)
	// t, y
	await transfer(till, bank, 30_000, '2025-03-14')
	const undone = await transfer(bank, till, 5_000, '2025-03-18')
	await removeTransfer(db, owner, unitId, undone, now)
	// h
	await record(
		{
			input: true,
			issuedOn: '2025-03-06',
			categoryId: await category('Owner contributions'),
			total: 200_000,
			paid: true,
		},
		bank,
	)
	// i
	await record({ input: true, issuedOn: '2025-03-19', total: 5_000 })
	// k
	await record({
		input: true,
		issuedOn: '2025-03-18',
		categoryId: await category('Services rendered'),
		total: 100_000,
		payments: [{ dueDate: '2025-04-20', amount: 100_000 }],
	})
	// z
	const elsewhere = await createUnitWithCashier(db, cast.stranger.profileId, {
		unitName: 'Elsewhere too',
		now,
	})
	const stranger = async (body: Parameters<typeof createInventory>[3]) =>
		createInventory(db, cast.stranger.profileId, elsewhere.cashier.id, body, undefined, now)
	await stranger({ input: true, issuedOn: '2025-03-10', total: 12_345, paid: true })
	await stranger({
		input: false,
		issuedOn: '2025-03-10',
		total: 9_999,
		payments: [{ dueDate: '2025-04-10', amount: 9_999 }],
	})
	await expectBooksBalanced(db)
	return {
		clock,
		cast,
		till,
		bank,
		elsewhere: elsewhere.unit.id,
		elsewhereCashier: elsewhere.cashier.id,
		categories,
	}
}
