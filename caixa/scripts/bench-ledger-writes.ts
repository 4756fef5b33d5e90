import { performance } from 'node:perf_hooks'
import { createInventory, removeInventory } from '@caixa/services/inventories'
import { chargeLateFees, changePayment, payPart } from '@caixa/services/payments'
import { categoryOfKind, createCast, createTestDatabase, manualClock } from '@caixa/testing'

// What a write of the books costs, through the services as the API calls them: a record of three
// installments written, a partial payment, interest and late fee, paying in full, and the record
// deleted — each WRITES times over a book of BOOK records, the median and p95 per write. The
// reports' summary rows are kept in each of these transactions (db/report-days.ts): run it on a
// tree before and after to see what they add.
// Run: npx tsx caixa/scripts/bench-ledger-writes.ts [writes] [book]   (SQLite in a temporary file;
// with DATABASE_URL set to a PostgreSQL URL it runs there instead.)

const WRITES = Number(process.argv[2] ?? 300)
const BOOK = Number(process.argv[3] ?? 2_000)

const test = await createTestDatabase()
const clock = manualClock()
const cast = await createCast(test.db, clock)
const { db } = test
const owner = cast.owner.profileId
const till = cast.cashier.id
const categoryId = await categoryOfKind(db, cast.unit.id, 'INCOME')
const day = (n: number) =>
	new Date(Date.UTC(2024, 0, 1) + (n % 365) * 86_400_000).toISOString().slice(0, 10)

const record = async (n: number) =>
	(
		await createInventory(
			db,
			owner,
			till,
			{
				input: true,
				issuedOn: day(n),
				categoryId,
				total: 30_000,
				installments: { count: 3, firstDueDate: day(n), every: 'MONTH' },
			},
			undefined,
			clock.now(),
		)
	).id

for (let n = 0; n < BOOK; n++) await record(n)

const installmentsOf = async (inventoryId: string) =>
	db
		.selectFrom('payments')
		.select('id')
		.where('inventory_id', '=', inventoryId)
		.where('parent_id', 'is', null)
		.orderBy('number')
		.execute()

async function time(label: string, each: (n: number) => Promise<unknown>): Promise<void> {
	const runs: number[] = []
	for (let n = 0; n < WRITES; n++) {
		const began = performance.now()
		await each(n)
		runs.push(performance.now() - began)
	}
	runs.sort((a, b) => a - b)
	const at = (share: number) => runs[Math.min(runs.length - 1, Math.ceil(share * runs.length) - 1)]
	console.log(
		`${label.padEnd(32)} median ${at(0.5)?.toFixed(2)} ms  p95 ${at(0.95)?.toFixed(2)} ms`,
	)
}

const made: string[] = []
const parts: { id: string; first: string; second: string }[] = []
await time('record, 3 installments', async (n) => {
	made.push(await record(BOOK + n))
})
for (const id of made) {
	const [first, second] = await installmentsOf(id)
	if (first && second) parts.push({ id, first: first.id, second: second.id })
}
await time('partial payment', (n) =>
	payPart(
		db,
		owner,
		till,
		parts[n]?.first ?? '',
		{ amount: 2_500, paidOn: day(n + 40) },
		clock.now(),
	),
)
await time('interest and late fee', (n) =>
	chargeLateFees(
		db,
		owner,
		till,
		parts[n]?.second ?? '',
		{ interest: 120, lateFee: 200 },
		clock.now(),
	),
)
await time('pay in full', (n) =>
	changePayment(
		db,
		owner,
		till,
		parts[n]?.second ?? '',
		{ paid: true, paidOn: day(n + 70) },
		clock.now(),
	),
)
await time('record deleted', (n) =>
	removeInventory(db, owner, till, parts[n]?.id ?? '', clock.now()),
)
console.log(`${test.engine}: ${WRITES} writes each over a book of ${BOOK} records`)
await test.destroy()
