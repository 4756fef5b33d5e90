import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
	createTestApp,
	createTestDatabase,
	indexedReads,
	indexesRead,
	manualClock,
	mintMember,
	plansOf,
	type TestDatabase,
} from '@caixa/testing'
import { writeOverviewBooks } from '@caixa/testing/overview-books'
import { overviewOf } from '@caixa/services/overview'

// The portal's overview at a million payments: the cashiers the person writes by the access
// table's indexes and their keys, with what is open on each kept on its row, then what of it is
// due from today on from report_days by its key (unit, measure, days from today) — never the
// book's payments, records or transfers, nor report_days whole, nor its days behind.
describe('the overview reads indexes only', () => {
	let test: TestDatabase
	let readerId: string
	const clock = manualClock(Date.UTC(2025, 2, 19, 1, 30))

	beforeAll(async () => {
		test = await createTestDatabase()
		const { app } = createTestApp(test.db, { clock })
		const reader = await mintMember(test.db, clock, {
			name: 'Rita',
			surname: 'Reader',
			email: 'rita@example.com',
		})
		const other = await mintMember(test.db, clock, {
			name: 'Otto',
			surname: 'Other',
			email: 'otto@example.com',
		})
		readerId = reader.profileId
		const books = await writeOverviewBooks(app, test.db, reader, other, clock.now())
		// Years of earlier due days and of other measures, as a unit a while in business has (rows
		// back at 0 change no sum), so PostgreSQL's statistics see a key that narrows by measure.
		const measures = ['PAID_PRINCIPAL', 'OPEN_REMAINING', 'ACCRUED'] as const
		const earlier = Array.from({ length: 4_500 }, (_, n) => ({
			unit_id: books.units.padaria,
			cashier_id: books.cashiers.Till ?? '',
			day: new Date(Date.UTC(2015, 0, 1) + (n % 1_500) * 86_400_000).toISOString().slice(0, 10),
			measure: measures[Math.floor(n / 1_500)] ?? 'PAID_PRINCIPAL',
			category_key: '',
			input: 1 as const,
			amount: 0,
		}))
		for (let first = 0; first < earlier.length; first += 500) {
			await test.db
				.insertInto('report_days')
				.values(earlier.slice(first, first + 500))
				.execute()
		}
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	const work = async (logged: Parameters<typeof overviewOf>[0]) => {
		const overview = await overviewOf(logged, readerId, clock.now())
		// The books were read: the figures are there (overview.test.ts checks them).
		expect(overview.currencies.map((block) => block.currency)).toEqual(['BRL', 'EUR'])
	}

	// SQLite's plans on a few rows are those of a big database; PostgreSQL rightly reads a tiny
	// table whole (query-plans.ts), so its question is the one below, with seqscan off.
	it('every table of both statements is read through an index, on SQLite', async (context) => {
		if (test.engine !== 'sqlite') return context.skip()
		expect(await indexedReads(test, work)).toBe(2)
	})

	it('reads report_days by its key, and nothing of the books behind it', async () => {
		const indexes = await indexesRead(test, work, ['bitmapscan'])
		const plans = await plansOf(test, work, ['bitmapscan'])
		expect(plans).toHaveLength(2)
		for (const plan of plans) {
			expect(plan.join('\n')).not.toMatch(/\b(inventories|internal_transfers|stock_movements)\b/)
			expect(plan.join('\n')).not.toMatch(/SCAN (r|report_days|cashiers|units|payments)\b|Seq Scan/)
		}
		const [, open] = indexes
		// What is open is on the cashiers' rows: neither statement reads an installment.
		for (const plan of plans) expect(plan.join('\n')).not.toMatch(/\bpayments\b/)
		expect([...(open ?? [])]).toContain('report_days_key_idx')
		expect(plans[1]?.join('\n')).toMatch(/report_days/)
	})
})
