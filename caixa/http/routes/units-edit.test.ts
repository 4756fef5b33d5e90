import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { unitSchema } from '@caixa/contract/unit'
import { unitFullSchema } from '@caixa/contract/unit-details'
import { insertProduct } from '@caixa/testing/database-layer'
import {
	addUnitCollaborator,
	archiveCashier,
	createCashier,
	createCast,
	createUnitWithCashier,
	type Member,
	useTestApi,
} from '@caixa/testing'

describe('PUT /caixa/api/units/{unitId}, PUT …/photo and GET …/full', () => {
	const api = useTestApi({ cast: true })
	const put = (path: string, body: unknown, member?: Member) => api.put(path, body, member?.headers)
	const unitRow = (unitId: string) =>
		api.db.selectFrom('units').selectAll().where('id', '=', unitId).executeTakeFirstOrThrow()
	/** Everyone who may not edit the unit, and what each gets. */
	const outsiders = () => [
		api.cast.cashierCollaborator,
		api.cast.auditor,
		api.cast.pendingAuditor,
		api.cast.stranger,
	]

	describe('PUT, the details', () => {
		it('changes what the owner gives, keeps what they leave out, and answers the unit', async () => {
			const { owner } = await createCast(api.db, api.clock, { unitName: 'Editable' })
			const unitId = (
				await api.db
					.selectFrom('units')
					.select('id')
					.where('owner_profile_id', '=', owner.profileId)
					.executeTakeFirstOrThrow()
			).id
			const response = await put(
				`/units/${unitId}`,
				{
					name: '  Padaria São Jorge ',
					document: '12.345.678/0001-95',
					phone: '+55 11 3333-4444',
					email: 'Contato@Padaria.example.com',
					address: 'Avenida Paulista, 1000, São Paulo',
					latitude: -23.5646,
					longitude: -46.6527,
					timezone: 'America/Manaus',
				},
				owner,
			)
			expect(response.status, await response.clone().text()).toBe(200)
			expect(unitSchema.parse(await response.json())).toMatchObject({
				id: unitId,
				name: 'Padaria São Jorge',
				document: '12.345.678/0001-95',
				country: 'BRAZIL',
				currency: 'BRL',
				timezone: 'America/Manaus',
				information: {
					photo: null,
					address: 'Avenida Paulista, 1000, São Paulo',
					latitude: -23.5646,
					longitude: -46.6527,
					phone: '+55 11 3333-4444',
					email: 'contato@padaria.example.com',
				},
				role: 'OWNER',
			})
			expect(await unitRow(unitId)).toMatchObject({ search_text: 'padaria sao jorge' })

			// Only the phone: the rest stays. Blank text and null clear.
			const second = await put(`/units/${unitId}`, { phone: '', document: null }, owner)
			expect(await second.json()).toMatchObject({
				name: 'Padaria São Jorge',
				document: null,
				information: { phone: null, address: 'Avenida Paulista, 1000, São Paulo' },
			})
			// Nothing at all changes nothing.
			const none = await put(`/units/${unitId}`, {}, owner)
			expect(none.status).toBe(200)
			expect(await none.json()).toMatchObject({ name: 'Padaria São Jorge' })
			// Both coordinates cleared together.
			const cleared = await put(`/units/${unitId}`, { latitude: null, longitude: null }, owner)
			expect(await cleared.json()).toMatchObject({
				information: { latitude: null, longitude: null },
			})
		})

		it('finds the unit by its new name', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Old name' })
			await put(`/units/${unit.id}`, { name: 'Quitanda Nova' }, owner)
			const listed = await api.getOk('/units?query=quitanda', unitSchema.array(), owner.headers)
			expect(listed.map((each) => each.name)).toEqual(['Quitanda Nova'])
		})

		it('refuses fields that fail validation with 422, naming each, and changes nothing', async () => {
			const before = await unitRow(api.cast.unit.id)
			const path = `/units/${api.cast.unit.id}`
			const cases: Array<[unknown, string]> = [
				[{ name: '   ' }, 'name'],
				[{ name: 'x'.repeat(81) }, 'name'],
				[{ country: 'ATLANTIS' }, 'country'],
				[{ currency: 'brl' }, 'currency'],
				[{ currency: 'XYZ' }, 'currency'],
				[{ timezone: 'Mars/Olympus' }, 'timezone'],
				[{ email: 'not an address' }, 'email'],
				[{ phone: 'call me' }, 'phone'],
				[{ address: 'x'.repeat(301) }, 'address'],
				[{ latitude: 91, longitude: 0 }, 'latitude'],
				[{ latitude: 0, longitude: -181 }, 'longitude'],
				[{ latitude: -23.5 }, 'longitude'],
				[{ longitude: -46.6, latitude: null }, 'latitude'],
				[{ latitude: '-23.5', longitude: '-46.6' }, 'latitude'],
				[
					{ interestDefaults: { lateFeeBasisPoints: 10_001, monthlyInterestBasisPoints: 0 } },
					'interestDefaults.lateFeeBasisPoints',
				],
				[
					{ interestDefaults: { lateFeeBasisPoints: 0, monthlyInterestBasisPoints: 1.5 } },
					'interestDefaults.monthlyInterestBasisPoints',
				],
				[
					{ interestDefaults: { lateFeeBasisPoints: -1, monthlyInterestBasisPoints: 0 } },
					'interestDefaults.lateFeeBasisPoints',
				],
			]
			for (const [body, field] of cases) {
				const response = await put(path, body, api.cast.owner)
				expect(response.status, JSON.stringify(body)).toBe(422)
				expect(response.headers.get('content-type')).toBe('application/problem+json')
				const problem = (await response.json()) as { errors: Array<{ path: string }> }
				expect(
					problem.errors.map((error) => error.path),
					JSON.stringify(body),
				).toContain(field)
			}
			expect(await unitRow(api.cast.unit.id)).toEqual(before)
		})

		it('refuses a unit collaborator with 404 OWNER_ONLY, and everyone else as for a missing unit', async () => {
			const before = await unitRow(api.cast.unit.id)
			const path = `/units/${api.cast.unit.id}`
			const collaborator = await put(path, { name: 'Mine' }, api.cast.unitCollaborator)
			expect(collaborator.status).toBe(404)
			expect(await collaborator.json()).toMatchObject({ code: 'OWNER_ONLY' })
			const missing = await put(`/units/${randomUUID()}`, { name: 'X' }, api.cast.owner)
			expect(missing.status).toBe(404)
			const missingBody = await missing.json()
			for (const member of outsiders()) {
				const response = await put(path, { name: 'Mine' }, member)
				expect(response.status).toBe(404)
				expect(await response.json()).toEqual(missingBody)
			}
			expect((await put(path, { name: 'Mine' })).status).toBe(401)
			expect((await put('/units/nope', { name: 'Mine' }, api.cast.owner)).status).toBe(404)
			expect(await unitRow(api.cast.unit.id)).toEqual(before)
		})
	})

	describe('PUT, the currency', () => {
		it('changes freely while the unit holds no money', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Empty' })
			const response = await put(`/units/${unit.id}`, { currency: 'JPY', country: 'JAPAN' }, owner)
			expect(response.status).toBe(200)
			expect(await response.json()).toMatchObject({ currency: 'JPY', country: 'JAPAN' })
		})

		it('once it holds money, takes a currency of the same minor unit and refuses one that would change every amount', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Full' })
			await createCashier(api.db, unit.id, { name: 'Cofre', openingBalance: 150_00 })
			const refused = await put(`/units/${unit.id}`, { currency: 'JPY' }, owner)
			expect(refused.status).toBe(409)
			expect(await refused.json()).toMatchObject({ status: 409, code: 'CURRENCY_IN_USE' })
			expect((await unitRow(unit.id)).currency).toBe('BRL')
			const relabelled = await put(`/units/${unit.id}`, { currency: 'USD' }, owner)
			expect(relabelled.status).toBe(200)
			expect(await relabelled.json()).toMatchObject({ currency: 'USD' })
		})

		it('counts a transfer too, even deleted, even when the balances are back at zero', async () => {
			const { owner, unit, cashier, otherCashier } = await createCast(api.db, api.clock, {
				unitName: 'Transferred',
			})
			const base = `/units/${unit.id}/internal-transfers`
			const made = await api.post(
				base,
				{
					fromCashierId: cashier.id,
					toCashierId: otherCashier.id,
					amount: 100,
					transferredOn: '2025-01-10',
				},
				owner.headers,
			)
			expect(made.status).toBe(201)
			const { id } = (await made.json()) as { id: string }
			const deleted = await api.app.request(`/caixa/api${base}/${id}`, {
				method: 'DELETE',
				headers: owner.headers,
			})
			expect(deleted.status).toBe(204)
			expect((await put(`/units/${unit.id}`, { currency: 'JPY' }, owner)).status).toBe(409)
		})

		it('counts an archived cashier’s money too', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Archived money' })
			const old = await createCashier(api.db, unit.id, { name: 'Velho', openingBalance: 1 })
			await archiveCashier(api.db, old.id)
			expect((await put(`/units/${unit.id}`, { currency: 'JPY' }, owner)).status).toBe(409)
		})
	})

	describe('PUT, the interest and late-fee defaults', () => {
		it('start at 2% and 1% a month in Brazil, at 0 elsewhere, and the owner changes them', async () => {
			const full = (unitId: string) =>
				api.getOk(`/units/${unitId}/full`, unitFullSchema, api.cast.owner.headers)
			expect((await full(api.cast.unit.id)).interestDefaults).toEqual({
				lateFeeBasisPoints: 200,
				monthlyInterestBasisPoints: 100,
			})
			const { unit: lisbon } = await createUnitWithCashier(api.db, api.cast.owner.profileId, {
				unitName: 'Pastelaria Lisboa',
				country: 'PORTUGAL',
				now: api.clock.now(),
			})
			expect((await full(lisbon.id)).interestDefaults).toEqual({
				lateFeeBasisPoints: 0,
				monthlyInterestBasisPoints: 0,
			})
			const response = await put(
				`/units/${lisbon.id}`,
				{ interestDefaults: { lateFeeBasisPoints: 150, monthlyInterestBasisPoints: 33 } },
				api.cast.owner,
			)
			expect(response.status).toBe(200)
			expect((await full(lisbon.id)).interestDefaults).toEqual({
				lateFeeBasisPoints: 150,
				monthlyInterestBasisPoints: 33,
			})
			expect(await unitRow(lisbon.id)).toMatchObject({
				name: 'Pastelaria Lisboa',
				late_fee_basis_points: 150,
				monthly_interest_basis_points: 33,
			})
		})

		it('are the owner’s alone', async () => {
			const response = await put(
				`/units/${api.cast.unit.id}`,
				{ interestDefaults: { lateFeeBasisPoints: 0, monthlyInterestBasisPoints: 0 } },
				api.cast.unitCollaborator,
			)
			expect(response.status).toBe(404)
			expect((await unitRow(api.cast.unit.id)).late_fee_basis_points).toBe(200)
		})
	})

	describe('PUT …/photo', () => {
		const upload = async (ownerProfileId: string) => {
			const id = randomUUID()
			await api.db
				.insertInto('multimedia')
				.values({
					id,
					owner_profile_id: ownerProfileId,
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

		it("makes the owner's upload the unit's photo, a path every list then shows", async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Photogenic' })
			const id = await upload(owner.profileId)
			const response = await put(`/units/${unit.id}/photo`, { multimedia: id }, owner)
			expect(response.status).toBe(200)
			const photo = `/caixa/api/multimedia/content/${id}.jpg`
			expect(await response.json()).toMatchObject({ id: unit.id, information: { photo } })
			const cashiers = (await (await api.get('/cashiers', owner.headers)).json()) as Array<{
				unit: { photo: string | null }
			}>
			expect(cashiers.map((cashier) => cashier.unit.photo)).toEqual([photo, photo])
		})

		it("refuses someone else's upload or one that does not exist with 404", async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Camera shy' })
			const theirs = await upload(api.cast.stranger.profileId)
			for (const multimedia of [theirs, randomUUID()]) {
				const response = await put(`/units/${unit.id}/photo`, { multimedia }, owner)
				expect(response.status).toBe(404)
			}
			expect((await put(`/units/${unit.id}/photo`, { multimedia: 'x' }, owner)).status).toBe(422)
			expect((await unitRow(unit.id)).photo_multimedia_id).toBeNull()
		})

		it('is the owner’s alone', async () => {
			const path = `/units/${api.cast.unit.id}/photo`
			const own = await upload(api.cast.unitCollaborator.profileId)
			const collaborator = await put(path, { multimedia: own }, api.cast.unitCollaborator)
			expect(collaborator.status).toBe(404)
			expect(await collaborator.json()).toMatchObject({ code: 'OWNER_ONLY' })
			for (const member of outsiders()) {
				const mine = await upload(member.profileId)
				expect((await put(path, { multimedia: mine }, member)).status).toBe(404)
			}
			expect((await put(path, { multimedia: own })).status).toBe(401)
			expect((await unitRow(api.cast.unit.id)).photo_multimedia_id).toBeNull()
		})
	})

	describe('GET …/full', () => {
		it('answers the unit, its live cashiers by name with balances, and its figures', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'X-ray' })
			await createCashier(api.db, unit.id, { name: 'Cartão', openingBalance: 12_50 })
			const archived = await createCashier(api.db, unit.id, { name: 'Antigo', openingBalance: 99 })
			await archiveCashier(api.db, archived.id)
			const product = {
				sku: null,
				kind: 'PRODUCT',
				unitPrice: 500,
				unitCost: 200,
				tracksStock: true,
			} as const
			await insertProduct(api.db, unit.id, { ...product, name: 'Pão' }, api.clock.now())
			const gone = await insertProduct(
				api.db,
				unit.id,
				{ ...product, name: 'Bolo' },
				api.clock.now(),
			)
			await api.db
				.updateTable('products')
				.set({ archived_at: 1 })
				.where('id', '=', gone.id)
				.execute()
			for (const [name, archivedAt] of [
				['Moinho', null],
				['Leiteria', null],
				['Velha', 1],
			] as const) {
				await api.db
					.insertInto('clients_or_suppliers')
					.values({
						id: randomUUID(),
						unit_id: unit.id,
						name,
						search_text: name.toLowerCase(),
						document: null,
						kind: 'SUPPLIER',
						email: null,
						phone: null,
						archived_at: archivedAt,
						created_at: api.clock.now(),
					})
					.execute()
			}
			const full = await api.getOk(`/units/${unit.id}/full`, unitFullSchema, owner.headers)
			expect(full.unit).toMatchObject({ id: unit.id, name: 'X-ray', role: 'OWNER' })
			expect(full.cashiers.map(({ name, balance }) => `${name} ${balance}`)).toEqual([
				'Bank account 0',
				'Cartão 1250',
				'Main till 0',
			])
			expect(full.figures).toEqual({
				cashiers: 3,
				balance: 12_50,
				categories: expect.any(Number),
				// The cast's unit collaborator.
				collaborators: 1,
				clientsOrSuppliers: 2,
				products: 1,
			})
			const categories = await api.db
				.selectFrom('categories')
				.select('id')
				.where('unit_id', '=', unit.id)
				.execute()
			expect(full.figures.categories).toBe(categories.length)
			expect(full.figures.categories).toBeGreaterThan(5)
		})

		it('answers a unit collaborator as collaborator, and 404 to everyone else', async () => {
			const path = `/units/${api.cast.unit.id}/full`
			const seen = await api.getOk(path, unitFullSchema, api.cast.unitCollaborator.headers)
			expect(seen.unit.role).toBe('COLLABORATOR')
			expect(seen.cashiers.every((cashier) => cashier.role === 'COLLABORATOR')).toBe(true)
			for (const member of outsiders()) {
				expect((await api.get(path, member.headers)).status).toBe(404)
			}
			expect((await api.get(path)).status).toBe(401)
			expect((await api.get(`/units/${randomUUID()}/full`, api.cast.owner.headers)).status).toBe(
				404,
			)
		})

		it('counts someone who collaborates twice once', async () => {
			const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Twice' })
			await addUnitCollaborator(api.db, unit.id, api.cast.stranger.profileId)
			await addUnitCollaborator(api.db, unit.id, api.cast.stranger.profileId)
			const full = await api.getOk(`/units/${unit.id}/full`, unitFullSchema, owner.headers)
			expect(full.figures.collaborators).toBe(2)
		})
	})
})
