import { beforeAll, describe, expect, it } from 'vitest'
import { type Unit, unitListSchema, unitSchema } from '@caixa/contract/unit'
import { addUnitCollaborator, createUnitWithCashier, useTestApi } from '@caixa/testing'

describe('GET /caixa/api/units and /units/{unitId}', () => {
	const api = useTestApi({ cast: true })
	const list = (headers: Record<string, string>, search = '') =>
		api.getOk(`/units${search}`, unitListSchema, headers)
	const names = (units: Unit[]) => units.map((unit) => unit.name)

	it('lists the units the caller owns or collaborates on, with the role on each', async () => {
		expect(await list(api.cast.owner.headers)).toEqual([
			{
				id: api.cast.unit.id,
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
		expect(await list(api.cast.unitCollaborator.headers)).toEqual([
			expect.objectContaining({ id: api.cast.unit.id, role: 'COLLABORATOR' }),
		])
		expect(names(await list(api.cast.stranger.headers))).toEqual(['Elsewhere'])
	})

	it("shows no unit to a cashier's collaborators and auditors", async () => {
		expect(await list(api.cast.cashierCollaborator.headers)).toEqual([])
		expect(await list(api.cast.auditor.headers)).toEqual([])
		expect(await list(api.cast.pendingAuditor.headers)).toEqual([])
	})

	it('answers a unit to its owner and collaborators, and 404 to everyone else', async () => {
		const path = `/units/${api.cast.unit.id}`
		const owner = await api.get(path, api.cast.owner.headers)
		expect(owner.status).toBe(200)
		expect(unitSchema.parse(await owner.json())).toMatchObject({ role: 'OWNER' })
		const collaborator = await api.get(path, api.cast.unitCollaborator.headers)
		expect(await collaborator.json()).toMatchObject({ id: api.cast.unit.id, role: 'COLLABORATOR' })
		for (const member of [
			api.cast.cashierCollaborator,
			api.cast.auditor,
			api.cast.pendingAuditor,
			api.cast.stranger,
		]) {
			const response = await api.get(path, member.headers)
			expect(response.status).toBe(404)
			expect(response.headers.get('content-type')).toBe('application/problem+json')
		}
		// A unit that does not exist, and an id that is no UUID, look the same.
		expect((await api.get(`/units/${crypto.randomUUID()}`, api.cast.owner.headers)).status).toBe(
			404,
		)
		expect((await api.get('/units/not-a-uuid', api.cast.owner.headers)).status).toBe(404)
	})

	it('is one entry for someone who both owns and collaborates on a unit', async () => {
		await addUnitCollaborator(api.db, api.cast.unit.id, api.cast.owner.profileId)
		expect(await list(api.cast.owner.headers)).toEqual([
			expect.objectContaining({ id: api.cast.unit.id, role: 'OWNER' }),
		])
		const one = await api.get(`/units/${api.cast.unit.id}`, api.cast.owner.headers)
		expect(await one.json()).toMatchObject({ role: 'OWNER' })
	})

	it('needs a session', async () => {
		expect((await api.get('/units', {})).status).toBe(401)
		expect((await api.get(`/units/${api.cast.unit.id}`, {})).status).toBe(401)
	})

	describe('a longer list', () => {
		let headers: Record<string, string>

		beforeAll(async () => {
			const rui = await api.signIn({ name: 'Rui', surname: 'Lima', email: 'rui@example.com' })
			headers = rui.headers
			for (const unitName of [
				'Zeta Bar',
				'árvore café',
				'Arvore Loja',
				'Bistrô Sul',
				'bistro norte',
			]) {
				await createUnitWithCashier(api.db, rui.profileId, { unitName, now: api.clock.now() })
			}
			await addUnitCollaborator(api.db, api.cast.unit.id, rui.profileId)
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
				expect((await api.get(`/units${search}`, headers)).status, search).toBe(422)
			}
		})
	})
})
