import { describe, expect, it } from 'vitest'
import { type Cashier, cashierListSchema, cashierSchema } from '@caixa/contract/cashier'
import { unitCashierListSchema, unitCashierSchema } from '@caixa/contract/unit-cashier'
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

		it('finds archived cashiers with state=ARCHIVED, both with LIVE too, each saying whether it is archived', async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Archive shelf' })
			const unitId = other.unit.id
			const old = await createCashier(api.db, unitId, { name: 'Cartão velho' })
			await archiveCashier(api.db, old.id)
			const listed = async (search: string, member: Member = other.owner) =>
				unitCashierListSchema
					.parse(await (await get(`/units/${unitId}/cashiers${search}`, member)).json())
					.map(({ name, archived }) => `${name}${archived ? ' (archived)' : ''}`)
			expect(await listed('')).toEqual(['Bank account', 'Main till'])
			expect(await listed('?state=LIVE')).toEqual(['Bank account', 'Main till'])
			expect(await listed('?state=ARCHIVED')).toEqual(['Cartão velho (archived)'])
			expect(await listed('?state=ARCHIVED&state=LIVE')).toEqual([
				'Bank account',
				'Cartão velho (archived)',
				'Main till',
			])
			expect(await listed('?state=ARCHIVED&name=velho')).toEqual(['Cartão velho (archived)'])
			expect(await listed('?state=ARCHIVED&name=till')).toEqual([])
			// A collaborator of the unit sees its archived cashiers too (seeing a unit is seeing all).
			expect(await listed('?state=ARCHIVED', other.unitCollaborator)).toEqual([
				'Cartão velho (archived)',
			])
			expect((await get(`/units/${unitId}/cashiers?state=GONE`, other.owner)).status).toBe(422)
		})

		it('shows no archived cashier to anyone who may not see the unit', async () => {
			const path = `/units/${api.cast.unit.id}/cashiers?state=ARCHIVED`
			for (const member of outsiders()) expect((await get(path, member)).status).toBe(404)
			expect((await get(path)).status).toBe(401)
		})

		it("keeps the portal's lists to live cashiers", async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Portal shelf' })
			await archiveCashier(api.db, other.otherCashier.id)
			const names = async (path: string) =>
				cashierListSchema
					.parse(await (await get(path, other.owner)).json())
					.map((cashier) => cashier.name)
			expect(await names(`/cashiers?unitId=${other.unit.id}`)).toEqual(['Main till'])
			expect(await names(`/cashiers?unitId=${other.unit.id}&state=ARCHIVED`)).toEqual(['Main till'])
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
			const cashier = unitCashierSchema.parse(await response.json())
			expect(response.headers.get('Location')).toBe(
				`/caixa/api/units/${api.cast.unit.id}/cashiers/${cashier.id}`,
			)
			expect(cashier).toEqual({
				id: expect.any(String),
				name: 'Cartão Stone',
				unit: {
					id: api.cast.unit.id,
					name: 'Padaria Central',
					photo: null,
					timezone: 'America/Sao_Paulo',
				},
				openingBalance: 150000,
				openingDate: '2025-01-02',
				balance: 150000,
				currency: 'BRL',
				role: 'OWNER',
				archived: false,
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

		it('answers an archived cashier too, saying so', async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Archived one' })
			await archiveCashier(api.db, other.cashier.id)
			for (const member of [other.owner, other.unitCollaborator]) {
				const response = await get(`/units/${other.unit.id}/cashiers/${other.cashier.id}`, member)
				expect(unitCashierSchema.parse(await response.json())).toMatchObject({
					id: other.cashier.id,
					archived: true,
				})
			}
			const live = await get(
				`/units/${other.unit.id}/cashiers/${other.otherCashier.id}`,
				other.owner,
			)
			expect(unitCashierSchema.parse(await live.json()).archived).toBe(false)
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

		it('brings an archived cashier back with archived: false, into the lists again', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Brought back' })
			const cashier = await createCashier(api.db, unit.id, { name: 'Old till' })
			await archiveCashier(api.db, cashier.id, 1000)
			const path = `/units/${unit.id}/cashiers/${cashier.id}`
			// Left out, it stays archived.
			const kept = await put(path, { ...body, name: 'Old till' }, owner)
			expect(unitCashierSchema.parse(await kept.json()).archived).toBe(true)
			expect((await stored(cashier.id)).archived_at).toBe(1000)
			const response = await put(path, { ...body, name: 'Old till', archived: false }, owner)
			expect(response.status, await response.clone().text()).toBe(200)
			expect(unitCashierSchema.parse(await response.json())).toMatchObject({
				name: 'Old till',
				archived: false,
			})
			expect((await stored(cashier.id)).archived_at).toBeNull()
			const names = cashierListSchema
				.parse(await (await get(`/units/${unit.id}/cashiers`, owner)).json())
				.map((each) => each.name)
			expect(names).toContain('Old till')
			const portal = cashierListSchema
				.parse(await (await get(`/cashiers?unitId=${unit.id}`, owner)).json())
				.map((each) => each.name)
			expect(portal).toContain('Old till')
		})

		it('archives with archived: true, keeping the first moment when already archived', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Put away' })
			const cashier = await createCashier(api.db, unit.id, { name: 'Spare' })
			const path = `/units/${unit.id}/cashiers/${cashier.id}`
			const response = await put(path, { ...body, archived: true }, owner)
			expect(unitCashierSchema.parse(await response.json()).archived).toBe(true)
			const first = (await stored(cashier.id)).archived_at
			expect(first).toBe(api.clock.now())
			await put(path, { ...body, archived: true }, owner)
			expect((await stored(cashier.id)).archived_at).toBe(first)
			expect(
				unitCashierListSchema.parse(await (await get(`/units/${unit.id}/cashiers`, owner)).json()),
			).toHaveLength(2)
		})

		it('lets nobody but the owner bring one back: 404 OWNER_ONLY to a unit collaborator, 404 to others, 401 without a session', async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Not yours to bring back' })
			await archiveCashier(api.db, other.cashier.id, 1000)
			const path = `/units/${other.unit.id}/cashiers/${other.cashier.id}`
			const back = { ...body, archived: false }
			const refused = await put(path, back, other.unitCollaborator)
			expect(refused.status).toBe(404)
			expect(await refused.json()).toMatchObject({ code: 'OWNER_ONLY' })
			for (const member of [
				other.cashierCollaborator,
				other.auditor,
				other.pendingAuditor,
				api.cast.owner,
				api.cast.stranger,
			]) {
				const response = await put(path, back, member)
				expect(response.status).toBe(404)
				expect(await response.json()).not.toHaveProperty('code')
			}
			expect((await put(path, back)).status).toBe(401)
			expect((await stored(other.cashier.id)).archived_at).toBe(1000)
			const notBoolean = await put(path, { ...back, archived: 'no' }, other.owner)
			expect(notBoolean.status).toBe(422)
			expect((await stored(other.cashier.id)).archived_at).toBe(1000)
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
