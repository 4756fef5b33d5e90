import { describe, expect, it } from 'vitest'
import { type Cashier, cashierListSchema, cashierSchema } from '@caixa/contract/cashier'
import {
	archiveCashier,
	createCashier,
	createCast,
	createTestApp,
	jsonRequest,
	manualClock,
	type Member,
	useTestApi,
} from '@caixa/testing'

describe('/caixa/api/units/{unitId}/cashiers', () => {
	const api = useTestApi({ cast: true })
	const get = (path: string, member?: Member) => api.get(path, member?.headers)
	const post = (path: string, body: unknown, member?: Member) =>
		api.post(path, body, member?.headers)
	const put = (path: string, body: unknown, member?: Member) => api.put(path, body, member?.headers)
	const del = async (path: string, member?: Member) =>
		api.app.request(`/caixa/api${path}`, { method: 'DELETE', headers: member?.headers ?? {} })
	/** Everyone who may not change the unit's cashiers, and may not see the unit either. */
	const outsiders = () => [
		api.cast.cashierCollaborator,
		api.cast.auditor,
		api.cast.pendingAuditor,
		api.cast.stranger,
	]
	const summary = (cashiers: Cashier[]) => cashiers.map(({ name, role }) => `${name} ${role}`)
	const cashiersOfUnit = () =>
		api.db
			.selectFrom('cashiers')
			.select(['name'])
			.where('unit_id', '=', api.cast.unit.id)
			.orderBy('name')
			.execute()

	describe('GET, the list', () => {
		const list = (member: Member, search = '') =>
			api.getOk(`/units/${api.cast.unit.id}/cashiers${search}`, cashierListSchema, member.headers)

		it('lists every cashier of the unit to its owner and collaborators, by name', async () => {
			expect(summary(await list(api.cast.owner))).toEqual(['Bank account OWNER', 'Main till OWNER'])
			expect(summary(await list(api.cast.unitCollaborator))).toEqual([
				'Bank account COLLABORATOR',
				'Main till COLLABORATOR',
			])
		})

		it("answers 404 to a cashier's collaborator, auditors and strangers, 401 without a session", async () => {
			const path = `/units/${api.cast.unit.id}/cashiers`
			for (const member of [
				api.cast.cashierCollaborator,
				api.cast.auditor,
				api.cast.pendingAuditor,
				api.cast.stranger,
			]) {
				expect((await get(path, member)).status).toBe(404)
			}
			expect((await get(path)).status).toBe(401)
			expect((await get(`/units/${crypto.randomUUID()}/cashiers`, api.cast.owner)).status).toBe(404)
			expect((await get('/units/nope/cashiers', api.cast.owner)).status).toBe(404)
		})

		it('filters by name words, pages, leaves archived cashiers out', async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Filtered' })
			const unitId = other.unit.id
			for (const name of ['Cartão Stone', 'Cartão Cielo', 'Caixa 2', 'Caixa 3']) {
				await createCashier(api.db, unitId, { name })
			}
			await archiveCashier(
				api.db,
				(await createCashier(api.db, unitId, { name: 'Cartão velho' })).id,
			)
			const names = async (search: string) =>
				cashierListSchema
					.parse(await (await get(`/units/${unitId}/cashiers${search}`, other.owner)).json())
					.map((cashier) => cashier.name)
			expect(await names('')).toEqual([
				'Bank account',
				'Caixa 2',
				'Caixa 3',
				'Cartão Cielo',
				'Cartão Stone',
				'Main till',
			])
			expect(await names('?name=CARTAO')).toEqual(['Cartão Cielo', 'Cartão Stone'])
			expect(await names('?name=stone%20cartão')).toEqual(['Cartão Stone'])
			expect(await names('?offset=2&size=3')).toEqual(['Caixa 3', 'Cartão Cielo', 'Cartão Stone'])
			expect(await names('?offset=6')).toEqual([])
			expect((await get(`/units/${unitId}/cashiers?size=0`, other.owner)).status).toBe(422)
		})
	})

	describe('POST, a new cashier', () => {
		it('adds a cashier for the owner: 201, its Location, balance = opening balance', async () => {
			const response = await post(
				`/units/${api.cast.unit.id}/cashiers`,
				{ name: '  Cartão Stone ', openingBalance: 150000, openingDate: '2025-01-02' },
				api.cast.owner,
			)
			expect(response.status, await response.clone().text()).toBe(201)
			const cashier = cashierSchema.parse(await response.json())
			expect(response.headers.get('Location')).toBe(
				`/caixa/api/units/${api.cast.unit.id}/cashiers/${cashier.id}`,
			)
			expect(cashier).toEqual({
				id: expect.any(String),
				name: 'Cartão Stone',
				unit: { id: api.cast.unit.id, name: 'Padaria Central', photo: null },
				openingBalance: 150000,
				openingDate: '2025-01-02',
				balance: 150000,
				currency: 'BRL',
				role: 'OWNER',
			})
			const located = await get(
				(response.headers.get('Location') ?? '').replace('/caixa/api', ''),
				api.cast.owner,
			)
			expect(await located.json()).toEqual(cashier)
			const stored = await api.db
				.selectFrom('cashiers')
				.selectAll()
				.where('id', '=', cashier.id)
				.executeTakeFirstOrThrow()
			expect(stored).toMatchObject({
				search_text: 'cartao stone',
				created_by_profile_id: api.cast.owner.profileId,
				created_at: api.clock.now(),
				archived_at: null,
			})
		})

		it("opens with 0 today in the unit's zone when nothing is given", async () => {
			// 02:00 UTC on 1 March is still 28 February, 23:00, in São Paulo.
			const late = manualClock(Date.UTC(2025, 2, 1, 2, 0))
			const lateApp = createTestApp(api.db, { clock: late }).app
			const { owner, unit } = await createCast(api.db, late, { unitName: 'Late' })
			const response = await lateApp.request(
				`/caixa/api/units/${unit.id}/cashiers`,
				jsonRequest('POST', { name: 'Gaveta' }, owner.headers),
			)
			expect(response.status).toBe(201)
			expect(await response.json()).toMatchObject({
				openingBalance: 0,
				balance: 0,
				openingDate: '2025-02-28',
			})
		})

		it('refuses a unit collaborator with a 404 that says only the owner can, and adds nothing', async () => {
			const before = await cashiersOfUnit()
			const response = await post(
				`/units/${api.cast.unit.id}/cashiers`,
				{ name: 'Mine' },
				api.cast.unitCollaborator,
			)
			expect(response.status).toBe(404)
			expect(await response.json()).toMatchObject({ status: 404, code: 'OWNER_ONLY' })
			expect(await cashiersOfUnit()).toEqual(before)
		})

		it('answers 404 as for a missing unit to everyone who cannot see it; 401 without a session', async () => {
			const before = await cashiersOfUnit()
			const path = `/units/${api.cast.unit.id}/cashiers`
			const missing = await post(
				`/units/${crypto.randomUUID()}/cashiers`,
				{ name: 'X' },
				api.cast.owner,
			)
			expect(missing.status).toBe(404)
			const missingBody = (await missing.json()) as Record<string, unknown>
			for (const member of [
				api.cast.cashierCollaborator,
				api.cast.auditor,
				api.cast.pendingAuditor,
				api.cast.stranger,
			]) {
				const response = await post(path, { name: 'X' }, member)
				expect(response.status).toBe(404)
				expect(await response.json()).toEqual(missingBody)
			}
			expect((await post(path, { name: 'X' })).status).toBe(401)
			expect(await cashiersOfUnit()).toEqual(before)
		})

		it('refuses fields that fail validation with 422, naming each', async () => {
			const path = `/units/${api.cast.unit.id}/cashiers`
			const cases: Array<[unknown, string]> = [
				[{ name: '   ' }, 'name'],
				[{}, 'name'],
				[{ name: 'x'.repeat(81) }, 'name'],
				[{ name: 'Till', openingBalance: 10.5 }, 'openingBalance'],
				[{ name: 'Till', openingBalance: '100' }, 'openingBalance'],
				[{ name: 'Till', openingDate: '2025-02-30' }, 'openingDate'],
				[{ name: 'Till', openingDate: '15/01/2025' }, 'openingDate'],
			]
			for (const [body, field] of cases) {
				const response = await post(path, body, api.cast.owner)
				expect(response.status, JSON.stringify(body)).toBe(422)
				const problem = (await response.json()) as { errors: Array<{ path: string }> }
				expect(problem.errors.map((error) => error.path)).toContain(field)
			}
		})
	})

	describe('GET, one cashier', () => {
		const role = async (member: Member | undefined, unitId: string, cashierId: string) => {
			const response = await get(`/units/${unitId}/cashiers/${cashierId}`, member)
			if (response.status !== 200) return response.status
			return cashierSchema.parse(await response.json()).role
		}

		it('answers whoever may see the cashier, when it is of this unit', async () => {
			const { unit, cashier, otherCashier } = api.cast
			expect(await role(api.cast.owner, unit.id, cashier.id)).toBe('OWNER')
			expect(await role(api.cast.unitCollaborator, unit.id, otherCashier.id)).toBe('COLLABORATOR')
			expect(await role(api.cast.cashierCollaborator, unit.id, cashier.id)).toBe('COLLABORATOR')
			expect(await role(api.cast.cashierCollaborator, unit.id, otherCashier.id)).toBe(404)
			expect(await role(api.cast.auditor, unit.id, cashier.id)).toBe(404)
			expect(await role(api.cast.pendingAuditor, unit.id, cashier.id)).toBe(404)
			expect(await role(api.cast.stranger, unit.id, cashier.id)).toBe(404)
			expect(await role(undefined, unit.id, cashier.id)).toBe(401)
		})

		it('answers 404 for a cashier of another unit, or ids that are no UUIDs', async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Other' })
			// The cashier is theirs, but not of that unit.
			expect(await role(other.owner, api.cast.unit.id, other.cashier.id)).toBe(404)
			expect(await role(other.owner, other.unit.id, other.cashier.id)).toBe('OWNER')
			expect(await role(api.cast.owner, api.cast.unit.id, 'nope')).toBe(404)
			expect(await role(api.cast.owner, 'nope', api.cast.cashier.id)).toBe(404)
		})
	})
	describe('PUT, edit a cashier', () => {
		const body = { name: 'Gaveta nova', openingBalance: 2500, openingDate: '2025-03-01' }
		const stored = (id: string) =>
			api.db.selectFrom('cashiers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

		it("changes the owner's cashier and moves the balance by the opening balance's change", async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Edits' })
			const cashier = await createCashier(api.db, unit.id, { name: 'Till', openingBalance: 1000 })
			// As if the ledger had added 300 since the opening.
			await api.db
				.updateTable('cashiers')
				.set({ balance: 1300 })
				.where('id', '=', cashier.id)
				.execute()
			const response = await put(`/units/${unit.id}/cashiers/${cashier.id}`, body, owner)
			expect(response.status, await response.clone().text()).toBe(200)
			expect(cashierSchema.parse(await response.json())).toMatchObject({
				id: cashier.id,
				name: 'Gaveta nova',
				openingBalance: 2500,
				openingDate: '2025-03-01',
				balance: 2800,
				role: 'OWNER',
			})
			expect(await stored(cashier.id)).toMatchObject({
				search_text: 'gaveta nova',
				opening_balance: 2500,
				balance: 2800,
			})
			// A negative opening balance (an account that opened overdrawn) is an amount like any.
			const overdrawn = await put(
				`/units/${unit.id}/cashiers/${cashier.id}`,
				{ ...body, openingBalance: -500 },
				owner,
			)
			expect(await overdrawn.json()).toMatchObject({ openingBalance: -500, balance: -200 })
		})

		it('edits an archived cashier too', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Archived edit' })
			const cashier = await createCashier(api.db, unit.id, { name: 'Old' })
			await archiveCashier(api.db, cashier.id)
			const response = await put(`/units/${unit.id}/cashiers/${cashier.id}`, body, owner)
			expect(response.status).toBe(200)
			expect((await stored(cashier.id)).name).toBe('Gaveta nova')
		})

		it('refuses a unit collaborator with a 404 OWNER_ONLY; everyone else as if it did not exist', async () => {
			const { unit, cashier } = api.cast
			const path = `/units/${unit.id}/cashiers/${cashier.id}`
			const before = await stored(cashier.id)
			const refused = await put(path, body, api.cast.unitCollaborator)
			expect(refused.status).toBe(404)
			expect(await refused.json()).toMatchObject({ code: 'OWNER_ONLY' })
			for (const member of outsiders()) {
				const response = await put(path, body, member)
				expect(response.status).toBe(404)
				expect(await response.json()).not.toHaveProperty('code')
			}
			expect((await put(path, body)).status).toBe(401)
			expect(await stored(cashier.id)).toEqual(before)
		})

		it("answers 404 for a cashier of another unit, even the caller's own, and for ids that are no UUIDs", async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Another' })
			const before = await stored(other.cashier.id)
			expect(
				(await put(`/units/${api.cast.unit.id}/cashiers/${other.cashier.id}`, body, api.cast.owner))
					.status,
			).toBe(404)
			expect(
				(await put(`/units/${other.unit.id}/cashiers/${api.cast.cashier.id}`, body, other.owner))
					.status,
			).toBe(404)
			expect(
				(await put(`/units/${api.cast.unit.id}/cashiers/nope`, body, api.cast.owner)).status,
			).toBe(404)
			expect(await stored(other.cashier.id)).toEqual(before)
		})

		it('refuses fields that fail validation with 422, naming each, and changes nothing', async () => {
			const { unit, cashier, owner } = api.cast
			const path = `/units/${unit.id}/cashiers/${cashier.id}`
			const before = await stored(cashier.id)
			const cases: Array<[unknown, string]> = [
				[{ ...body, name: '  ' }, 'name'],
				[{ ...body, name: 'x'.repeat(81) }, 'name'],
				[{ openingBalance: 0, openingDate: '2025-01-01' }, 'name'],
				[{ ...body, openingBalance: 1.5 }, 'openingBalance'],
				[{ name: 'Till', openingDate: '2025-01-01' }, 'openingBalance'],
				[{ ...body, openingDate: '2025-02-30' }, 'openingDate'],
				[{ name: 'Till', openingBalance: 0 }, 'openingDate'],
			]
			for (const [sent, field] of cases) {
				const response = await put(path, sent, owner)
				expect(response.status, JSON.stringify(sent)).toBe(422)
				const problem = (await response.json()) as { errors: Array<{ path: string }> }
				expect(problem.errors.map((error) => error.path)).toContain(field)
			}
			expect(await stored(cashier.id)).toEqual(before)
		})
	})

	describe('DELETE, remove a cashier', () => {
		const exists = async (id: string) =>
			(await api.db.selectFrom('cashiers').select('id').where('id', '=', id).executeTakeFirst()) !==
			undefined

		it('deletes an empty cashier with its collaborators and auditors: 204', async () => {
			const cast = await createCast(api.db, api.clock, { unitName: 'Deletes' })
			const { owner, unit, cashier } = cast
			const response = await del(`/units/${unit.id}/cashiers/${cashier.id}`, owner)
			expect(response.status, await response.clone().text()).toBe(204)
			expect(await response.text()).toBe('')
			expect(await exists(cashier.id)).toBe(false)
			for (const table of ['cashier_collaborators', 'cashier_auditors'] as const) {
				const left = await api.db
					.selectFrom(table)
					.select('profile_id')
					.where('cashier_id', '=', cashier.id)
					.execute()
				expect(left, table).toEqual([])
			}
			expect((await get(`/units/${unit.id}/cashiers/${cashier.id}`, owner)).status).toBe(404)
			expect((await get(`/cashiers/${cashier.id}`, cast.cashierCollaborator)).status).toBe(404)
			// Again: it is gone.
			expect((await del(`/units/${unit.id}/cashiers/${cashier.id}`, owner)).status).toBe(404)
		})

		it('refuses a unit collaborator with a 404 OWNER_ONLY; everyone else as if it did not exist', async () => {
			const { unit, cashier } = api.cast
			const path = `/units/${unit.id}/cashiers/${cashier.id}`
			const refused = await del(path, api.cast.unitCollaborator)
			expect(refused.status).toBe(404)
			expect(await refused.json()).toMatchObject({ code: 'OWNER_ONLY' })
			for (const member of outsiders()) expect((await del(path, member)).status).toBe(404)
			expect((await del(path)).status).toBe(401)
			expect(await exists(cashier.id)).toBe(true)
		})

		it('answers 404 for a cashier of another unit and for ids that are no UUIDs', async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Not this one' })
			expect(
				(await del(`/units/${api.cast.unit.id}/cashiers/${other.cashier.id}`, api.cast.owner))
					.status,
			).toBe(404)
			expect(
				(await del(`/units/${other.unit.id}/cashiers/${api.cast.cashier.id}`, other.owner)).status,
			).toBe(404)
			expect((await del(`/units/${api.cast.unit.id}/cashiers/nope`, api.cast.owner)).status).toBe(
				404,
			)
			expect(await exists(other.cashier.id)).toBe(true)
			expect(await exists(api.cast.cashier.id)).toBe(true)
		})
	})
})
