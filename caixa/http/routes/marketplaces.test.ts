import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { companyListSchema, companySchema } from '@caixa/contract/company'
import { marketplaceListSchema, marketplaceSchema } from '@caixa/contract/marketplace'
import { type CompanyCast, createCompanyCast, type Member, useTestApi } from '@caixa/testing'

describe('/caixa/api/marketplaces', () => {
	const api = useTestApi()
	let cast: CompanyCast
	const castOnce = async () => (cast ??= await createCompanyCast(api.db, api.clock))
	const get = (path: string, member?: Member) => api.get(path, member?.headers)
	const post = (path: string, body: unknown, member?: Member) =>
		api.post(path, body, member?.headers)

	describe('GET and POST /marketplaces', () => {
		it('creates a marketplace for the caller: 201, its Location, no companies yet', async () => {
			const me = await api.signIn({ name: 'Mia', surname: 'Mall', email: 'mia@example.com' })
			const response = await post('/marketplaces', { name: ' Shopping Iguatemi ' }, me)
			expect(response.status, await response.clone().text()).toBe(201)
			const marketplace = marketplaceSchema.parse(await response.json())
			expect(marketplace).toEqual({
				id: expect.any(String),
				name: 'Shopping Iguatemi',
				companies: 0,
			})
			expect(response.headers.get('Location')).toBe(`/caixa/api/marketplaces/${marketplace.id}`)
			expect(
				await api.getOk(`/marketplaces/${marketplace.id}`, marketplaceSchema, me.headers),
			).toEqual(marketplace)
			expect((await post('/marketplaces', { name: '' }, me)).status).toBe(422)
			expect((await post('/marketplaces', { name: 'X' })).status).toBe(401)
		})

		it("lists the caller's own marketplaces by name, with their companies counted, and filters", async () => {
			const me = await api.signIn({ name: 'Nei', surname: 'Net', email: 'nei@example.com' })
			for (const name of ['Rede Sul', 'Feira Livre', 'Rede Norte']) {
				expect((await post('/marketplaces', { name }, me)).status).toBe(201)
			}
			const names = async (search: string) =>
				(await api.getOk(`/marketplaces${search}`, marketplaceListSchema, me.headers)).map(
					(marketplace) => marketplace.name,
				)
			expect(await names('')).toEqual(['Feira Livre', 'Rede Norte', 'Rede Sul'])
			expect(await names('?query=rede')).toEqual(['Rede Norte', 'Rede Sul'])
			expect(await names('?offset=2')).toEqual(['Rede Sul'])
			expect((await get('/marketplaces?offset=-1', me)).status).toBe(422)
			const { marketplaceOwner, owner, companyCollaborator, unitCollaborator, stranger } =
				await castOnce()
			expect(
				await api.getOk('/marketplaces', marketplaceListSchema, marketplaceOwner.headers),
			).toEqual([{ id: cast.marketplace.id, name: 'Shopping Center Norte', companies: 1 }])
			// Owning or working in a company of a marketplace shows no marketplace.
			for (const member of [owner, companyCollaborator, unitCollaborator]) {
				expect(await api.getOk('/marketplaces', marketplaceListSchema, member.headers)).toEqual([])
			}
			expect(
				(await api.getOk('/marketplaces', marketplaceListSchema, stranger.headers)).map(
					(marketplace) => marketplace.name,
				),
			).toEqual(['Elsewhere Mall'])
			expect((await get('/marketplaces')).status).toBe(401)
		})
	})

	describe('GET /marketplaces/{id}', () => {
		it('answers its owner alone: 404 to everyone else, 401 without a session', async () => {
			const { marketplaceOwner, owner, companyCollaborator, unitCollaborator, stranger } =
				await castOnce()
			const path = `/marketplaces/${cast.marketplace.id}`
			expect(await api.getOk(path, marketplaceSchema, marketplaceOwner.headers)).toEqual({
				id: cast.marketplace.id,
				name: 'Shopping Center Norte',
				companies: 1,
			})
			for (const member of [owner, companyCollaborator, unitCollaborator, stranger]) {
				expect((await get(path, member)).status).toBe(404)
				expect((await get(`${path}/companies`, member)).status).toBe(404)
			}
			expect((await get(path)).status).toBe(401)
			expect((await get(`/marketplaces/${randomUUID()}`, marketplaceOwner)).status).toBe(404)
			expect((await get('/marketplaces/nope', marketplaceOwner)).status).toBe(404)
		})
	})

	describe('GET and POST /marketplaces/{id}/companies', () => {
		it("creates a company in the owner's marketplace, the caller's own, and lists it with the others", async () => {
			const { marketplaceOwner } = await castOnce()
			const path = `/marketplaces/${cast.marketplace.id}/companies`
			const response = await post(path, { name: 'Café do Átrio', document: '' }, marketplaceOwner)
			expect(response.status, await response.clone().text()).toBe(201)
			const company = companySchema.parse(await response.json())
			expect(response.headers.get('Location')).toBe(`/caixa/api/companies/${company.id}`)
			expect(company).toEqual({
				id: expect.any(String),
				name: 'Café do Átrio',
				document: null,
				photo: null,
				marketplace: { id: cast.marketplace.id, name: 'Shopping Center Norte' },
				role: 'OWNER',
			})
			const list = await api.getOk(path, companyListSchema, marketplaceOwner.headers)
			expect(list.map(({ name, role }) => `${name} ${role}`)).toEqual([
				'Café do Átrio OWNER',
				'Padarias Reunidas MARKETPLACE_OWNER',
			])
			expect(
				(await api.getOk(`${path}?query=padaria`, companyListSchema, marketplaceOwner.headers)).map(
					(each) => each.name,
				),
			).toEqual(['Padarias Reunidas'])
			expect(
				await api.getOk(
					`/marketplaces/${cast.marketplace.id}`,
					marketplaceSchema,
					marketplaceOwner.headers,
				),
			).toMatchObject({ companies: 2 })
			expect((await get(`${path}?size=0`, marketplaceOwner)).status).toBe(422)
		})

		it('refuses to create in a marketplace that is not the caller’s, and creates nothing', async () => {
			const { owner, companyCollaborator, unitCollaborator, stranger } = await castOnce()
			const path = `/marketplaces/${cast.marketplace.id}/companies`
			const before = await api.db.selectFrom('companies').select('id').execute()
			for (const member of [owner, companyCollaborator, unitCollaborator, stranger]) {
				expect((await post(path, { name: 'Sneaky' }, member)).status).toBe(404)
			}
			expect((await post(path, { name: 'Sneaky' })).status).toBe(401)
			expect((await post(path, { name: ' ' }, cast.marketplaceOwner)).status).toBe(422)
			expect(await api.db.selectFrom('companies').select('id').execute()).toHaveLength(
				before.length,
			)
		})
	})
})
