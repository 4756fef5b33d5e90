import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
	type InternalTransfer,
	internalTransferListSchema,
	internalTransferSchema,
	internalTransferTotalsSchema,
} from '@caixa/contract/internal-transfer'
import { type CashierRow } from '@caixa/testing/database-layer'
import { MAX_LEDGER_VOLUME } from '@caixa/domain/ledger-bounds'
import {
	archiveCashier,
	categoryOfKind,
	createCashier,
	createUnitWithCashier,
	expectBalanceInvariant,
	expectBooksBalanced,
	expectLedgerVolumeInvariant,
	type Member,
	MINUTE_MS,
	useTestApi,
} from '@caixa/testing'

// POST/GET/DELETE /units/{unitId}/internal-transfers (DOMAIN.md "Internal transfer"): both halves
// and both balances in one transaction, undone by a soft delete; every test ends with the
// invariant balance = opening + paid in − paid out + transfers in − transfers out, for every
// cashier, and the unit's ledger volume as its books say.
describe('internal transfers', () => {
	const api = useTestApi({ cast: true })
	let till: CashierRow
	let bank: CashierRow
	let safe: CashierRow

	const base = () => `/units/${api.cast.unit.id}/internal-transfers`
	const post = (body: unknown, headers: Record<string, string> = {}, member?: Member) =>
		api.post(base(), body, { ...(member ?? api.cast.owner).headers, ...headers })
	const remove = (id: string, member: Member = api.cast.owner) =>
		api.app.request(`/caixa/api${base()}/${id}`, {
			method: 'DELETE',
			headers: member.headers,
		})
	const created = async (response: Response): Promise<InternalTransfer> => {
		expect(response.status, await response.clone().text()).toBe(201)
		return internalTransferSchema.parse(await response.json())
	}
	const transfer = (extra: Record<string, unknown> = {}) => ({
		fromCashierId: till.id,
		toCashierId: bank.id,
		amount: 15_000,
		transferredOn: '2025-01-10',
		description: 'Sangria',
		...extra,
	})
	const balanceOf = async (cashierId: string) =>
		Number(
			(
				await api.db
					.selectFrom('cashiers')
					.select('balance')
					.where('id', '=', cashierId)
					.executeTakeFirstOrThrow()
			).balance,
		)
	const count = async () =>
		Number(
			(
				await api.db
					.selectFrom('internal_transfers')
					.select((eb) => eb.fn.countAll<number>().as('n'))
					.where('unit_id', '=', api.cast.unit.id)
					.executeTakeFirstOrThrow()
			).n,
		)
	const problemOf = async (response: Response, status: number) => {
		expect(response.status, await response.clone().text()).toBe(status)
		expect(response.headers.get('Content-Type')).toContain('application/problem+json')
		return (await response.json()) as {
			status: number
			code?: string
			errors?: Array<{ path: string; message: string }>
		}
	}

	beforeAll(async () => {
		till = api.cast.cashier
		bank = api.cast.otherCashier
		safe = await createCashier(api.db, api.cast.unit.id, { name: 'Cofre', openingBalance: 2_000 })
	})

	afterEach(async () => {
		await expectBooksBalanced(api.db)
		await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)
	})

	describe('the list', () => {
		const made: InternalTransfer[] = []
		const list = (query = '') =>
			api.getOk(
				`${base()}?size=100&zone=UTC${query}`,
				internalTransferListSchema,
				api.cast.owner.headers,
			)
		const totals = (query = '') =>
			api.getOk(
				`${base()}/totals?zone=UTC${query}`,
				internalTransferTotalsSchema,
				api.cast.owner.headers,
			)
		const ms = (date: string) => Date.parse(`${date}T12:00:00Z`)

		beforeAll(async () => {
			// First in the file: the unit holds no transfer yet, so the list is exactly these.
			expect(await count()).toBe(0)
			const write = async (extra: Record<string, unknown>) => {
				api.clock.advance(MINUTE_MS)
				made.push(await created(await post(transfer(extra))))
			}
			await write({ transferredOn: '2025-03-01', amount: 100 })
			await write({ transferredOn: '2025-03-05', amount: 200, toCashierId: safe.id })
			await write({
				transferredOn: '2025-03-01',
				amount: 300,
				fromCashierId: bank.id,
				toCashierId: till.id,
			})
			await write({ transferredOn: '2025-02-20', amount: 400, fromCashierId: safe.id })
			// The same day and moment: the id breaks the tie.
			made.push(await created(await post(transfer({ transferredOn: '2025-03-01', amount: 500 }))))
		})

		const ids = (rows: readonly InternalTransfer[]) => rows.map((row) => row.id)
		const newestFirst = (rows: readonly InternalTransfer[]) =>
			[...rows]
				.sort(
					(a, b) =>
						b.transferredOn.localeCompare(a.transferredOn) ||
						b.createdAt.localeCompare(a.createdAt) ||
						b.id.localeCompare(a.id),
				)
				.map((row) => row.id)

		it('is newest first: date, then when written, then id; paged stably', async () => {
			const all = await list()
			expect(ids(all)).toEqual(newestFirst(made))
			expect(all[0]?.transferredOn).toBe('2025-03-05')
			const pages = []
			for (let offset = 0; offset < made.length; offset += 2) {
				pages.push(
					...(await api.getOk(
						`${base()}?size=2&offset=${offset}`,
						internalTransferListSchema,
						api.cast.owner.headers,
					)),
				)
			}
			expect(ids(pages)).toEqual(ids(all))
		})

		it('filters by date range, from cashier and to cashier, with totals of what it keeps', async () => {
			const keep = (test: (row: InternalTransfer) => boolean) => newestFirst(made.filter(test))
			const march = `&from=${ms('2025-03-01')}&to=${ms('2025-03-04')}`
			expect(ids(await list(march))).toEqual(keep((row) => row.transferredOn === '2025-03-01'))
			expect(await totals(march)).toEqual({ count: 3, amount: 900, currency: 'BRL' })
			expect(ids(await list(`&fromCashierId=${till.id}`))).toEqual(
				keep((row) => row.from.id === till.id),
			)
			expect(ids(await list(`&toCashierId=${till.id}&toCashierId=${safe.id}`))).toEqual(
				keep((row) => row.to.id === till.id || row.to.id === safe.id),
			)
			expect(await totals(`&toCashierId=${till.id}&toCashierId=${safe.id}`)).toEqual({
				count: 2,
				amount: 500,
				currency: 'BRL',
			})
			expect(ids(await list(`&fromCashierId=${till.id}&toCashierId=${bank.id}`))).toEqual(
				keep((row) => row.from.id === till.id && row.to.id === bank.id),
			)
			expect(await totals()).toEqual({ count: 5, amount: 1_500, currency: 'BRL' })
			expect(await list(`&from=${ms('2026-01-01')}`)).toEqual([])
			expect(await totals(`&from=${ms('2026-01-01')}`)).toEqual({
				count: 0,
				amount: 0,
				currency: 'BRL',
			})
		})
	})

	it('moves the amount out of one cashier and into the other, in one write: 201 + Location', async () => {
		const [tillBefore, bankBefore] = [await balanceOf(till.id), await balanceOf(bank.id)]
		const volumeBefore = await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)
		const response = await post(transfer())
		const made = await created(response)
		expect(response.headers.get('Location')).toBe(`/caixa/api${base()}/${made.id}`)
		expect(made).toMatchObject({
			unitId: api.cast.unit.id,
			from: { id: till.id, name: 'Main till' },
			to: { id: bank.id, name: 'Bank account' },
			amount: 15_000,
			currency: 'BRL',
			transferredOn: '2025-01-10',
			description: 'Sangria',
		})
		expect(Number.isInteger(made.amount)).toBe(true)
		expect(await expectBalanceInvariant(api.db, till.id)).toBe(tillBefore - 15_000)
		expect(await expectBalanceInvariant(api.db, bank.id)).toBe(bankBefore + 15_000)
		// Twice its amount: out of one book and into another.
		expect(await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)).toBe(volumeBefore + 30_000)
		const location = response.headers.get('Location') ?? ''
		const read = await api.getOk(
			location.replace('/caixa/api', ''),
			internalTransferSchema,
			api.cast.owner.headers,
		)
		expect(read).toEqual(made)
		// The cashier's own answer shows the moved balance.
		const cashier = (await (
			await api.get(`/cashiers/${bank.id}`, api.cast.owner.headers)
		).json()) as { balance: number }
		expect(cashier.balance).toBe(bankBefore + 15_000)
	})

	it('adds up with records: opening + paid in − paid out + transfers in − transfers out, at each step', async () => {
		const income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
		const expense = await categoryOfKind(api.db, api.cast.unit.id, 'EXPENSE')
		const start = { till: await balanceOf(till.id), bank: await balanceOf(bank.id) }
		const record = async (input: boolean, total: number, paid: boolean) => {
			const response = await api.post(
				`/cashiers/${till.id}/inventories`,
				{ input, issuedOn: '2025-01-11', total, paid, categoryId: input ? income : expense },
				api.cast.owner.headers,
			)
			expect(response.status, await response.clone().text()).toBe(201)
			return ((await response.json()) as { id: string }).id
		}
		const expectBalances = async (tillMoved: number, bankMoved: number) => {
			expect(await expectBalanceInvariant(api.db, till.id)).toBe(start.till + tillMoved)
			expect(await expectBalanceInvariant(api.db, bank.id)).toBe(start.bank + bankMoved)
		}
		const sale = await record(true, 50_000, true)
		await record(true, 9_000, false) // pending: moves no cash
		const purchase = await record(false, 12_000, true)
		await expectBalances(38_000, 0)
		const sweep = await created(await post(transfer({ amount: 30_000 })))
		await expectBalances(8_000, 30_000)
		const back = await created(
			await post(transfer({ fromCashierId: bank.id, toCashierId: till.id, amount: 5_000 })),
		)
		await expectBalances(13_000, 25_000)
		const removeRecord = (id: string) =>
			api.app.request(`/caixa/api/cashiers/${till.id}/inventories/${id}`, {
				method: 'DELETE',
				headers: api.cast.owner.headers,
			})
		expect((await removeRecord(sale)).status).toBe(204)
		// The till may go below zero: a transfer is never refused for the balance it leaves.
		await expectBalances(-37_000, 25_000)
		expect((await remove(sweep.id)).status).toBe(204)
		await expectBalances(-7_000, -5_000)
		expect((await removeRecord(purchase)).status).toBe(204)
		expect((await remove(back.id)).status).toBe(204)
		await expectBalances(0, 0)
	})

	it('keeps both balances exact under transfers both ways at once, and deletes racing', async () => {
		const [tillBefore, bankBefore] = [await balanceOf(till.id), await balanceOf(bank.id)]
		const answers = await Promise.all(
			Array.from({ length: 20 }, (_, index) =>
				post(
					index % 2 === 0
						? transfer({ amount: 100 + index })
						: transfer({ fromCashierId: bank.id, toCashierId: till.id, amount: 100 + index }),
				),
			),
		)
		const made = await Promise.all(answers.map(created))
		// Out of the till: 100, 102, … 118 (1,090); into it: 101, 103, … 119 (1,100).
		expect(await expectBalanceInvariant(api.db, till.id)).toBe(tillBefore + 10)
		expect(await expectBalanceInvariant(api.db, bank.id)).toBe(bankBefore - 10)
		const first = made[0]?.id ?? ''
		const deletes = await Promise.all([remove(first), remove(first), remove(first)])
		expect(deletes.map((response) => response.status).sort()).toEqual([204, 404, 404])
		expect(await expectBalanceInvariant(api.db, till.id)).toBe(tillBefore + 10 + 100)
		for (const row of made.slice(1)) expect((await remove(row.id)).status).toBe(204)
		expect(await expectBalanceInvariant(api.db, till.id)).toBe(tillBefore)
		expect(await expectBalanceInvariant(api.db, bank.id)).toBe(bankBefore)
	})

	it('deletes (soft): both balances return, it leaves the list, and a second delete is 404', async () => {
		const [tillBefore, bankBefore] = [await balanceOf(till.id), await balanceOf(bank.id)]
		const volumeBefore = await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)
		const made = await created(await post(transfer({ amount: 777 })))
		expect(await balanceOf(till.id)).toBe(tillBefore - 777)
		expect((await remove(made.id)).status).toBe(204)
		expect(await expectBalanceInvariant(api.db, till.id)).toBe(tillBefore)
		expect(await expectBalanceInvariant(api.db, bank.id)).toBe(bankBefore)
		expect(await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)).toBe(volumeBefore)
		const listed = await api.getOk(
			`${base()}?size=100`,
			internalTransferListSchema,
			api.cast.owner.headers,
		)
		expect(listed.map((row) => row.id)).not.toContain(made.id)
		await problemOf(await api.get(`${base()}/${made.id}`, api.cast.owner.headers), 404)
		await problemOf(await remove(made.id), 404)
		expect(await balanceOf(till.id)).toBe(tillBefore)
		// The books keep it.
		const row = await api.db
			.selectFrom('internal_transfers')
			.select(['deleted_at', 'deleted_by_profile_id'])
			.where('id', '=', made.id)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({
			deleted_at: api.clock.now(),
			deleted_by_profile_id: api.cast.owner.profileId,
		})
	})

	it('refuses the same cashier on both sides: 422 with an error on toCashierId, nothing written', async () => {
		const before = await count()
		const problem = await problemOf(await post(transfer({ toCashierId: till.id })), 422)
		expect(problem.errors?.map((error) => error.path)).toEqual(['toCashierId'])
		expect(await count()).toBe(before)
	})

	it('refuses a cashier of another unit, even the caller’s own: 404 on its field', async () => {
		const before = await count()
		const { cashier: elsewhere } = await createUnitWithCashier(api.db, api.cast.owner.profileId, {
			unitName: 'Filial',
			now: api.clock.now(),
		})
		const into = await problemOf(await post(transfer({ toCashierId: elsewhere.id })), 404)
		expect(into.errors?.map((error) => error.path)).toEqual(['toCashierId'])
		const out = await problemOf(await post(transfer({ fromCashierId: elsewhere.id })), 404)
		expect(out.errors?.map((error) => error.path)).toEqual(['fromCashierId'])
		const missing = await problemOf(
			await post(transfer({ toCashierId: '00000000-0000-4000-8000-000000000000' })),
			404,
		)
		expect(missing.errors?.map((error) => error.path)).toEqual(['toCashierId'])
		// Nor may a transfer of this unit be read or deleted through another unit's path.
		const made = await created(await post(transfer({ amount: 5 })))
		const otherUnit = `/units/${elsewhere.unit_id}/internal-transfers/${made.id}`
		await problemOf(await api.get(otherUnit, api.cast.owner.headers), 404)
		const deleting = await api.app.request(`/caixa/api${otherUnit}`, {
			method: 'DELETE',
			headers: api.cast.owner.headers,
		})
		await problemOf(deleting, 404)
		expect(await count()).toBe(before + 1)
	})

	it('refuses an archived cashier on either side, and deleting a transfer of one: 409 CASHIER_ARCHIVED', async () => {
		const parked = await createCashier(api.db, api.cast.unit.id, { name: 'Parked' })
		const made = await created(await post(transfer({ toCashierId: parked.id, amount: 40 })))
		await archiveCashier(api.db, parked.id, api.clock.now())
		const before = await count()
		const into = await problemOf(await post(transfer({ toCashierId: parked.id })), 409)
		expect(into).toMatchObject({ code: 'CASHIER_ARCHIVED' })
		expect(into.errors?.map((error) => error.path)).toEqual(['toCashierId'])
		const out = await problemOf(await post(transfer({ fromCashierId: parked.id })), 409)
		expect(out.errors?.map((error) => error.path)).toEqual(['fromCashierId'])
		expect(await problemOf(await remove(made.id), 409)).toMatchObject({ code: 'CASHIER_ARCHIVED' })
		expect(await count()).toBe(before)
		// Still readable: the books of an archived cashier stay whole.
		await api.getOk(`${base()}/${made.id}`, internalTransferSchema, api.cast.owner.headers)
	})

	it('keeps a cashier that held a transfer: removing it archives it, never deletes it', async () => {
		const spare = await createCashier(api.db, api.cast.unit.id, { name: 'Spare' })
		const made = await created(await post(transfer({ fromCashierId: spare.id, amount: 3 })))
		expect((await remove(made.id)).status).toBe(204)
		const response = await api.app.request(
			`/caixa/api/units/${api.cast.unit.id}/cashiers/${spare.id}`,
			{ method: 'DELETE', headers: api.cast.owner.headers },
		)
		// A deleted transfer still counts: the books keep it.
		expect(response.status, await response.clone().text()).toBe(200)
	})

	it('answers 422 problem+json, never 500, to amounts and fields that are not valid', async () => {
		const before = await count()
		const bad: Array<Record<string, unknown>> = [
			transfer({ amount: 0 }),
			transfer({ amount: -100 }),
			transfer({ amount: 1.5 }),
			transfer({ amount: '100' }),
			transfer({ amount: 10_000_000_000_001 }),
			transfer({ amount: Number.MAX_SAFE_INTEGER + 2 }),
			transfer({ amount: null }),
			transfer({ transferredOn: '2025-02-30' }),
			transfer({ transferredOn: '10/01/2025' }),
			transfer({ transferredOn: undefined }),
			transfer({ fromCashierId: 'till' }),
			transfer({ toCashierId: undefined }),
			transfer({ description: 'x'.repeat(501) }),
		]
		for (const body of bad) {
			const problem = await problemOf(await post(body), 422)
			expect(problem.errors?.length, JSON.stringify(body)).toBeGreaterThan(0)
		}
		const malformed = await api.app.request(`/caixa/api${base()}`, {
			method: 'POST',
			headers: { ...api.cast.owner.headers, 'Content-Type': 'application/json' },
			body: '{"amount": ',
		})
		expect(malformed.status).toBeGreaterThanOrEqual(400)
		expect(malformed.status).toBeLessThan(500)
		for (const query of ['size=0', 'size=101', 'offset=-1', 'from=soon', 'zone=Mars/Base&from=0']) {
			await problemOf(await api.get(`${base()}?${query}`, api.cast.owner.headers), 422)
		}
		await problemOf(await api.get(`${base()}?fromCashierId=till`, api.cast.owner.headers), 422)
		await problemOf(await api.get(`${base()}/totals?to=later`, api.cast.owner.headers), 422)
		// An id that is no UUID names nothing: 404, as every path of the API.
		await problemOf(await api.get(`${base()}/not-a-uuid`, api.cast.owner.headers), 404)
		expect(await count()).toBe(before)
	})

	it('refuses a transfer past the unit’s ledger volume: 409 LEDGER_LIMIT, nothing written', async () => {
		const volume = await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)
		const before = await count()
		const tillBefore = await balanceOf(till.id)
		// Room for 2 × 500 and no more.
		await api.db
			.updateTable('units')
			.set({ ledger_volume: MAX_LEDGER_VOLUME - 1_000 })
			.where('id', '=', api.cast.unit.id)
			.execute()
		const refused = await problemOf(await post(transfer({ amount: 501 })), 409)
		expect(refused).toMatchObject({ code: 'LEDGER_LIMIT' })
		expect(await count()).toBe(before)
		expect(await balanceOf(till.id)).toBe(tillBefore)
		const made = await created(await post(transfer({ amount: 500 })))
		expect((await remove(made.id)).status).toBe(204)
		await api.db
			.updateTable('units')
			.set({ ledger_volume: volume })
			.where('id', '=', api.cast.unit.id)
			.execute()
	})

	describe('Idempotency-Key', () => {
		const key = () => ({ 'Idempotency-Key': crypto.randomUUID() })

		it('makes one transfer of 100 replays of one key, one after another', async () => {
			const headers = key()
			const before = await count()
			const tillBefore = await balanceOf(till.id)
			const first = await created(await post(transfer({ amount: 11 }), headers))
			for (let replay = 0; replay < 99; replay += 1) {
				const response = await post(transfer({ amount: 11 }), headers)
				expect((await created(response)).id).toBe(first.id)
				expect(response.headers.get('Location')).toBe(`/caixa/api${base()}/${first.id}`)
			}
			expect(await count()).toBe(before + 1)
			expect(await expectBalanceInvariant(api.db, till.id)).toBe(tillBefore - 11)
		})

		it('makes one transfer of 100 replays of one key sent at once', async () => {
			const headers = key()
			const before = await count()
			const tillBefore = await balanceOf(till.id)
			const answers = await Promise.all(
				Array.from({ length: 100 }, () => post(transfer({ amount: 13 }), headers)),
			)
			const made = await Promise.all(answers.map(created))
			expect(new Set(made.map((row) => row.id)).size).toBe(1)
			expect(await count()).toBe(before + 1)
			expect(await expectBalanceInvariant(api.db, till.id)).toBe(tillBefore - 13)
		})

		it('refuses the key with another body or unit: 422 IDEMPOTENCY_KEY_REUSED, nothing more written', async () => {
			const headers = key()
			const first = await created(await post(transfer({ amount: 17 }), headers))
			const before = await count()
			for (const body of [transfer({ amount: 18 }), transfer({ toCashierId: safe.id })]) {
				expect(await problemOf(await post(body, headers), 422)).toMatchObject({
					code: 'IDEMPOTENCY_KEY_REUSED',
				})
			}
			expect(await count()).toBe(before)
			// A refused request binds nothing: corrected, it goes through under its key.
			const other = key()
			await problemOf(await post(transfer({ toCashierId: till.id }), other), 422)
			const corrected = await created(await post(transfer({ amount: 19 }), other))
			expect(corrected.id).not.toBe(first.id)
			// Each profile's own.
			const theirs = await created(
				await post(transfer({ amount: 17 }), headers, api.cast.unitCollaborator),
			)
			expect(theirs.id).not.toBe(first.id)
		})
	})
})
