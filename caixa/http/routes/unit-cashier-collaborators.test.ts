import { describe, expect, it } from 'vitest'
import { cashierListSchema } from '@caixa/contract/cashier'
import {
	collaboratorListSchema,
	collaboratorSchema,
	profileMatchListSchema,
} from '@caixa/contract/collaborator'
import { addCashierCollaborator, createCast, type Member, useTestApi } from '@caixa/testing'

describe('/caixa/api/units/{unitId}/cashiers/{cashierId}/collaborators and /profiles', () => {
	const api = useTestApi({ cast: true })
	const get = (path: string, member?: Member) => api.get(path, member?.headers)
	const post = (path: string, body: unknown, member?: Member) =>
		api.post(path, body, member?.headers)
	const del = async (path: string, member?: Member) =>
		api.app.request(`/caixa/api${path}`, { method: 'DELETE', headers: member?.headers ?? {} })
	const base = () => `/units/${api.cast.unit.id}/cashiers/${api.cast.cashier.id}`
	/** Everyone who may not see the unit. */
	const outsiders = () => [
		api.cast.cashierCollaborator,
		api.cast.auditor,
		api.cast.pendingAuditor,
		api.cast.stranger,
	]

	/** The 404 each kind of caller gets for `call`: OWNER_ONLY for the unit collaborator only. */
	const expectOwnerOnly = async (call: (member?: Member) => Promise<Response>) => {
		const refused = await call(api.cast.unitCollaborator)
		expect(refused.status).toBe(404)
		expect(await refused.json()).toMatchObject({ code: 'OWNER_ONLY' })
		for (const member of outsiders()) {
			const response = await call(member)
			expect(response.status).toBe(404)
			expect(await response.json()).not.toHaveProperty('code')
		}
		expect((await call()).status).toBe(401)
	}

	const newcomer = (name: string) =>
		api.signIn({ name, surname: 'Newcomer', email: `${name.toLowerCase()}@example.com` })

	describe('GET, the list', () => {
		it("lists the cashier's own collaborators to the owner, the latest added first", async () => {
			const later = await newcomer('Later')
			await addCashierCollaborator(
				api.db,
				api.cast.cashier.id,
				later.profileId,
				api.clock.now() + 5,
			)
			const list = await api.getOk(
				`${base()}/collaborators`,
				collaboratorListSchema,
				api.cast.owner.headers,
			)
			expect(list.map((each) => each.name)).toEqual(['Later', 'CashierCollaborator'])
			expect(list[1]).toEqual({
				id: api.cast.cashierCollaborator.profileId,
				name: 'CashierCollaborator',
				surname: expect.stringMatching(/^Cast /),
				email: expect.stringMatching(/^cashiercollaborator-\d+@cast\.example\.com$/),
				photo: null,
				since: new Date(api.clock.now()).toISOString(),
			})
			const page = await api.getOk(
				`${base()}/collaborators?offset=1&size=1`,
				collaboratorListSchema,
				api.cast.owner.headers,
			)
			expect(page.map((each) => each.name)).toEqual(['CashierCollaborator'])
			// The other cashier has none of its own (the unit's collaborator is the unit's).
			expect(
				await api.getOk(
					`/units/${api.cast.unit.id}/cashiers/${api.cast.otherCashier.id}/collaborators`,
					collaboratorListSchema,
					api.cast.owner.headers,
				),
			).toEqual([])
			await del(`${base()}/collaborators/${later.profileId}`, api.cast.owner)
		})

		it('is the owner’s alone; 404 for a cashier of another unit; 422 for bad paging', async () => {
			await expectOwnerOnly((member) => get(`${base()}/collaborators`, member))
			const other = await createCast(api.db, api.clock, { unitName: 'Other' })
			const foreign = `/units/${api.cast.unit.id}/cashiers/${other.cashier.id}/collaborators`
			expect((await get(foreign, api.cast.owner)).status).toBe(404)
			expect((await get(`${base()}/collaborators?size=0`, api.cast.owner)).status).toBe(422)
		})
	})

	describe('POST, add a collaborator', () => {
		it('adds a profile: 201, its Location; they then see that cashier, and only it', async () => {
			const cast = await createCast(api.db, api.clock, { unitName: 'Adds' })
			const helper = await newcomer('Helper')
			const path = `/units/${cast.unit.id}/cashiers/${cast.cashier.id}/collaborators`
			const response = await post(path, { profileId: helper.profileId }, cast.owner)
			expect(response.status, await response.clone().text()).toBe(201)
			expect(response.headers.get('Location')).toBe(`/caixa/api${path}/${helper.profileId}`)
			const added = collaboratorSchema.parse(await response.json())
			expect(added).toMatchObject({
				id: helper.profileId,
				name: 'Helper',
				email: 'helper@example.com',
			})
			const located = await api.getOk(
				`${path}/${helper.profileId}`,
				collaboratorSchema,
				cast.owner.headers,
			)
			expect(located).toEqual(added)
			const theirs = await api.getOk('/cashiers', cashierListSchema, helper.headers)
			expect(theirs.map((cashier) => [cashier.id, cashier.role])).toEqual([
				[cast.cashier.id, 'COLLABORATOR'],
			])
			expect((await get(`/units/${cast.unit.id}`, helper)).status).toBe(404)

			// Again: 200, the same collaborator, nothing changed.
			const again = await post(path, { profileId: helper.profileId }, cast.owner)
			expect(again.status).toBe(200)
			expect(await again.json()).toEqual(added)
		})

		it('may add a unit collaborator, who then keeps the cashier after leaving the unit', async () => {
			const cast = await createCast(api.db, api.clock, { unitName: 'Keeps' })
			const path = `/units/${cast.unit.id}/cashiers/${cast.cashier.id}/collaborators`
			const response = await post(path, { profileId: cast.unitCollaborator.profileId }, cast.owner)
			expect(response.status).toBe(201)
			await api.db
				.deleteFrom('unit_collaborators')
				.where('profile_id', '=', cast.unitCollaborator.profileId)
				.execute()
			const theirs = await api.getOk('/cashiers', cashierListSchema, cast.unitCollaborator.headers)
			expect(theirs.map((cashier) => cashier.id)).toEqual([cast.cashier.id])
		})

		it('refuses the owner and profiles that do not exist with 422 on profileId', async () => {
			const path = `${base()}/collaborators`
			for (const profileId of [api.cast.owner.profileId, crypto.randomUUID(), 'nope']) {
				const response = await post(path, { profileId }, api.cast.owner)
				expect(response.status, profileId).toBe(422)
				const problem = (await response.json()) as { errors: Array<{ path: string }> }
				expect(problem.errors.map((error) => error.path)).toEqual(['profileId'])
			}
		})

		it('is the owner’s alone, and adds nothing for anyone else', async () => {
			const hopeful = await newcomer('Hopeful')
			await expectOwnerOnly((member) =>
				post(`${base()}/collaborators`, { profileId: hopeful.profileId }, member),
			)
			expect((await get('/cashiers', hopeful)).status).toBe(200)
			expect(await api.getOk('/cashiers', cashierListSchema, hopeful.headers)).toEqual([])
		})
	})

	describe('DELETE, remove a collaborator', () => {
		it('removes them: 204, and they no longer see the cashier; again 404', async () => {
			const cast = await createCast(api.db, api.clock, { unitName: 'Removes' })
			const path = `/units/${cast.unit.id}/cashiers/${cast.cashier.id}/collaborators/${cast.cashierCollaborator.profileId}`
			expect((await get(`/cashiers/${cast.cashier.id}`, cast.cashierCollaborator)).status).toBe(200)
			const response = await del(path, cast.owner)
			expect(response.status).toBe(204)
			expect((await get(`/cashiers/${cast.cashier.id}`, cast.cashierCollaborator)).status).toBe(404)
			expect((await del(path, cast.owner)).status).toBe(404)
			expect((await get(path, cast.owner)).status).toBe(404)
		})

		it('is the owner’s alone, and removes nothing for anyone else', async () => {
			const path = `${base()}/collaborators/${api.cast.cashierCollaborator.profileId}`
			await expectOwnerOnly((member) => del(path, member))
			expect(
				(await get(`/cashiers/${api.cast.cashier.id}`, api.cast.cashierCollaborator)).status,
			).toBe(200)
		})
	})

	describe('GET /profiles, find someone to add', () => {
		it('finds one profile by its whole e-mail address in any case, saying whether it is in already', async () => {
			const search = (query: string) =>
				api.getOk(
					`${base()}/profiles?query=${encodeURIComponent(query)}`,
					profileMatchListSchema,
					api.cast.owner.headers,
				)
			const outsider = await newcomer('Outsider')
			expect(await search('OUTSIDER@example.com')).toEqual([
				{
					id: outsider.profileId,
					name: 'Outsider',
					surname: 'Newcomer',
					email: 'outsider@example.com',
					photo: null,
					member: false,
				},
			])
			expect(await search('nobody@example.com')).toEqual([])
			const emails = await api.db
				.selectFrom('profiles')
				.select(['id', 'email'])
				.where('id', 'in', [
					api.cast.owner.profileId,
					api.cast.cashierCollaborator.profileId,
					api.cast.unitCollaborator.profileId,
				])
				.execute()
			const emailOf = (id: string) => emails.find((row) => row.id === id)?.email ?? ''
			expect((await search(emailOf(api.cast.owner.profileId)))[0]?.member).toBe(true)
			expect((await search(emailOf(api.cast.cashierCollaborator.profileId)))[0]?.member).toBe(true)
			// A unit collaborator sees the cashier through the unit, but is not one of its own.
			expect((await search(emailOf(api.cast.unitCollaborator.profileId)))[0]?.member).toBe(false)
		})

		it('never matches part of an address or a name: those are refused or find nobody', async () => {
			const path = `${base()}/profiles?query=`
			for (const query of ['outsider', 'Outsider Newcomer', '@example.com', '']) {
				const response = await get(`${path}${encodeURIComponent(query)}`, api.cast.owner)
				expect(response.status, query).toBe(422)
			}
			expect(
				await api.getOk(
					`${path}${encodeURIComponent('outsider@example.co')}`,
					profileMatchListSchema,
					api.cast.owner.headers,
				),
			).toEqual([])
		})

		it('is the owner’s alone', async () => {
			await expectOwnerOnly((member) => get(`${base()}/profiles?query=a%40example.com`, member))
		})
	})
})
