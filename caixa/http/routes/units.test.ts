import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Unit, unitListSchema, unitSchema } from '@caixa/contract/unit'
import {
	addUnitCollaborator,
	type Cast,
	createCast,
	createTestApp,
	createTestDatabase,
	createUnitWithCashier,
	manualClock,
	mintSession,
	type TestDatabase,
} from '@caixa/testing'

describe('GET /caixa/api/units and /units/{unitId}', () => {
	let test: TestDatabase
	let cast: Cast
	let app: ReturnType<typeof createTestApp>['app']
	const clock = manualClock()

	beforeAll(async () => {
		test = await createTestDatabase()
		app = createTestApp(test.db, { clock }).app
		cast = await createCast(test.db, clock)
	})

	afterAll(async () => {
		await test.destroy()
	})

	const request = (path: string, headers: Record<string, string>) =>
		app.request(`/caixa/api${path}`, { headers })
	const list = async (headers: Record<string, string>, search = '') => {
		const response = await request(`/units${search}`, headers)
		expect(response.status, await response.clone().text()).toBe(200)
		return unitListSchema.parse(await response.json())
	}
	const names = (units: Unit[]) => units.map((unit) => unit.name)

	it('lists the units the caller owns or collaborates on, with the role on each', async () => {
		expect(await list(cast.owner.headers)).toEqual([
			{
				id: cast.unit.id,
				name: 'Padaria Central',
				document: null,
				country: 'BRAZIL',
				currency: 'BRL',
				timezone: 'America/Sao_Paulo',
				companyId: null,
				information: {
					photo: null,
					address: null,
					latitude: null,
					longitude: null,
					phone: null,
					email: null,
				},
				role: 'OWNER',
			},
		])
		expect(await list(cast.unitCollaborator.headers)).toEqual([
			expect.objectContaining({ id: cast.unit.id, role: 'COLLABORATOR' }),
		])
		expect(names(await list(cast.stranger.headers))).toEqual(['Elsewhere'])
	})

	it("shows no unit to a cashier's collaborators and auditors", async () => {
		expect(await list(cast.cashierCollaborator.headers)).toEqual([])
		expect(await list(cast.auditor.headers)).toEqual([])
		expect(await list(cast.pendingAuditor.headers)).toEqual([])
	})

	it('answers a unit to its owner and collaborators, and 404 to everyone else', async () => {
		const path = `/units/${cast.unit.id}`
		const owner = await request(path, cast.owner.headers)
		expect(owner.status).toBe(200)
		expect(unitSchema.parse(await owner.json())).toMatchObject({ role: 'OWNER' })
		const collaborator = await request(path, cast.unitCollaborator.headers)
		expect(await collaborator.json()).toMatchObject({ id: cast.unit.id, role: 'COLLABORATOR' })
		for (const member of [
			cast.cashierCollaborator,
			cast.auditor,
			cast.pendingAuditor,
			cast.stranger,
		]) {
			const response = await request(path, member.headers)
			expect(response.status).toBe(404)
			expect(response.headers.get('content-type')).toBe('application/problem+json')
		}
		// A unit that does not exist, and an id that is no UUID, look the same.
		expect((await request(`/units/${crypto.randomUUID()}`, cast.owner.headers)).status).toBe(404)
		expect((await request('/units/not-a-uuid', cast.owner.headers)).status).toBe(404)
	})

	it('is one entry for someone who both owns and collaborates on a unit', async () => {
		await addUnitCollaborator(test.db, cast.unit.id, cast.owner.profileId)
		expect(await list(cast.owner.headers)).toEqual([
			expect.objectContaining({ id: cast.unit.id, role: 'OWNER' }),
		])
		const one = await request(`/units/${cast.unit.id}`, cast.owner.headers)
		expect(await one.json()).toMatchObject({ role: 'OWNER' })
	})

	it('needs a session', async () => {
		expect((await request('/units', {})).status).toBe(401)
		expect((await request(`/units/${cast.unit.id}`, {})).status).toBe(401)
	})

	describe('a longer list', () => {
		let headers: Record<string, string>

		beforeAll(async () => {
			const { token, profile } = await mintSession(
				{ name: 'Rui', surname: 'Lima', email: 'rui@example.com' },
				{ db: test.db, clock },
			)
			headers = { Authorization: `Bearer ${token}` }
			for (const unitName of [
				'Zeta Bar',
				'árvore café',
				'Arvore Loja',
				'Bistrô Sul',
				'bistro norte',
			]) {
				await createUnitWithCashier(test.db, profile.id, { unitName, now: clock.now() })
			}
			await addUnitCollaborator(test.db, cast.unit.id, profile.id)
		})

		it('orders by name ignoring case and accents', async () => {
			expect(names(await list(headers))).toEqual([
				'árvore café',
				'Arvore Loja',
				'bistro norte',
				'Bistrô Sul',
				'Padaria Central',
				'Zeta Bar',
			])
		})

		it('finds units by every word of the query, in any case and with or without accents', async () => {
			expect(names(await list(headers, '?query=ARVORE'))).toEqual(['árvore café', 'Arvore Loja'])
			expect(names(await list(headers, '?query=bistrô'))).toEqual(['bistro norte', 'Bistrô Sul'])
			expect(names(await list(headers, '?query=cafe%20arv'))).toEqual(['árvore café'])
			expect(names(await list(headers, '?query=central'))).toEqual(['Padaria Central'])
			expect(names(await list(headers, '?query=cafe%20loja'))).toEqual([])
			expect(names(await list(headers, '?query=a_vore'))).toEqual([])
			expect(await list(headers, '?query=%20')).toHaveLength(6)
		})

		it('pages with no unit twice or missing', async () => {
			const everything = await list(headers, '?size=100')
			const pages = [
				await list(headers, '?offset=0&size=4'),
				await list(headers, '?offset=4&size=4'),
				await list(headers, '?offset=8&size=4'),
			]
			expect(pages.map((page) => page.length)).toEqual([4, 2, 0])
			expect(pages.flat().map((unit) => unit.id)).toEqual(everything.map((unit) => unit.id))
		})

		it('refuses paging values out of range with 422', async () => {
			for (const search of ['?size=0', '?size=101', '?offset=-1', `?query=${'x'.repeat(201)}`]) {
				expect((await request(`/units${search}`, headers)).status, search).toBe(422)
			}
		})
	})
})
