import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cashierListSchema } from '@caixa/contract/cashier'
import {
	collaboratorListSchema,
	collaboratorSchema,
	profileMatchListSchema,
} from '@caixa/contract/collaborator'
import { unitListSchema } from '@caixa/contract/unit'
import { type CompanyCast, createCompanyCast, type Member, useTestApi } from '@caixa/testing'

describe('/caixa/api/companies/{companyId}/collaborators', () => {
	const api = useTestApi()
	let cast: CompanyCast
	const castOnce = async () => (cast ??= await createCompanyCast(api.db, api.clock))
	const get = (path: string, member?: Member) => api.get(path, member?.headers)
	const post = (path: string, body: unknown, member?: Member) =>
		api.post(path, body, member?.headers)
	const del = async (path: string, member?: Member) =>
		api.app.request(`/caixa/api${path}`, { method: 'DELETE', headers: member?.headers })
	const path = () => `/companies/${cast.company.id}/collaborators`

	async function expectOwnerOnly(send: (member?: Member) => Promise<Response>) {
		const { companyCollaborator, marketplaceOwner, unitCollaborator, stranger } = cast
		const answer = async (member?: Member) => {
			const response = await send(member)
			const body = (await response.json()) as { code?: string }
			return `${response.status} ${body.code ?? ''}`.trim()
		}
		expect(await answer(companyCollaborator)).toBe('404 OWNER_ONLY')
		expect(await answer(marketplaceOwner)).toBe('404 OWNER_ONLY')
		expect(await answer(unitCollaborator)).toBe('404')
		expect(await answer(stranger)).toBe('404')
		expect(await answer()).toBe('401')
	}

	it('lists the collaborators to the owner, the latest first; refuses everyone else', async () => {
		const { owner, companyCollaborator } = await castOnce()
		const list = await api.getOk(path(), collaboratorListSchema, owner.headers)
		expect(list).toEqual([
			{
				id: companyCollaborator.profileId,
				name: 'CompanyCollaborator',
				surname: expect.stringMatching(/^Company cast/),
				email: expect.stringMatching(/@company-cast\.example\.com$/),
				photo: null,
				since: new Date(api.clock.now()).toISOString(),
			},
		])
		expect(
			await api.getOk(
				`${path()}/${companyCollaborator.profileId}`,
				collaboratorSchema,
				owner.headers,
			),
		).toEqual(list[0])
		expect((await get(`${path()}/${owner.profileId}`, owner)).status).toBe(404)
		await expectOwnerOnly((member) => get(path(), member))
		await expectOwnerOnly((member) => get(`${path()}/${companyCollaborator.profileId}`, member))
		expect((await get(`${path()}?size=0`, owner)).status).toBe(422)
	})

	it('adds someone found by e-mail, who then works in every unit of the company', async () => {
		const { owner } = await castOnce()
		const person = await api.signIn({ name: 'Caio', surname: 'Costa', email: 'caio@example.com' })
		const found = await api.getOk(
			`/companies/${cast.company.id}/profiles?query=Caio@Example.com`,
			profileMatchListSchema,
			owner.headers,
		)
		expect(found).toEqual([
			{
				id: person.profileId,
				name: 'Caio',
				surname: 'Costa',
				email: 'caio@example.com',
				photo: null,
				member: false,
			},
		])
		expect(await api.getOk('/units', unitListSchema, person.headers)).toEqual([])

		const response = await post(path(), { profileId: person.profileId }, owner)
		expect(response.status, await response.clone().text()).toBe(201)
		expect(response.headers.get('Location')).toBe(`/caixa/api${path()}/${person.profileId}`)
		expect(collaboratorSchema.parse(await response.json())).toMatchObject({
			id: person.profileId,
			email: 'caio@example.com',
		})
		expect((await post(path(), { profileId: person.profileId }, owner)).status).toBe(200)
		expect(
			(
				await api.getOk(
					`/companies/${cast.company.id}/profiles?query=caio@example.com`,
					profileMatchListSchema,
					owner.headers,
				)
			).map((match) => match.member),
		).toEqual([true])
		expect(
			(await api.getOk('/units', unitListSchema, person.headers)).map(
				({ name, role }) => `${name} ${role}`,
			),
		).toEqual(['Padaria Norte COLLABORATOR'])
		expect(
			(await api.getOk('/cashiers', cashierListSchema, person.headers)).map((c) => c.name),
		).toEqual(['Main till'])

		const removed = await del(`${path()}/${person.profileId}`, owner)
		expect(removed.status).toBe(204)
		expect(await api.getOk('/units', unitListSchema, person.headers)).toEqual([])
		expect((await del(`${path()}/${person.profileId}`, owner)).status).toBe(404)
	})

	it('refuses the owner, an unknown profile and a malformed id with 422 on profileId', async () => {
		const { owner } = await castOnce()
		for (const profileId of [owner.profileId, randomUUID()]) {
			const response = await post(path(), { profileId }, owner)
			expect(response.status).toBe(422)
			expect(await response.json()).toMatchObject({ errors: [{ path: 'profileId' }] })
		}
		expect((await post(path(), { profileId: 'nope' }, owner)).status).toBe(422)
	})

	it('finds profiles by a whole e-mail address only: no names, no parts', async () => {
		const { owner } = await castOnce()
		const search = (query: string) =>
			get(`/companies/${cast.company.id}/profiles?query=${encodeURIComponent(query)}`, owner)
		expect((await search('Caio')).status).toBe(422)
		expect((await search('caio@')).status).toBe(422)
		expect((await search('%@example.com')).status).toBe(422)
		expect(await (await search('nobody@example.com')).json()).toEqual([])
	})

	it('leaves adding, removing and finding people to the owner', async () => {
		const { owner, companyCollaborator } = await castOnce()
		const person = await api.signIn({ name: 'Ivo', surname: 'Ito', email: 'ivo@example.com' })
		await expectOwnerOnly((member) => post(path(), { profileId: person.profileId }, member))
		await expectOwnerOnly((member) => del(`${path()}/${companyCollaborator.profileId}`, member))
		await expectOwnerOnly((member) =>
			get(`/companies/${cast.company.id}/profiles?query=ivo@example.com`, member),
		)
		expect(
			(await api.getOk(path(), collaboratorListSchema, owner.headers)).map((c) => c.id),
		).toEqual([companyCollaborator.profileId])
	})
})
