import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
	collaboratorListSchema,
	collaboratorSchema,
	profileMatchListSchema,
} from '@caixa/contract/collaborator'
import { unitListSchema } from '@caixa/contract/unit'
import { createCast, type Member, useTestApi } from '@caixa/testing'

describe('/caixa/api/units/{unitId}/collaborators and …/profiles', () => {
	const api = useTestApi({ cast: true })
	const post = (path: string, body: unknown, member?: Member) =>
		api.post(path, body, member?.headers)
	const remove = async (path: string, member?: Member) =>
		api.app.request(`/caixa/api${path}`, { method: 'DELETE', headers: member?.headers ?? {} })
	const collaboratorsOf = (unitId: string) =>
		api.db
			.selectFrom('unit_collaborators')
			.select('profile_id')
			.where('unit_id', '=', unitId)
			.orderBy('profile_id')
			.execute()
	/** Everyone but the owner and the unit's collaborator. */
	const outsiders = () => [
		api.cast.cashierCollaborator,
		api.cast.auditor,
		api.cast.pendingAuditor,
		api.cast.stranger,
	]
	/** A unit of its own, a person to add, each signed in. */
	const setUp = async (tag: string) => {
		const cast = await createCast(api.db, api.clock, { unitName: `Unit ${tag}` })
		const person = await api.signIn({
			name: 'Bea',
			surname: `Teixeira ${tag}`,
			email: `bea.${tag}@example.com`,
		})
		return { ...cast, person }
	}

	it('adds someone found by e-mail, who then sees the unit; removes them, and they no longer do', async () => {
		const { owner, unit, person } = await setUp('journey')
		const found = profileMatchListSchema.parse(
			await (
				await api.get(
					`/units/${unit.id}/profiles?query=${encodeURIComponent('  BEA.Journey@Example.com ')}`,
					owner.headers,
				)
			).json(),
		)
		expect(found).toEqual([
			{
				id: person.profileId,
				name: 'Bea',
				surname: 'Teixeira journey',
				email: 'bea.journey@example.com',
				photo: null,
				member: false,
			},
		])

		const added = await post(
			`/units/${unit.id}/collaborators`,
			{ profileId: person.profileId },
			owner,
		)
		expect(added.status, await added.clone().text()).toBe(201)
		const location = added.headers.get('Location')
		expect(location).toBe(`/caixa/api/units/${unit.id}/collaborators/${person.profileId}`)
		const collaborator = collaboratorSchema.parse(await added.json())
		expect(collaborator).toEqual({
			id: person.profileId,
			name: 'Bea',
			surname: 'Teixeira journey',
			email: 'bea.journey@example.com',
			photo: null,
			since: new Date(api.clock.now()).toISOString(),
		})
		expect(
			await api.getOk(location?.replace('/caixa/api', '') ?? '', collaboratorSchema, owner.headers),
		).toEqual(collaborator)
		// They see it now, as a collaborator, with its cashiers.
		const theirs = await api.getOk('/units', unitListSchema, person.headers)
		expect(theirs.map(({ id, role }) => `${id} ${role}`)).toEqual([`${unit.id} COLLABORATOR`])
		expect(((await (await api.get('/cashiers', person.headers)).json()) as unknown[]).length).toBe(
			2,
		)
		// Found again, they are a member already; adding again changes nothing.
		const again = await api.get(
			`/units/${unit.id}/profiles?query=bea.journey@example.com`,
			owner.headers,
		)
		expect(await again.json()).toEqual([expect.objectContaining({ member: true })])
		const twice = await post(
			`/units/${unit.id}/collaborators`,
			{ profileId: person.profileId },
			owner,
		)
		expect(twice.status).toBe(200)
		expect(await twice.json()).toEqual(collaborator)

		const removed = await remove(`/units/${unit.id}/collaborators/${person.profileId}`, owner)
		expect(removed.status).toBe(204)
		expect(await api.getOk('/units', unitListSchema, person.headers)).toEqual([])
		expect((await api.get(`/units/${unit.id}`, person.headers)).status).toBe(404)
		// Removing again: they are not one.
		expect(
			(await remove(`/units/${unit.id}/collaborators/${person.profileId}`, owner)).status,
		).toBe(404)
		expect((await api.get(location?.replace('/caixa/api', '') ?? '', owner.headers)).status).toBe(
			404,
		)
	})

	it('lists collaborators to the owner, the latest added first, with paging', async () => {
		const { owner, unit, unitCollaborator } = await setUp('list')
		const people: Member[] = []
		for (const name of ['Caio', 'Dora', 'Eva']) {
			api.clock.advance(1000)
			const person = await api.signIn({ name, surname: 'Lista', email: `${name}.list@example.com` })
			people.push(person)
			expect(
				(await post(`/units/${unit.id}/collaborators`, { profileId: person.profileId }, owner))
					.status,
			).toBe(201)
		}
		const names = async (search = '') =>
			(
				await api.getOk(
					`/units/${unit.id}/collaborators${search}`,
					collaboratorListSchema,
					owner.headers,
				)
			).map((each) => each.name)
		expect(await names()).toEqual(['Eva', 'Dora', 'Caio', 'UnitCollaborator'])
		expect(await names('?offset=1&size=2')).toEqual(['Dora', 'Caio'])
		expect(await names('?offset=4')).toEqual([])
		expect((await api.get(`/units/${unit.id}/collaborators?size=0`, owner.headers)).status).toBe(
			422,
		)
		expect(unitCollaborator.profileId).toBeTruthy()
	})

	it('finds a profile by its whole e-mail only: no part of it, no name', async () => {
		const { owner, unit } = await setUp('privacy')
		const search = (query: string) =>
			api.get(`/units/${unit.id}/profiles?query=${encodeURIComponent(query)}`, owner.headers)
		for (const query of ['bea', 'Bea Teixeira', 'bea.privacy@', '@example.com', '%', '']) {
			const response = await search(query)
			expect(response.status, query).toBe(422)
			const problem = (await response.json()) as { errors: Array<{ path: string }> }
			expect(problem.errors.map((error) => error.path)).toEqual(['query'])
		}
		expect((await api.get(`/units/${unit.id}/profiles`, owner.headers)).status).toBe(422)
		// A wildcard inside an address matches nothing but itself.
		expect(await (await search('bea.privac_@example.com')).json()).toEqual([])
		expect(await (await search('nobody@example.com')).json()).toEqual([])
		expect(await (await search('bea.privacy@example.com')).json()).toHaveLength(1)
	})

	it('says the owner is a member, and refuses them as their own collaborator', async () => {
		const { owner, unit } = await setUp('self')
		const own = await api.db
			.selectFrom('profiles')
			.select('email')
			.where('id', '=', owner.profileId)
			.executeTakeFirstOrThrow()
		const found = await api.get(`/units/${unit.id}/profiles?query=${own.email}`, owner.headers)
		expect(await found.json()).toEqual([
			expect.objectContaining({ id: owner.profileId, member: true }),
		])
		const response = await post(
			`/units/${unit.id}/collaborators`,
			{ profileId: owner.profileId },
			owner,
		)
		expect(response.status).toBe(422)
		expect(await response.json()).toMatchObject({ errors: [{ path: 'profileId' }] })
	})

	it('refuses a profile id that is no profile, or no id, with 422', async () => {
		const { owner, unit } = await setUp('missing')
		for (const profileId of [randomUUID(), 'nope', undefined]) {
			const response = await post(`/units/${unit.id}/collaborators`, { profileId }, owner)
			expect(response.status).toBe(422)
			expect(await response.json()).toMatchObject({ errors: [{ path: 'profileId' }] })
		}
	})

	it('keeps every call to the owner: 404 OWNER_ONLY to a unit collaborator, a missing unit’s 404 to others, 401 without a session', async () => {
		const { unit, unitCollaborator, cashierCollaborator, auditor, pendingAuditor, stranger } =
			api.cast
		const target = cashierCollaborator.profileId
		const calls: Array<[string, (member?: Member) => Promise<Response>]> = [
			['list', (member) => api.get(`/units/${unit.id}/collaborators`, member?.headers)],
			[
				'one',
				(member) =>
					api.get(`/units/${unit.id}/collaborators/${unitCollaborator.profileId}`, member?.headers),
			],
			['add', (member) => post(`/units/${unit.id}/collaborators`, { profileId: target }, member)],
			[
				'remove',
				(member) => remove(`/units/${unit.id}/collaborators/${unitCollaborator.profileId}`, member),
			],
			[
				'search',
				(member) =>
					api.get(`/units/${unit.id}/profiles?query=someone@example.com`, member?.headers),
			],
		]
		const before = await collaboratorsOf(unit.id)
		for (const [name, call] of calls) {
			const collaborator = await call(unitCollaborator)
			expect(collaborator.status, name).toBe(404)
			expect(await collaborator.json(), name).toMatchObject({ code: 'OWNER_ONLY' })
			for (const member of [cashierCollaborator, auditor, pendingAuditor, stranger]) {
				const response = await call(member)
				expect(response.status, name).toBe(404)
				expect(await response.json(), name).not.toHaveProperty('code')
			}
			expect((await call()).status, name).toBe(401)
		}
		expect(await collaboratorsOf(unit.id)).toEqual(before)
		expect(outsiders()).toHaveLength(4)
		// And for a unit that does not exist, the owner too.
		expect(
			(await api.get(`/units/${randomUUID()}/collaborators`, api.cast.owner.headers)).status,
		).toBe(404)
	})

	it('limits each caller to 30 searches an hour', async () => {
		const { owner, unit } = await setUp('limit')
		const search = () => api.get(`/units/${unit.id}/profiles?query=x@example.com`, owner.headers)
		for (let count = 0; count < 30; count += 1) expect((await search()).status).toBe(200)
		const refused = await search()
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		api.clock.advance(60 * 60 * 1000)
		expect((await search()).status).toBe(200)
	})
})
