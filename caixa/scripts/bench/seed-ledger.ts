import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type Database, type RecordSettled } from '@caixa/db/database'
import { rebuildReportDays } from '@caixa/db/report-days'

/**
 * Writes a big book straight into the tables (the API's calls would take an hour for a million
 * payments): `records` records of `installments` installments, the first two of each paid, issued
 * over 2,000 days from 2020-01-01, every third a money out; the owner follows the third
 * installment of one record in `followEvery` (default 5,000), so "followed only" finds rows. Used
 * by the benchmarks only; rows are shaped as insertInventory writes them, so a change there
 * belongs here too. The cashier's balance and the reports' summary rows, which the services keep
 * in step, follow the seeded books at the end (db/report-days.ts).
 */
export interface LedgerSeed {
	cashierId: string
	unitId: string
	profileId: string
	categoryId: string | null
	records: number
	installments?: number
	/** One record in this many has a followed payment (default 5,000). */
	followEvery?: number
}

const START = Date.UTC(2020, 0, 1)
export const seedDay = (offset: number) =>
	new Date(START + offset * 86_400_000).toISOString().slice(0, 10)

export async function seedLedger(db: Kysely<Database>, seed: LedgerSeed): Promise<void> {
	const installments = seed.installments ?? 5
	const batch = 500
	const followEvery = seed.followEvery ?? 5_000
	// The cash the seeded payments moved, signed by direction: the cashier's running balance moves
	// by it, as the services move it with each payment (db/ledger-cashier.ts moveBalance).
	let moved = 0
	for (let first = 0; first < seed.records; first += batch) {
		await db.transaction().execute(async (trx) => {
			const rows = []
			const payments = []
			const follows = []
			for (let n = first; n < Math.min(first + batch, seed.records); n++) {
				const id = randomUUID()
				const issuedOn = seedDay(n % 2_000)
				const input = (n % 3 === 0 ? 0 : 1) as 0 | 1
				const record = {
					id,
					cashier_id: seed.cashierId,
					unit_id: seed.unitId,
					input,
					order_reference_number: String(n + 1),
					order_number: n + 1,
					issued_on: issuedOn,
					description: `Record ${n}`,
					search_text: `${n + 1} record ${n}`,
					category_id: seed.categoryId,
					client_or_supplier_id: null,
					total: 5_000,
					idempotency_key: null,
					created_by_profile_id: seed.profileId,
					created_at: START + n,
					deleted_at: null,
					deleted_by_profile_id: null,
					// Filled below from its installments.
					settled: 'PAID' as RecordSettled,
					open_due_on: null as string | null,
				}
				rows.push(record)
				for (let k = 1; k <= installments; k++) {
					const paid = k <= 2 ? 1_000 : 0
					moved += input === 1 ? paid : -paid
					const paymentId = randomUUID()
					if (n % followEvery === 0 && k === Math.min(3, installments)) {
						follows.push({
							payment_id: paymentId,
							profile_id: seed.profileId,
							created_at: START + n,
						})
					}
					payments.push({
						id: paymentId,
						inventory_id: id,
						cashier_id: seed.cashierId,
						unit_id: seed.unitId,
						input,
						parent_id: null,
						number: k,
						of: installments,
						due_date: seedDay((n % 2_000) + 30 * k),
						amount: 1_000,
						interest: 0,
						late_fee: 0,
						discount: 0,
						paid,
						cash_moved: paid,
						status: paid ? ('PAID' as const) : ('PENDING' as const),
						method: null,
						financial_institution_id: null,
						paid_at: null,
						paid_on: paid ? issuedOn : null,
						created_at: START + n,
						voided_at: null,
					})
				}
				// Its stored settlement from its installments (due dates rise with k), as
				// refreshSettlement would write it.
				const own = payments.slice(-installments)
				const open = own.filter((payment) => payment.status === 'PENDING')
				record.settled =
					open.length === 0
						? 'PAID'
						: own.some((payment) => payment.paid > 0)
							? 'PARTLY_PAID'
							: 'PENDING'
				record.open_due_on = open[0]?.due_date ?? null
			}
			await trx.insertInto('inventories').values(rows).execute()
			for (let i = 0; i < payments.length; i += 500) {
				await trx
					.insertInto('payments')
					.values(payments.slice(i, i + 500))
					.execute()
			}
			if (follows.length > 0) await trx.insertInto('payment_follows').values(follows).execute()
		})
	}
	await db
		.updateTable('cashiers')
		.set((eb) => ({ balance: eb('balance', '+', moved) }))
		.where('id', '=', seed.cashierId)
		.execute()
	await rebuildReportDays(db, seed.unitId)
}
