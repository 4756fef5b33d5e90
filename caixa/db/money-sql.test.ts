import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fitsLedgerVolume, installmentVolume, MAX_LEDGER_VOLUME } from '@caixa/domain/ledger-bounds'
import {
	coversPaid,
	isOverdue,
	leftToPay,
	openRemaining,
	paidCharges,
	paidPrincipal,
	partialPaymentRefusal,
	type PaymentStatus,
	principalOf,
	remaining,
	statusAfterPaying,
	totalDue,
} from '@caixa/domain/payment-amounts'
import { amountArb, calendarDateArb } from '@caixa/testing/arbitraries'
import { createTestDatabase, type TestDatabase } from '@caixa/testing'
import {
	coversPaidSql,
	fitsLedgerVolumeSql,
	fitsRemainingSql,
	installmentVolumeSql,
	leftToPaySql,
	openRemainingSql,
	overdueSql,
	paidChargesSql,
	paidPrincipalSql,
	principalSql,
	remainingOf,
	statusAfterPayingSql,
	totalDueSql,
} from './money-sql'

// Each SQL piece of money-sql.ts against its pure twin, on the same generated installments, on
// the engine of the run (SQLite, or PostgreSQL under DATABASE_URL): the rows are a CTE of
// bigint columns, as the payments table's, and every piece is read of them in one statement.

interface Case {
	amount: number
	interest: number
	lateFee: number
	discount: number
	paid: number
	/** A partial payment to try on it. */
	pay: number
	status: PaymentStatus
	dueDate: string
}

// Small figures most of the time, so a discount past what is owed, a paid past the total due and
// exact zeros come up often; the whole range sometimes.
const moneyArb = fc.oneof(
	{ arbitrary: fc.constant(0), weight: 2 },
	{ arbitrary: fc.integer({ min: 0, max: 30 }), weight: 5 },
	{ arbitrary: amountArb(), weight: 1 },
)

const caseArb: fc.Arbitrary<Case> = fc.record({
	amount: moneyArb,
	interest: moneyArb,
	lateFee: moneyArb,
	discount: moneyArb,
	paid: moneyArb,
	pay: moneyArb,
	status: fc.constantFrom<PaymentStatus>('PENDING', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'),
	dueDate: calendarDateArb('2024-01-01', '2024-01-10'),
})

const today = '2024-01-05'

const bigint = (value: number) => sql`cast(${sql.lit(value)} as bigint)`

function casesTable(cases: readonly Case[]) {
	const rows = cases.map(
		(c, index) =>
			sql`(${sql.lit(index)}, ${bigint(c.amount)}, ${bigint(c.interest)}, ${bigint(c.lateFee)}, ${bigint(c.discount)}, ${bigint(c.paid)}, ${bigint(c.pay)}, cast(${sql.lit(c.status)} as text), cast(${sql.lit(c.dueDate)} as text))`,
	)
	return sql`with p (n, amount, interest, late_fee, discount, paid, pay, status, due_date) as (values ${sql.join(rows)})`
}

const asNumber = (value: unknown) => Number(value)
// SQLite answers a comparison as 0 or 1, PostgreSQL as a boolean.
const asBoolean = (value: unknown) => Number(value) === 1

describe('the money rules in SQL answer as their domain twins', () => {
	let test: TestDatabase

	beforeAll(async () => {
		test = await createTestDatabase()
	})

	afterAll(async () => {
		await test.destroy()
	})

	async function evaluated(cases: readonly Case[]) {
		const due = totalDueSql('p')
		const principal = principalSql('p')
		const { rows } = await sql<Record<string, unknown>>`${casesTable(cases)}
			select p.n,
				${due} as total_due,
				${remainingOf('p')} as remaining,
				${openRemainingSql('p')} as open_remaining,
				${leftToPaySql('p')} as left_to_pay,
				${statusAfterPayingSql(due, sql.ref('p.paid'))} as status_after_paying,
				${statusAfterPayingSql(due, sql`p.paid + p.pay`)} as status_once_paid,
				${fitsRemainingSql(sql.ref('p.pay'), remainingOf('p'))} as fits_remaining,
				${coversPaidSql('p')} as covers_paid,
				${principal} as principal,
				${paidPrincipalSql(principal, sql.ref('p.paid'))} as paid_principal,
				${paidChargesSql(principal, sql.ref('p.paid'))} as paid_charges,
				${overdueSql('p', today)} as overdue,
				${installmentVolumeSql('p')} as volume
			from p
			order by p.n`.execute(test.db)
		return rows.map((row) => ({
			totalDue: asNumber(row.total_due),
			remaining: asNumber(row.remaining),
			openRemaining: asNumber(row.open_remaining),
			leftToPay: asNumber(row.left_to_pay),
			statusAfterPaying: row.status_after_paying,
			// As addPaid writes it: the status of what was paid plus this payment, a sum.
			statusOncePaid: row.status_once_paid,
			fitsRemaining: asBoolean(row.fits_remaining),
			coversPaid: asBoolean(row.covers_paid),
			principal: asNumber(row.principal),
			paidPrincipal: asNumber(row.paid_principal),
			paidCharges: asNumber(row.paid_charges),
			overdue: asBoolean(row.overdue),
			volume: asNumber(row.volume),
		}))
	}

	function twins(c: Case) {
		const due = totalDue(c)
		const principal = principalOf(c)
		return {
			totalDue: due,
			remaining: remaining(due, c.paid),
			openRemaining: openRemaining(c.status, due, c.paid),
			leftToPay: leftToPay(c.status, due, c.paid),
			statusAfterPaying: statusAfterPaying(due, c.paid),
			statusOncePaid: statusAfterPaying(due, c.paid + c.pay),
			fitsRemaining: partialPaymentRefusal(c.pay, remaining(due, c.paid)) !== 'EXCEEDS_REMAINING',
			coversPaid: coversPaid(c, c.paid),
			principal,
			paidPrincipal: paidPrincipal(principal, c.paid),
			paidCharges: paidCharges(principal, c.paid),
			overdue: isOverdue({ status: c.status, dueDate: c.dueDate, today }),
			volume: installmentVolume(c),
		}
	}

	it('row by row, over random installments with the edges at zero', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(caseArb, { minLength: 1, maxLength: 40 }), async (cases) => {
				expect(await evaluated(cases)).toEqual(cases.map(twins))
			}),
			{ numRuns: 60 },
		)
	})

	it('at the edges: nothing owed, a discount of all of it, more than all of it, paid in full', async () => {
		const zero = { interest: 0, lateFee: 0, pay: 0, status: 'PENDING', dueDate: today } as const
		const cases: Case[] = [
			{ ...zero, amount: 0, discount: 0, paid: 0 },
			{ ...zero, amount: 100, discount: 100, paid: 0 },
			{ ...zero, amount: 100, discount: 150, paid: 0 },
			{ ...zero, amount: 100, discount: 0, paid: 100 },
			{ ...zero, amount: 100, discount: 0, paid: 40, pay: 60 },
			{ ...zero, amount: 100, discount: 0, paid: 40, pay: 61 },
		]
		const rows = await evaluated(cases)
		expect(rows).toEqual(cases.map(twins))
		expect(rows.map((row) => [row.totalDue, row.statusAfterPaying, row.fitsRemaining])).toEqual([
			[0, 'PAID', true],
			[0, 'PAID', true],
			[0, 'PAID', true],
			[100, 'PAID', true],
			[100, 'PARTIALLY_PAID', true],
			[100, 'PARTIALLY_PAID', false],
		])
	})

	it('the ledger volume’s room, near 0 and near the bound', async () => {
		const volumeArb = fc.oneof(
			fc.constantFrom(0, 1, MAX_LEDGER_VOLUME - 1, MAX_LEDGER_VOLUME),
			fc.integer({ min: 0, max: MAX_LEDGER_VOLUME }),
		)
		const deltaArb = fc.oneof(
			fc.constantFrom(0, 1, -1, MAX_LEDGER_VOLUME, -MAX_LEDGER_VOLUME),
			fc.integer({ min: -MAX_LEDGER_VOLUME, max: MAX_LEDGER_VOLUME }),
		)
		await fc.assert(
			fc.asyncProperty(volumeArb, deltaArb, async (volume, delta) => {
				const { rows } = await sql<{
					fits: unknown
				}>`with u (volume) as (values (${bigint(volume)}))
					select ${fitsLedgerVolumeSql(sql.ref('u.volume'), delta)} as fits from u`.execute(test.db)
				expect(asBoolean(rows[0]?.fits), `${volume} + ${delta}`).toBe(
					fitsLedgerVolume(volume, delta),
				)
			}),
			{ numRuns: 100 },
		)
	})

	it('the open amount by due day: the sum of openRemaining over each day’s installments', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(caseArb, { minLength: 1, maxLength: 40 }), async (cases) => {
				const { rows } = await sql<{ due_date: string; open: unknown }>`${casesTable(cases)}
					select p.due_date, sum(${openRemainingSql('p')}) as open
					from p group by p.due_date order by p.due_date`.execute(test.db)
				const expected = new Map<string, number>()
				for (const c of cases) {
					const open = openRemaining(c.status, totalDue(c), c.paid)
					expected.set(c.dueDate, (expected.get(c.dueDate) ?? 0) + open)
				}
				expect(rows.map((row) => [row.due_date, Number(row.open)])).toEqual(
					[...expected].sort(([a], [b]) => (a < b ? -1 : 1)),
				)
			}),
			{ numRuns: 30 },
		)
	})
})
