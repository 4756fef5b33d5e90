import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cashierListSchema } from '@caixa/contract/cashier'
import { collaboratorSchema, profileMatchListSchema } from '@caixa/contract/collaborator'
import { unitListSchema, unitSchema } from '@caixa/contract/unit'
import {
	type CompanyCast,
	createCompanyCast,
	createUnitWithCashier,
	type Member,
	useTestApi,
} from '@caixa/testing'

describe('/caixa/api/companies/{companyId}/units', () => {
	const api = useTestApi()
	let cast: CompanyCast
	const castOnce = async () => (cast ??= await createCompanyCast(api.db, api.clock))
	const get = (path: string, member?: Member) => api.get(path, member?.headers)
	const post = (path: string, body: unknown, member?: Member) =>
		api.post(path, body, member?.headers)
	const del = async (path: string, member?: Member) =>
		api.app.request(`/caixa/api${path}`, { method: 'DELETE', headers: member?.headers })
	const unitsPath = () => `/companies/${cast.company.id}/units`
	const unitPath = () => `${unitsPath()}/${cast.unit.id}`

	/** The refusals every owner-only call answers: OWNER_ONLY to those who see the company. */
	async function expectOwnerOnly(send: (member?: Member) => Promise<Response>) {
		const { companyCollaborator, marketplaceOwner, unitCollaborator, stranger } = cast
		const codes = async (member?: Member) => {
			const response = await send(member)
			const body = (await response.json()) as { code?: string }
			return `${response.status} ${body.code ?? ''}`.trim()
		}
		expect(await codes(companyCollaborator)).toBe('404 OWNER_ONLY')
		expect(await codes(marketplaceOwner)).toBe('404 OWNER_ONLY')
		expect(await codes(unitCollaborator)).toBe('404')
		expect(await codes(stranger)).toBe('404')
		expect(await codes()).toBe('401')
	}

	describe('GET, the list', () => {
		it("lists the company's units to its owner and collaborators with their role, by name", async () => {
			const { owner, companyCollaborator } = await castOnce()
			expect(
				(await api.getOk(unitsPath(), unitListSchema, owner.headers)).map(
					({ name, role, companyId }) => `${name} ${role} ${companyId === cast.company.id}`,
				),
			).toEqual(['Padaria Norte OWNER true'])
			expect(
				(await api.getOk(unitsPath(), unitListSchema, companyCollaborator.headers)).map(
					({ name, role }) => `${name} ${role}`,
				),
			).toEqual(['Padaria Norte COLLABORATOR'])
		})

		it('answers MEMBERS_ONLY to the marketplace owner, 404 to others, 401 without a session', async () => {
			const { marketplaceOwner, unitCollaborator, stranger, owner } = await castOnce()
			const marketplace = await get(unitsPath(), marketplaceOwner)
			expect(marketplace.status).toBe(404)
			expect(await marketplace.json()).toMatchObject({ code: 'MEMBERS_ONLY' })
			for (const member of [unitCollaborator, stranger]) {
				expect((await get(unitsPath(), member)).status).toBe(404)
			}
			expect((await get(unitsPath())).status).toBe(401)
			expect((await get(`/companies/${randomUUID()}/units`, owner)).status).toBe(404)
			expect((await get(`${unitsPath()}?size=0`, owner)).status).toBe(422)
		})
	})

	describe('POST, a unit in the company', () => {
		it('makes a new unit with its categories and first cashier: 201 and its Location', async () => {
			const { owner, companyCollaborator } = await castOnce()
			const response = await post(
				unitsPath(),
				{ name: ' Padaria Sul ', country: 'PORTUGAL', cashierName: 'Gaveta' },
				owner,
			)
			expect(response.status, await response.clone().text()).toBe(201)
			const unit = unitSchema.parse(await response.json())
			expect(response.headers.get('Location')).toBe(`/caixa/api${unitsPath()}/${unit.id}`)
			expect(unit).toMatchObject({
				name: 'Padaria Sul',
				country: 'PORTUGAL',
				currency: 'EUR',
				timezone: 'Europe/Lisbon',
				companyId: cast.company.id,
				role: 'OWNER',
			})
			expect(await api.getOk(`${unitsPath()}/${unit.id}`, unitSchema, owner.headers)).toEqual(unit)
			const categories = await api.db
				.selectFrom('categories')
				.select('id')
				.where('unit_id', '=', unit.id)
				.execute()
			expect(categories.length).toBeGreaterThan(0)
			// Its cashier reaches the company's collaborator, through the company.
			const cashiers = await api.getOk(
				`/cashiers?unitId=${unit.id}`,
				cashierListSchema,
				companyCollaborator.headers,
			)
			expect(cashiers.map(({ name, role }) => `${name} ${role}`)).toEqual(['Gaveta COLLABORATOR'])
		})

		it('makes a unit without a cashier when none is named', async () => {
			const { owner } = await castOnce()
			const response = await post(unitsPath(), { name: 'Depósito', country: 'BRAZIL' }, owner)
			expect(response.status).toBe(201)
			const unit = unitSchema.parse(await response.json())
			expect(
				await api.getOk(`/units/${unit.id}/cashiers`, cashierListSchema, owner.headers),
			).toEqual([])
		})

		it("moves one of the owner's units in (200), and refuses someone else's on unitId", async () => {
			const { owner, stranger } = await castOnce()
			const response = await post(unitsPath(), { unitId: cast.looseUnit.id }, owner)
			expect(response.status, await response.clone().text()).toBe(200)
			expect(await response.json()).toMatchObject({
				id: cast.looseUnit.id,
				companyId: cast.company.id,
			})
			const { unit: strangers } = await createUnitWithCashier(api.db, stranger.profileId)
			const refused = await post(unitsPath(), { unitId: strangers.id }, owner)
			expect(refused.status).toBe(422)
			expect(await refused.json()).toMatchObject({ errors: [{ path: 'unitId' }] })
			// Back out, for the tests after.
			expect((await del(`${unitsPath()}/${cast.looseUnit.id}`, owner)).status).toBe(204)
		})

		it('answers 422 with the fields a new unit lacks or gets wrong', async () => {
			const { owner } = await castOnce()
			const missing = await post(unitsPath(), {}, owner)
			expect(missing.status).toBe(422)
			expect(
				((await missing.json()) as { errors: { path: string }[] }).errors.map((e) => e.path).sort(),
			).toEqual(['country', 'name'])
			const wrong = await post(
				unitsPath(),
				{ name: 'X', country: 'ATLANTIS', timezone: 'Mars/Base' },
				owner,
			)
			expect(wrong.status).toBe(422)
			expect(
				((await wrong.json()) as { errors: { path: string }[] }).errors.map((e) => e.path).sort(),
			).toEqual(['country', 'timezone'])
		})

		it('refuses everyone but the owner, and adds nothing', async () => {
			await castOnce()
			const before = await api.db.selectFrom('units').select('id').execute()
			await expectOwnerOnly((member) =>
				post(unitsPath(), { name: 'Mine', country: 'BRAZIL' }, member),
			)
			expect(await api.db.selectFrom('units').select('id').execute()).toHaveLength(before.length)
		})
	})

	describe('GET and PUT one unit', () => {
		it('answers the unit to the company’s people only, in this company only', async () => {
			const { owner, companyCollaborator, marketplaceOwner, unitCollaborator, stranger } =
				await castOnce()
			expect(await api.getOk(unitPath(), unitSchema, owner.headers)).toMatchObject({
				id: cast.unit.id,
				role: 'OWNER',
			})
			expect(await api.getOk(unitPath(), unitSchema, companyCollaborator.headers)).toMatchObject({
				role: 'COLLABORATOR',
			})
			for (const member of [marketplaceOwner, unitCollaborator, stranger]) {
				expect((await get(unitPath(), member)).status).toBe(404)
			}
			expect((await get(unitPath())).status).toBe(401)
			// A unit of the owner's that is not in the company is not there.
			expect((await get(`${unitsPath()}/${cast.looseUnit.id}`, owner)).status).toBe(404)
		})

		it('edits the unit for the company’s owner, as PUT /units/{unitId} does', async () => {
			const { owner } = await castOnce()
			const response = await api.put(
				unitPath(),
				{ name: 'Padaria Norte II', phone: '+55 11 3333-4444' },
				owner.headers,
			)
			expect(response.status, await response.clone().text()).toBe(200)
			expect(await response.json()).toMatchObject({
				name: 'Padaria Norte II',
				information: { phone: '+55 11 3333-4444' },
			})
			const bad = await api.put(unitPath(), { name: '', phone: 'call me' }, owner.headers)
			expect(bad.status).toBe(422)
			await expectOwnerOnly((member) => api.put(unitPath(), { name: 'Mine' }, member?.headers))
			expect(
				(await api.put(`${unitsPath()}/${cast.looseUnit.id}`, { name: 'X' }, owner.headers)).status,
			).toBe(404)
			expect(await api.getOk(unitPath(), unitSchema, owner.headers)).toMatchObject({
				name: 'Padaria Norte II',
			})
		})
	})

	describe('DELETE one unit: detach', () => {
		it('takes the unit out for the owner: it stays theirs, the company’s collaborators lose it', async () => {
			const { owner, companyCollaborator } = await castOnce()
			const created = unitSchema.parse(
				await (
					await post(
						unitsPath(),
						{ name: 'Pop-up', country: 'BRAZIL', cashierName: 'Caixa' },
						owner,
					)
				).json(),
			)
			expect((await get(`/units/${created.id}`, companyCollaborator)).status).toBe(200)
			await expectOwnerOnly((member) => del(`${unitsPath()}/${created.id}`, member))
			expect((await del(`${unitsPath()}/${created.id}`, owner)).status).toBe(204)
			expect(await api.getOk(`/units/${created.id}`, unitSchema, owner.headers)).toMatchObject({
				companyId: null,
				role: 'OWNER',
			})
			expect((await get(`/units/${created.id}`, companyCollaborator)).status).toBe(404)
			expect((await del(`${unitsPath()}/${created.id}`, owner)).status).toBe(404)
		})
	})

	describe('profiles and collaborators of one unit', () => {
		it('finds a profile by its whole e-mail only, and adds it to the unit for the owner', async () => {
			const { owner } = await castOnce()
			const person = await api.signIn({
				name: 'Paula',
				surname: 'Pereira',
				email: 'paula.unit@example.com',
			})
			const search = (query: string) =>
				api.getOk(
					`${unitPath()}/profiles?query=${encodeURIComponent(query)}`,
					profileMatchListSchema,
					owner.headers,
				)
			expect(await search('PAULA.unit@example.com')).toEqual([
				{
					id: person.profileId,
					name: 'Paula',
					surname: 'Pereira',
					email: 'paula.unit@example.com',
					photo: null,
					member: false,
				},
			])
			expect(await search('nobody@example.com')).toEqual([])
			expect((await get(`${unitPath()}/profiles?query=paula`, owner)).status).toBe(422)
			// The company's collaborator works in the unit already.
			const { email } = await api.db
				.selectFrom('profiles')
				.select('email')
				.where('id', '=', cast.companyCollaborator.profileId)
				.executeTakeFirstOrThrow()
			expect((await search(email)).map((match) => match.member)).toEqual([true])

			const response = await post(
				`${unitPath()}/collaborators`,
				{ profileId: person.profileId },
				owner,
			)
			expect(response.status, await response.clone().text()).toBe(201)
			expect(response.headers.get('Location')).toBe(
				`/caixa/api/units/${cast.unit.id}/collaborators/${person.profileId}`,
			)
			expect(collaboratorSchema.parse(await response.json())).toMatchObject({
				id: person.profileId,
			})
			expect(
				(await post(`${unitPath()}/collaborators`, { profileId: person.profileId }, owner)).status,
			).toBe(200)
			expect(await api.getOk(`/units/${cast.unit.id}`, unitSchema, person.headers)).toMatchObject({
				role: 'COLLABORATOR',
			})
			const ownerAgain = await post(
				`${unitPath()}/collaborators`,
				{ profileId: owner.profileId },
				owner,
			)
			expect(ownerAgain.status).toBe(422)
			const nobody = await post(`${unitPath()}/collaborators`, { profileId: randomUUID() }, owner)
			expect(nobody.status).toBe(422)
		})

		it('leaves finding and adding people to the owner', async () => {
			const { owner } = await castOnce()
			await expectOwnerOnly((member) =>
				get(`${unitPath()}/profiles?query=someone@example.com`, member),
			)
			await expectOwnerOnly((member) =>
				post(`${unitPath()}/collaborators`, { profileId: owner.profileId }, member),
			)
		})
	})
})
