import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
	type CashierBookRow,
	inventoryRowListSchema,
	inventorySchema,
} from '@caixa/contract/inventory'
import { internalTransferSchema } from '@caixa/contract/internal-transfer'
import {
	categoryOfKind,
	expectBooksBalanced,
	expectLedgerVolumeInvariant,
	type Member,
	useTestApi,
} from '@caixa/testing'

// A transfer shows in each cashier's record list as its own row kind — money out of
// one, in to the other — in the list's order (date, moment written, id, newest first), paged in
// the database with the records.

interface Written {
	id: string
	day: string
	createdAt: string
}

/** The list's order, worked out from what was written, not from the list. */
function newestFirst(rows: readonly Written[]): string[] {
	return [...rows]
		.sort(
			(a, b) =>
				b.day.localeCompare(a.day) ||
				Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
				b.id.localeCompare(a.id),
		)
		.map((row) => row.id)
}

describe('a cashier’s list holds its transfers in and out', () => {
	const api = useTestApi({ cast: true })
	let income: string
	const cashierA = () => api.cast.cashier.id
	const cashierB = () => api.cast.otherCashier.id
	const list = (cashierId: string, query = '', member: Member = api.cast.owner) =>
		api.getOk(`/cashiers/${cashierId}/inventories${query}`, inventoryRowListSchema, member.headers)
	const record = async (cashierId: string, issuedOn: string, input: boolean, total: number) => {
		const response = await api.post(
			`/cashiers/${cashierId}/inventories`,
			{ input, issuedOn, total, ...(input ? { categoryId: income } : {}) },
			api.cast.owner.headers,
		)
		expect(response.status, await response.clone().text()).toBe(201)
		const made = inventorySchema.parse(await response.json())
		return { id: made.id, day: made.issuedOn, createdAt: made.createdAt }
	}
	const transfer = async (from: string, to: string, transferredOn: string, amount: number) => {
		const response = await api.post(
			`/units/${api.cast.unit.id}/internal-transfers`,
			{ fromCashierId: from, toCashierId: to, amount, transferredOn, description: 'Till to bank' },
			api.cast.owner.headers,
		)
		expect(response.status, await response.clone().text()).toBe(201)
		const made = internalTransferSchema.parse(await response.json())
		return { id: made.id, day: made.transferredOn, createdAt: made.createdAt }
	}
	/** Every row of the list, read `size` at a time. */
	const walk = async (cashierId: string, size: number, query = '') => {
		const rows: CashierBookRow[] = []
		for (let offset = 0; ; offset += size) {
			const page = await list(cashierId, `?offset=${offset}&size=${size}${query}`)
			rows.push(...page)
			if (page.length < size) return rows
		}
	}

	const inA: Written[] = []
	const inB: Written[] = []
	let outOfA: Written
	let intoA: Written

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
		// Days out of order, two rows written in the same millisecond (their ids decide), and a
		// transfer either way.
		inA.push(await record(cashierA(), '2025-01-08', true, 5_000))
		api.clock.advance(1_000)
		outOfA = await transfer(cashierA(), cashierB(), '2025-01-10', 15_000)
		inA.push(outOfA)
		inB.push(outOfA)
		inA.push(await record(cashierA(), '2025-01-10', true, 7_000))
		api.clock.advance(1_000)
		inA.push(await record(cashierA(), '2025-01-12', false, 2_000))
		intoA = await transfer(cashierB(), cashierA(), '2025-01-09', 3_000)
		inA.push(intoA)
		inB.push(intoA)
		api.clock.advance(1_000)
		inB.push(await record(cashierB(), '2025-01-11', true, 1_000))
		inA.push(await record(cashierA(), '2025-01-05', false, 500))
	})

	afterEach(async () => {
		await expectBooksBalanced(api.db)
		await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)
	})

	it('interleaves records and transfers newest first, the same in any page size', async () => {
		for (const size of [1, 2, 3, 20]) {
			expect(
				(await walk(cashierA(), size)).map((row) => row.id),
				`size ${size}`,
			).toEqual(newestFirst(inA))
			expect(
				(await walk(cashierB(), size)).map((row) => row.id),
				`size ${size}`,
			).toEqual(newestFirst(inB))
		}
	})

	it('shows a transfer out of one cashier and into the other, with the other’s name', async () => {
		const [aRow] = (await list(cashierA())).filter((row) => row.id === outOfA.id)
		expect(aRow).toEqual({
			kind: 'TRANSFER',
			id: outOfA.id,
			unitId: api.cast.unit.id,
			cashierId: cashierA(),
			input: false,
			otherCashier: { id: cashierB(), name: api.cast.otherCashier.name },
			issuedOn: '2025-01-10',
			description: 'Till to bank',
			total: 15_000,
			currency: 'BRL',
			createdAt: outOfA.createdAt,
		})
		const [bRow] = (await list(cashierB())).filter((row) => row.id === outOfA.id)
		expect(bRow).toMatchObject({
			kind: 'TRANSFER',
			cashierId: cashierB(),
			input: true,
			otherCashier: { id: cashierA(), name: api.cast.cashier.name },
			total: 15_000,
		})
		const records = (await list(cashierA())).filter((row) => row.kind === 'RECORD')
		expect(records).toHaveLength(4)
	})

	it('keeps transfers under the dates and the direction, and leaves them out of records-only filters', async () => {
		const ids = async (query: string) => (await walk(cashierA(), 2, query)).map((row) => row.id)
		// 2025-01-09 to 2025-01-10 in the unit's zone (America/Sao_Paulo, UTC−3).
		const from = Date.parse('2025-01-09T03:00:00Z')
		const to = Date.parse('2025-01-10T03:00:00Z')
		expect(await ids(`&from=${from}&to=${to}`)).toEqual(
			newestFirst(inA.filter((row) => row.day >= '2025-01-09' && row.day <= '2025-01-10')),
		)
		const moneyIn = await list(cashierA(), '?input=true')
		expect(moneyIn.map((row) => row.input)).not.toContain(false)
		expect(moneyIn.map((row) => row.id)).toContain(intoA.id)
		expect(moneyIn.map((row) => row.id)).not.toContain(outOfA.id)
		const moneyOut = await list(cashierA(), '?input=false')
		expect(moneyOut.map((row) => row.id)).toContain(outOfA.id)
		expect(moneyOut.map((row) => row.id)).not.toContain(intoA.id)
		for (const query of [
			'?settlement=OVERDUE',
			'?settlement=PAID',
			`?categoryId=${income}`,
			'?followed=false',
			'?text=2025',
		]) {
			const rows = await list(cashierA(), query)
			expect(
				rows.filter((row) => row.kind === 'TRANSFER'),
				query,
			).toEqual([])
		}
		// Not empty for want of rows: the records, due on their dates, are overdue by now.
		expect((await list(cashierA(), '?settlement=OVERDUE')).length).toBe(4)
	})

	it('shows a cashier’s collaborator the transfers of their cashier, whatever the other one', async () => {
		const seen = await list(cashierA(), '', api.cast.cashierCollaborator)
		expect(seen.map((row) => row.id)).toEqual(newestFirst(inA))
	})

	it('drops a deleted transfer from both lists', async () => {
		const gone = await transfer(cashierA(), cashierB(), '2025-01-13', 100)
		expect((await list(cashierA()))[0]?.id).toBe(gone.id)
		expect((await list(cashierB()))[0]?.id).toBe(gone.id)
		const response = await api.app.request(
			`/caixa/api/units/${api.cast.unit.id}/internal-transfers/${gone.id}`,
			{ method: 'DELETE', headers: api.cast.owner.headers },
		)
		expect(response.status).toBe(204)
		expect((await walk(cashierA(), 3)).map((row) => row.id)).toEqual(newestFirst(inA))
		expect((await walk(cashierB(), 3)).map((row) => row.id)).toEqual(newestFirst(inB))
	})
})
