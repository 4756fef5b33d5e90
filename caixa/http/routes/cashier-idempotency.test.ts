import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Inventory, inventorySchema } from '@caixa/contract/inventory'
import {
	categoryOfKind,
	DAY_MS,
	expectBalanceInvariant,
	expectBooksBalanced,
	expectLedgerVolumeInvariant,
	type Member,
	MINUTE_MS,
	useTestApi,
} from '@caixa/testing'

// POST /cashiers/{id}/inventories with an Idempotency-Key (domain/idempotency.ts): the key binds
// to the request that first used it — method, path, canonical body — for 24 hours. The same
// request replays the record; another one is 422 IDEMPOTENCY_KEY_REUSED and writes nothing.
describe('Idempotency-Key on a record', () => {
	const api = useTestApi({ cast: true })
	let income: string

	const post = (
		body: Record<string, unknown>,
		key: string,
		member: Member = api.cast.owner,
		cashierId = api.cast.cashier.id,
	) =>
		api.app.request(`/caixa/api/cashiers/${cashierId}/inventories`, {
			method: 'POST',
			headers: { ...member.headers, 'Content-Type': 'application/json', 'Idempotency-Key': key },
			body: JSON.stringify(body),
		})
	const created = async (response: Response): Promise<Inventory> => {
		expect(response.status, await response.clone().text()).toBe(201)
		return inventorySchema.parse(await response.json())
	}
	const reused = async (response: Response) => {
		expect(response.status, await response.clone().text()).toBe(422)
		expect(response.headers.get('Content-Type')).toContain('application/problem+json')
		expect(await response.json()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' })
	}
	const count = async () =>
		Number(
			(
				await api.db
					.selectFrom('inventories')
					.select((eb) => eb.fn.countAll<number>().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
	const sale = (extra: Record<string, unknown> = {}) => ({
		input: true,
		issuedOn: '2025-01-10',
		total: 1_000,
		paid: true,
		categoryId: income,
		description: 'Balcão',
		...extra,
	})

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
	})

	afterEach(async () => {
		await expectBooksBalanced(api.db)
		await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)
	})

	it('replays the same request, whatever its key order, and writes nothing more', async () => {
		const key = crypto.randomUUID()
		const first = await created(await post(sale(), key))
		const before = await count()
		const balance = await expectBalanceInvariant(api.db, api.cast.cashier.id)
		const { description, ...rest } = sale()
		const replay = await created(await post({ description, ...rest }, key))
		expect(replay.id).toBe(first.id)
		expect(await count()).toBe(before)
		expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(balance)
	})

	it('refuses the key with another body, path or cashier: 422, and the second write is not made', async () => {
		const key = crypto.randomUUID()
		const first = await created(await post(sale(), key))
		const before = await count()
		const balance = await expectBalanceInvariant(api.db, api.cast.cashier.id)
		await reused(await post(sale({ total: 2_000 }), key))
		await reused(await post(sale({ description: 'Balcão 2' }), key))
		await reused(await post(sale({ paid: false }), key))
		await reused(await post(sale(), key, api.cast.owner, api.cast.otherCashier.id))
		expect(await count()).toBe(before)
		expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(balance)
		// The first request still replays — and "the same" is the same once parsed: the contract
		// trims a description, so one with a space after it is the same request.
		expect((await created(await post(sale(), key))).id).toBe(first.id)
		expect((await created(await post(sale({ description: 'Balcão ' }), key))).id).toBe(first.id)
	})

	it('binds for 24 hours: then the same key makes a new record, and binds to it', async () => {
		const key = crypto.randomUUID()
		const first = await created(await post(sale({ total: 300 }), key))
		api.clock.advance(DAY_MS - MINUTE_MS)
		expect((await created(await post(sale({ total: 300 }), key))).id).toBe(first.id)
		await reused(await post(sale({ total: 400 }), key))
		api.clock.advance(MINUTE_MS)
		const balance = await expectBalanceInvariant(api.db, api.cast.cashier.id)
		const second = await created(await post(sale({ total: 400 }), key))
		expect(second.id).not.toBe(first.id)
		expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(balance + 400)
		expect((await created(await post(sale({ total: 400 }), key))).id).toBe(second.id)
		await reused(await post(sale({ total: 300 }), key))
		// The expired binding was replaced, not kept beside the new one.
		const rows = await api.db
			.selectFrom('idempotency_keys')
			.select('resource_id')
			.where('idempotency_key', '=', key)
			.execute()
		expect(rows).toEqual([{ resource_id: second.id }])
	})

	it('binds nothing when the request is refused: corrected, it goes through under the same key', async () => {
		const key = crypto.randomUUID()
		const wrong = await post(sale({ categoryId: '00000000-0000-4000-8000-000000000000' }), key)
		expect(wrong.status).toBe(422)
		await created(await post(sale(), key))
	})

	it('is each profile’s own', async () => {
		const key = crypto.randomUUID()
		const mine = await created(await post(sale(), key))
		const theirs = await created(await post(sale(), key, api.cast.unitCollaborator))
		expect(theirs.id).not.toBe(mine.id)
	})

	it('makes one record of two identical requests racing, and refuses a different one racing', async () => {
		const key = crypto.randomUUID()
		const before = await count()
		const [one, two] = await Promise.all([post(sale(), key), post(sale(), key)])
		const [a, b] = [await created(one as Response), await created(two as Response)]
		expect(a.id).toBe(b.id)
		expect(await count()).toBe(before + 1)

		const other = crypto.randomUUID()
		const answers = await Promise.all([
			post(sale({ total: 10 }), other),
			post(sale({ total: 20 }), other),
		])
		expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
		expect(await count()).toBe(before + 2)
	})
})
