import { performance } from 'node:perf_hooks'
import { listInventories } from '@caixa/db/inventories'
import { listPayments } from '@caixa/db/payments'
import { seedLedger } from './bench/seed-ledger'
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
let seeded = performance.now()
await seedLedger(db, {
	cashierId,
	unitId: cast.unit.id,
	profileId: cast.owner.profileId,
	categoryId,
	records,
	installments,
})
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
