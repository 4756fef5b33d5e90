import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
	type Company,
	companyFullSchema,
	companyListSchema,
	companySchema,
} from '@caixa/contract/company'
import { type CompanyCast, createCompanyCast, type Member, useTestApi } from '@caixa/testing'

describe('/caixa/api/companies', () => {
	const api = useTestApi()
	let cast: CompanyCast
	const castOnce = async () => (cast ??= await createCompanyCast(api.db, api.clock))
	const get = (path: string, member?: Member) => api.get(path, member?.headers)
	const summary = (companies: Company[]) => companies.map(({ name, role }) => `${name} ${role}`)

	/** A multimedia row, as an upload by `profileId` leaves one (the files do not matter here). */
	const storedPhoto = async (profileId: string) => {
		const id = randomUUID()
		await api.db
			.insertInto('multimedia')
			.values({
				id,
				owner_profile_id: profileId,
				content_type: 'image/jpeg',
				storage_key: id,
				standard_bytes: 1,
				standard_width: 1,
				standard_height: 1,
				sample_bytes: 1,
				sample_width: 1,
				sample_height: 1,
				created_at: api.clock.now(),
			})
			.execute()
		return id
	}

	describe('GET, the list', () => {
		it('lists the company to its owner, collaborators and marketplace owner, each with their role', async () => {
			const { owner, companyCollaborator, marketplaceOwner } = await castOnce()
			const list = async (member: Member, search = '') =>
				summary(await api.getOk(`/companies${search}`, companyListSchema, member.headers))
			expect(await list(owner)).toEqual(['Padarias Reunidas OWNER'])
			expect(await list(companyCollaborator)).toEqual(['Padarias Reunidas COLLABORATOR'])
			expect(await list(marketplaceOwner)).toEqual(['Padarias Reunidas MARKETPLACE_OWNER'])
			const [company] = await api.getOk('/companies', companyListSchema, owner.headers)
			expect(company).toEqual({
				id: cast.company.id,
				name: 'Padarias Reunidas',
				document: '12.345.678/0001-95',
				photo: null,
				marketplace: { id: cast.marketplace.id, name: 'Shopping Center Norte' },
				role: 'OWNER',
			})
		})

		it('lists nothing to a unit collaborator or a stranger (theirs only), 401 without a session', async () => {
			const { unitCollaborator, stranger } = await castOnce()
			expect(await api.getOk('/companies', companyListSchema, unitCollaborator.headers)).toEqual([])
			expect(summary(await api.getOk('/companies', companyListSchema, stranger.headers))).toEqual([
				'Elsewhere Ltd OWNER',
			])
			expect((await get('/companies')).status).toBe(401)
		})

		it('filters by name words, marketplace and role, and pages by name', async () => {
			const me = await api.signIn({ name: 'Lia', surname: 'Lists', email: 'lia@example.com' })
			for (const name of ['Óticas Lia', 'Padaria Lia', 'Oficina', 'Ótica Centro']) {
				expect((await api.post('/companies', { name }, me.headers)).status).toBe(201)
			}
			const names = async (search: string) =>
				(await api.getOk(`/companies${search}`, companyListSchema, me.headers)).map((c) => c.name)
			expect(await names('')).toEqual(['Oficina', 'Ótica Centro', 'Óticas Lia', 'Padaria Lia'])
			expect(await names('?query=OTICA')).toEqual(['Ótica Centro', 'Óticas Lia'])
			expect(await names('?query=lia%20otica')).toEqual(['Óticas Lia'])
			expect(await names('?offset=1&size=2')).toEqual(['Ótica Centro', 'Óticas Lia'])
			expect(await names('?role=COLLABORATOR')).toEqual([])
			expect(await names(`?marketplaceId=${randomUUID()}`)).toEqual([])
			expect((await get('/companies?size=101', me)).status).toBe(422)
			expect((await get('/companies?role=KING', me)).status).toBe(422)
			const { marketplaceOwner } = await castOnce()
			expect(
				summary(
					await api.getOk(
						`/companies?marketplaceId=${cast.marketplace.id}&role=MARKETPLACE_OWNER`,
						companyListSchema,
						marketplaceOwner.headers,
					),
				),
			).toEqual(['Padarias Reunidas MARKETPLACE_OWNER'])
		})
	})

	describe('POST, a new company', () => {
		it('creates a company owned by the caller: 201, its Location, a blank document is none', async () => {
			const me = await api.signIn({ name: 'Rui', surname: 'Reis', email: 'rui@example.com' })
			const response = await api.post(
				'/companies',
				{ name: '  Grupo São Jorge ', document: '  ' },
				me.headers,
			)
			expect(response.status, await response.clone().text()).toBe(201)
			const company = companySchema.parse(await response.json())
			expect(response.headers.get('Location')).toBe(`/caixa/api/companies/${company.id}`)
			expect(company).toEqual({
				id: expect.any(String),
				name: 'Grupo São Jorge',
				document: null,
				photo: null,
				marketplace: null,
				role: 'OWNER',
			})
			expect(await api.getOk(`/companies/${company.id}`, companySchema, me.headers)).toEqual(
				company,
			)
			const stored = await api.db
				.selectFrom('companies')
				.selectAll()
				.where('id', '=', company.id)
				.executeTakeFirstOrThrow()
			expect(stored).toMatchObject({
				search_text: 'grupo sao jorge',
				owner_profile_id: me.profileId,
				marketplace_id: null,
				created_at: api.clock.now(),
			})
		})

		it('answers 422 with the field for a blank name or a long document, 401 without a session', async () => {
			const { owner } = await castOnce()
			const blank = await api.post('/companies', { name: ' ' }, owner.headers)
			expect(blank.status).toBe(422)
			expect(await blank.json()).toMatchObject({ errors: [{ path: 'name' }] })
			const long = await api.post(
				'/companies',
				{ name: 'X', document: '9'.repeat(41) },
				owner.headers,
			)
			expect(long.status).toBe(422)
			expect(await long.json()).toMatchObject({ errors: [{ path: 'document' }] })
			expect((await api.post('/companies', { name: 'X' })).status).toBe(401)
		})
	})

	describe('GET one, and /full', () => {
		it('answers the company to whoever sees it, 404 to a unit collaborator and strangers, 401 without a session', async () => {
			const { owner, companyCollaborator, marketplaceOwner, unitCollaborator, stranger } =
				await castOnce()
			const path = `/companies/${cast.company.id}`
			for (const [member, role] of [
				[owner, 'OWNER'],
				[companyCollaborator, 'COLLABORATOR'],
				[marketplaceOwner, 'MARKETPLACE_OWNER'],
			] as const) {
				expect(await api.getOk(path, companySchema, member.headers)).toMatchObject({ role })
			}
			for (const member of [unitCollaborator, stranger]) {
				expect((await get(path, member)).status).toBe(404)
				expect((await get(`${path}/full`, member)).status).toBe(404)
			}
			expect((await get(path)).status).toBe(401)
			expect((await get(`${path}/full`)).status).toBe(401)
			expect((await get(`/companies/${randomUUID()}`, owner)).status).toBe(404)
			expect((await get('/companies/nope', owner)).status).toBe(404)
		})

		it('counts units, live cashiers and collaborators for its people; units only for the marketplace owner', async () => {
			const { owner, companyCollaborator, marketplaceOwner } = await castOnce()
			const path = `/companies/${cast.company.id}/full`
			const full = await api.getOk(path, companyFullSchema, owner.headers)
			expect(full).toMatchObject({
				id: cast.company.id,
				role: 'OWNER',
				figures: { units: 1, cashiers: 1, collaborators: 1 },
			})
			expect(
				(await api.getOk(path, companyFullSchema, companyCollaborator.headers)).figures,
			).toEqual({ units: 1, cashiers: 1, collaborators: 1 })
			expect((await api.getOk(path, companyFullSchema, marketplaceOwner.headers)).figures).toEqual({
				units: 1,
				cashiers: null,
				collaborators: null,
			})
		})
	})

	describe('PUT, the edit', () => {
		it('renames the company and changes its document for the owner', async () => {
			const me = await api.signIn({ name: 'Edu', surname: 'Edit', email: 'edu@example.com' })
			const created = companySchema.parse(
				await (
					await api.post('/companies', { name: 'Old name', document: '1' }, me.headers)
				).json(),
			)
			const response = await api.put(
				`/companies/${created.id}`,
				{ name: 'Nova Ótica', document: '  11.222.333/0001-81 ' },
				me.headers,
			)
			expect(response.status, await response.clone().text()).toBe(200)
			expect(await response.json()).toMatchObject({
				name: 'Nova Ótica',
				document: '11.222.333/0001-81',
			})
			const names = (await api.getOk('/companies?query=otica', companyListSchema, me.headers)).map(
				(company) => company.name,
			)
			expect(names).toEqual(['Nova Ótica'])
			// Left out, the document is cleared: PUT writes the whole company.
			expect(
				await (
					await api.put(`/companies/${created.id}`, { name: 'Nova Ótica' }, me.headers)
				).json(),
			).toMatchObject({ document: null })
		})

		it('refuses everyone but the owner, and changes nothing', async () => {
			const { companyCollaborator, marketplaceOwner, unitCollaborator, stranger } = await castOnce()
			const path = `/companies/${cast.company.id}`
			for (const member of [companyCollaborator, marketplaceOwner]) {
				const response = await api.put(path, { name: 'Mine now' }, member.headers)
				expect(response.status).toBe(404)
				expect(await response.json()).toMatchObject({ code: 'OWNER_ONLY' })
			}
			for (const member of [unitCollaborator, stranger]) {
				const response = await api.put(path, { name: 'Mine now' }, member.headers)
				expect(response.status).toBe(404)
				expect(await response.json()).not.toHaveProperty('code')
			}
			expect((await api.put(path, { name: 'Mine now' })).status).toBe(401)
			expect((await api.put(path, { name: '' }, cast.owner.headers)).status).toBe(422)
			expect(await api.getOk(path, companySchema, cast.owner.headers)).toMatchObject({
				name: 'Padarias Reunidas',
			})
		})
	})

	describe('PUT /photo', () => {
		it("makes the owner's upload the company's photo; someone else's upload is a 404", async () => {
			const { owner, companyCollaborator, marketplaceOwner, unitCollaborator, stranger } =
				await castOnce()
			const path = `/companies/${cast.company.id}/photo`
			const photo = await storedPhoto(owner.profileId)
			const response = await api.put(path, { multimedia: photo }, owner.headers)
			expect(response.status, await response.clone().text()).toBe(200)
			expect(await response.json()).toMatchObject({
				photo: `/caixa/api/multimedia/content/${photo}.jpg`,
			})
			const others = await storedPhoto(stranger.profileId)
			expect((await api.put(path, { multimedia: others }, owner.headers)).status).toBe(404)
			for (const member of [companyCollaborator, marketplaceOwner, unitCollaborator, stranger]) {
				const own = await storedPhoto(member.profileId)
				expect((await api.put(path, { multimedia: own }, member.headers)).status).toBe(404)
			}
			expect((await api.put(path, { multimedia: photo })).status).toBe(401)
			expect((await api.put(path, { multimedia: 'nope' }, owner.headers)).status).toBe(422)
			expect(
				await api.getOk(`/companies/${cast.company.id}`, companySchema, owner.headers),
			).toMatchObject({ photo: `/caixa/api/multimedia/content/${photo}.jpg` })
		})
	})
})
