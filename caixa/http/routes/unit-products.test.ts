import { describe, expect, it } from 'vitest'
import { productListSchema, productSchema } from '@caixa/contract/product'
import { createUnitWithCashier, type Member, useTestApi } from '@caixa/testing'

describe('/caixa/api/units/{unitId}/products', () => {
	const api = useTestApi({ cast: true })
	const path = (suffix = '') => `/units/${api.cast.unit.id}/products${suffix}`
	const refused = () => [
		api.cast.cashierCollaborator,
		api.cast.auditor,
		api.cast.pendingAuditor,
		api.cast.stranger,
	]
	const create = async (body: unknown, member: Member = api.cast.owner, at = path()) => {
		const response = await api.post(at, body, member.headers)
		expect(response.status, await response.clone().text()).toBe(201)
		return { body: productSchema.parse(await response.json()), response }
	}

	it('adds a product for the owner and a unit collaborator; stock kept by default; Location', async () => {
		const { body, response } = await create({
			name: 'Pão francês',
			sku: ' PF-01 ',
			kind: 'PRODUCT',
			unitPrice: 75,
			unitCost: 30,
		})
		expect(body).toEqual({
			id: expect.any(String),
			name: 'Pão francês',
			sku: 'PF-01',
			kind: 'PRODUCT',
			unitPrice: 75,
			unitCost: 30,
			currency: 'BRL',
			tracksStock: true,
			archived: false,
		})
		expect(response.headers.get('Location')).toBe(
			`/caixa/api/units/${api.cast.unit.id}/products/${body.id}`,
		)
		const { body: service } = await create(
			{ name: 'Entrega', kind: 'SERVICE', unitPrice: 1000 },
			api.cast.unitCollaborator,
		)
		expect(service).toMatchObject({ sku: null, unitCost: 0, tracksStock: false })
	})

	it('refuses bad fields with 422 and a SKU the unit already has with 409 SKU_TAKEN', async () => {
		const cases: Array<[unknown, string]> = [
			[{ name: '', kind: 'PRODUCT', unitPrice: 1 }, 'name'],
			[{ name: 'X', kind: 'PRODUCT', unitPrice: -1 }, 'unitPrice'],
			[{ name: 'X', kind: 'PRODUCT', unitPrice: 1.5 }, 'unitPrice'],
			[{ name: 'X', kind: 'PRODUCT' }, 'unitPrice'],
			[{ name: 'X', kind: 'PRODUCT', unitPrice: 1, unitCost: -5 }, 'unitCost'],
			[{ name: 'X', kind: 'SERVICE', unitPrice: 1, tracksStock: true }, 'tracksStock'],
		]
		for (const [body, field] of cases) {
			const response = await api.post(path(), body, api.cast.owner.headers)
			expect(response.status, JSON.stringify(body)).toBe(422)
			const problem = (await response.json()) as { errors: Array<{ path: string }> }
			expect(problem.errors.map((error) => error.path)).toContain(field)
		}
		await create({ name: 'Bolo', sku: 'BOLO', kind: 'PRODUCT', unitPrice: 2000 })
		const taken = await api.post(
			path(),
			{ name: 'Outro bolo', sku: 'BOLO', kind: 'PRODUCT', unitPrice: 1 },
			api.cast.owner.headers,
		)
		expect(taken.status).toBe(409)
		expect(await taken.json()).toMatchObject({
			code: 'SKU_TAKEN',
			errors: [{ path: 'sku', message: expect.any(String) }],
		})
		// Another unit may use the same SKU.
		const { unit } = await createUnitWithCashier(api.db, api.cast.owner.profileId, {
			unitName: 'Filial',
		})
		await create(
			{ name: 'Bolo', sku: 'BOLO', kind: 'PRODUCT', unitPrice: 2000 },
			api.cast.owner,
			`/units/${unit.id}/products`,
		)
	})

	it('lists by name or SKU, kind and state; reads, edits and archives one', async () => {
		const { unit } = await createUnitWithCashier(api.db, api.cast.owner.profileId, {
			unitName: 'Produtos',
		})
		const at = `/units/${unit.id}/products`
		await create({ name: 'Café', sku: 'CF1', kind: 'PRODUCT', unitPrice: 500 }, api.cast.owner, at)
		await create({ name: 'Açúcar', kind: 'PRODUCT', unitPrice: 400 }, api.cast.owner, at)
		const { body: course } = await create(
			{ name: 'Curso de barista', kind: 'SERVICE', unitPrice: 30000 },
			api.cast.owner,
			at,
		)
		const names = async (search: string) =>
			(await api.getOk(`${at}${search}`, productListSchema, api.cast.owner.headers)).map(
				(product) => product.name,
			)
		expect(await names('')).toEqual(['Açúcar', 'Café', 'Curso de barista'])
		expect(await names('?name=cafe')).toEqual(['Café'])
		expect(await names('?name=cf1')).toEqual(['Café'])
		expect(await names('?kind=SERVICE')).toEqual(['Curso de barista'])
		const edited = await api.put(
			`${at}/${course.id}`,
			{
				name: 'Curso de barista',
				kind: 'SERVICE',
				unitPrice: 35000,
				unitCost: 5000,
				archived: true,
			},
			api.cast.owner.headers,
		)
		expect(edited.status).toBe(200)
		expect(await edited.json()).toMatchObject({ unitPrice: 35000, unitCost: 5000, archived: true })
		expect(await names('')).toEqual(['Açúcar', 'Café'])
		expect(await names('?state=ARCHIVED')).toEqual(['Curso de barista'])
		expect(
			await api.getOk(`${at}/${course.id}`, productSchema, api.cast.owner.headers),
		).toMatchObject({ archived: true })
		// Its own SKU is no clash when it is edited.
		const [coffee] = await api.getOk(`${at}?name=cafe`, productListSchema, api.cast.owner.headers)
		const same = await api.put(
			`${at}/${coffee?.id}`,
			{ name: 'Café moído', sku: 'CF1', kind: 'PRODUCT', unitPrice: 550 },
			api.cast.owner.headers,
		)
		expect(same.status).toBe(200)
	})

	it('answers 404 to everyone else and 401 without a session, on every call', async () => {
		const { body: product } = await create({ name: 'Guarded', kind: 'PRODUCT', unitPrice: 1 })
		const one = path(`/${product.id}`)
		const body = { name: 'Taken', kind: 'PRODUCT', unitPrice: 1 }
		for (const member of refused()) {
			expect((await api.get(path(), member.headers)).status).toBe(404)
			expect((await api.post(path(), body, member.headers)).status).toBe(404)
			expect((await api.get(one, member.headers)).status).toBe(404)
			expect((await api.put(one, body, member.headers)).status).toBe(404)
		}
		for (const response of [
			await api.get(path()),
			await api.post(path(), body),
			await api.get(one),
			await api.put(one, body),
		]) {
			expect(response.status).toBe(401)
		}
		expect(await api.getOk(one, productSchema, api.cast.unitCollaborator.headers)).toEqual(product)
	})
})
