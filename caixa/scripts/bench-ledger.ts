import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { listInventories } from '@caixa/db/inventories'
import { listPayments } from '@caixa/db/payments'
import { categoryOfKind, createCast, createTestDatabase, manualClock } from '@caixa/testing'

// How the ledger's lists behave for a business with a million payments (the project's yardstick):
// one cashier with RECORDS records of 5 installments each, then the first page, a page 50 deep
// (the web's infinite list stops there), and the filtered lists, each timed over a few runs.
// Run: npx tsx caixa/scripts/bench-ledger.ts [records]   (SQLite in a temporary file; with
// DATABASE_URL set to a PostgreSQL URL it runs there instead.)

const records = Number(process.argv[2] ?? 200_000)
const installments = 5

const test = await createTestDatabase()
const clock = manualClock()
const cast = await createCast(test.db, clock)
const { db } = test
const cashierId = cast.cashier.id
const categoryId = await categoryOfKind(db, cast.unit.id, 'INCOME')
const start = Date.UTC(2020, 0, 1)
const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10)

let seeded = performance.now()
const batch = 500
for (let first = 0; first < records; first += batch) {
	await db.transaction().execute(async (trx) => {
		const rows = []
		const payments = []
		for (let n = first; n < Math.min(first + batch, records); n++) {
			const id = randomUUID()
			const issuedOn = day(n % 2_000)
			rows.push({
				id,
				cashier_id: cashierId,
				unit_id: cast.unit.id,
				input: (n % 3 === 0 ? 0 : 1) as 0 | 1,
				order_reference_number: String(n + 1),
				order_number: n + 1,
				issued_on: issuedOn,
				description: `Record ${n}`,
				search_text: `${n + 1} record ${n}`,
				category_id: categoryId,
				client_or_supplier_id: null,
				total: 5_000,
				idempotency_key: null,
				created_by_profile_id: cast.owner.profileId,
				created_at: start + n,
				deleted_at: null,
				deleted_by_profile_id: null,
			})
			for (let k = 1; k <= installments; k++) {
				const paid = k <= 2 ? 1_000 : 0
				payments.push({
					id: randomUUID(),
					inventory_id: id,
					cashier_id: cashierId,
					unit_id: cast.unit.id,
					input: (n % 3 === 0 ? 0 : 1) as 0 | 1,
					parent_id: null,
					number: k,
					of: installments,
					due_date: day((n % 2_000) + 30 * k),
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
					paid_on: paid ? day(n % 2_000) : null,
					created_at: start + n,
					voided_at: null,
				})
			}
		}
		await trx.insertInto('inventories').values(rows).execute()
		for (let i = 0; i < payments.length; i += 500) {
			await trx
				.insertInto('payments')
				.values(payments.slice(i, i + 500))
				.execute()
		}
	})
}
seeded = performance.now() - seeded
console.log(
	`${test.engine}: ${records} records, ${records * installments} payments seeded in ${(seeded / 1000).toFixed(1)} s`,
)

async function time(label: string, run: () => Promise<unknown[]>): Promise<void> {
	const runs: number[] = []
	let rows = 0
	for (let i = 0; i < 5; i++) {
		const began = performance.now()
		rows = (await run()).length
		runs.push(performance.now() - began)
	}
	runs.sort((a, b) => a - b)
	console.log(
		`${label.padEnd(52)} ${rows} rows  median ${runs[2]?.toFixed(1)} ms  max ${runs[4]?.toFixed(1)} ms`,
	)
}

const profileId = cast.owner.profileId
const today = '2025-06-01'
await time('records, first page', () =>
	listInventories(db, profileId, cashierId, { offset: 0, size: 20, today }),
)
await time('records, page 50 (offset 980)', () =>
	listInventories(db, profileId, cashierId, { offset: 980, size: 20, today }),
)
await time('records, one month', () =>
	listInventories(db, profileId, cashierId, {
		offset: 0,
		size: 20,
		today,
		from: '2023-03-01',
		to: '2023-03-31',
	}),
)
await time('records, overdue', () =>
	listInventories(db, profileId, cashierId, {
		offset: 0,
		size: 20,
		today,
		settlement: ['OVERDUE'],
	}),
)
await time('records, text "record 1999"', () =>
	listInventories(db, profileId, cashierId, { offset: 0, size: 20, today, text: 'record 1999' }),
)
await time('payments, first page', () =>
	listPayments(db, profileId, cashierId, { offset: 0, size: 20, today }),
)
await time('payments, overdue', () =>
	listPayments(db, profileId, cashierId, { offset: 0, size: 20, today, status: ['OVERDUE'] }),
)
await time('payments, due in one month', () =>
	listPayments(db, profileId, cashierId, {
		offset: 0,
		size: 20,
		today,
		dueFrom: '2024-01-01',
		dueTo: '2024-01-31',
	}),
)
await test.destroy()
