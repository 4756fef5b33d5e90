import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Kysely, sql } from 'kysely'
import { seedLedger } from '@caixa/scripts/bench/seed-ledger'
import {
	type Cast,
	categoryOfKind,
	createCast,
	createTestDatabase,
	indexesRead,
	manualClock,
	plansOf,
	type TestDatabase,
} from '@caixa/testing'
import { type Database } from './database'
import {
	listReportPayments,
	type ReportPaymentsFilter,
	reportPaymentsAfter,
	reportPaymentsSums,
	reportPaymentsSumsOfRows,
} from './report-payments'

// The general report's page and its keyset page (the export's) read the unit's payments by due
// date (payments_unit_id_due_date_idx), not the whole table, on both engines; its totals read the
// payments' summary by its key (report_installments_key_idx), or the payments for a party.
// PostgreSQL plans from statistics: the books are seeded and ANALYZEd.
describe('the general report reads the unit’s payments by due date, on SQLite and PostgreSQL', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()
	const index = 'payments_unit_id_due_date_idx'

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		await seedLedger(test.db, {
			cashierId: cast.cashier.id,
			unitId: cast.unit.id,
			profileId: cast.owner.profileId,
			categoryId: await categoryOfKind(test.db, cast.unit.id, 'INCOME'),
			records: 3_000,
			followEvery: 100,
		})
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	it('the page and the keyset page on the payments’ index, the totals on the summary’s, whatever the filters', async () => {
		const filters: Array<Partial<ReportPaymentsFilter>> = [
			{},
			{ input: true, statuses: ['OVERDUE', 'PAID'] },
			{ cashierIds: [cast.cashier.id], methods: ['PIX'] },
		]
		for (const extra of filters) {
			const filter: ReportPaymentsFilter = {
				unitId: cast.unit.id,
				from: '2021-01-01',
				to: '2021-02-28',
				today: '2021-02-01',
				...extra,
			}
			const work = async (logged: Kysely<Database>) => {
				await listReportPayments(logged, filter, { offset: 20, size: 20 })
				await reportPaymentsAfter(logged, filter, null, 500)
				await reportPaymentsAfter(
					logged,
					filter,
					{
						dueDate: '2021-01-15',
						createdAt: 0,
						number: 1,
						id: '00000000-0000-0000-0000-000000000000',
					},
					500,
				)
				await reportPaymentsSums(logged, filter)
			}
			const reads = await indexesRead(test, work)
			expect(reads, JSON.stringify(extra)).toHaveLength(4)
			for (const names of reads.slice(0, 3)) {
				expect([...names], JSON.stringify(extra)).toContain(index)
			}
			expect([...(reads[3] ?? [])], JSON.stringify(extra)).toEqual(['report_installments_key_idx'])
		}
	})

	it('the totals of a client or supplier, a key the summary lacks, on the payments’ index', async () => {
		const filter: ReportPaymentsFilter = {
			unitId: cast.unit.id,
			from: '2021-01-01',
			to: '2021-02-28',
			today: '2021-02-01',
			clientOrSupplierIds: ['00000000-0000-0000-0000-000000000000'],
		}
		const [names] = await indexesRead(test, async (logged) => {
			await reportPaymentsSums(logged, filter)
		})
		expect([...(names ?? [])]).toContain(index)
	})

	it('the totals of the rows read no record unless a filter is on the record (a lookup a row less at 1M)', async () => {
		const filter: ReportPaymentsFilter = {
			unitId: cast.unit.id,
			from: '2021-01-01',
			to: '2021-02-28',
			today: '2021-02-01',
			statuses: ['OVERDUE', 'PAID'],
			cashierIds: [cast.cashier.id],
		}
		const plansOfSums = async (extra: Partial<ReportPaymentsFilter>) => {
			const [plan] = await plansOf(test, async (logged) => {
				await reportPaymentsSumsOfRows(logged, { ...filter, ...extra })
			})
			return plan?.join('\n') ?? ''
		}
		expect(await plansOfSums({})).not.toMatch(/inventories/)
		expect(await plansOfSums({ input: false, methods: ['PIX'] })).not.toMatch(/inventories/)
		const categoryId = await categoryOfKind(test.db, cast.unit.id, 'INCOME')
		expect(await plansOfSums({ categoryIds: [categoryId] })).toMatch(/inventories/)
	})
})
