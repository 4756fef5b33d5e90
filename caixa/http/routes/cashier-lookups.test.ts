import { describe, expect, it } from 'vitest'
import { type Category, categoryListSchema, categorySchema } from '@caixa/contract/category'
import { cashierItemListSchema } from '@caixa/contract/cashier-lookups'
import {
	clientOrSupplierListSchema,
	clientOrSupplierSchema,
} from '@caixa/contract/client-or-supplier'
import {
	financialInstitutionListSchema,
	financialInstitutionSchema,
} from '@caixa/contract/financial-institution'
import { productListSchema, productSchema } from '@caixa/contract/product'
import { type Member, type Parser, useTestApi } from '@caixa/testing'

// The pickers of a cashier's record form, `/cashiers/{id}/…`: who may call them (DOMAIN.md
// "Roles": whoever writes the cashier's records), and what they answer beside the unit's API.

describe('/caixa/api/cashiers/{id}/… (the record form’s pickers)', () => {
	const api = useTestApi({ cast: true })
	const at = (suffix: string, cashierId = api.cast.cashier.id) => `/cashiers/${cashierId}${suffix}`
	const writers = () => ({
		owner: api.cast.owner,
		unitCollaborator: api.cast.unitCollaborator,
		cashierCollaborator: api.cast.cashierCollaborator,
	})
	const refused = () => ({
		auditor: api.cast.auditor,
		pendingAuditor: api.cast.pendingAuditor,
		stranger: api.cast.stranger,
	})
	const created = async (path: string, body: unknown, member: Member = api.cast.owner) => {
		const response = await api.post(path, body, member.headers)
		expect(response.status, await response.clone().text()).toBe(201)
		return { body: (await response.json()) as { id: string }, response }
	}
	const unitThing = (things: string, body: unknown) =>
		created(`/units/${api.cast.unit.id}/${things}`, body)

	const newThings = {
		categories: () => ({ name: `Tips ${crypto.randomUUID()}`, kind: 'INCOME', group: 'REVENUE' }),
		'clients-or-suppliers': () => ({ name: `Ana ${crypto.randomUUID()}`, kind: 'CLIENT' }),
		products: () => ({ name: `Bolo ${crypto.randomUUID()}`, kind: 'PRODUCT', unitPrice: 900 }),
	} as const

	describe('who may call them', () => {
		/** Every GET of the pickers, with one thing of the unit for the by-id ones. */
		const reads = async () => {
			const category = await unitThing('categories', newThings.categories())
			const client = await unitThing('clients-or-suppliers', newThings['clients-or-suppliers']())
			const product = await unitThing('products', newThings.products())
			return [
				'/categories',
				`/categories/${category.body.id}`,
				'/clients-or-suppliers',
				`/clients-or-suppliers/${client.body.id}`,
				'/products',
				`/products/${product.body.id}`,
				'/financial-institutions',
				'/financial-institutions/BR-001',
				'/items',
			]
		}

		it('answers every GET to the owner, unit collaborators and the cashier’s collaborators', async () => {
			for (const suffix of await reads()) {
				for (const [role, member] of Object.entries(writers())) {
					const response = await api.get(at(suffix), member.headers)
					expect(response.status, `${role} GET ${suffix}`).toBe(200)
				}
			}
		})

		it('answers 404 to auditors, pending auditors and strangers, 401 without a session', async () => {
			for (const suffix of await reads()) {
				for (const [role, member] of Object.entries(refused())) {
					const response = await api.get(at(suffix), member.headers)
					expect(response.status, `${role} GET ${suffix}`).toBe(404)
					expect(response.headers.get('Content-Type')).toContain('application/problem+json')
				}
				expect((await api.get(at(suffix))).status, `anonymous GET ${suffix}`).toBe(401)
			}
		})

		it('answers 404 for a cashier of the unit the caller does not collaborate on, or none', async () => {
			const other = api.cast.otherCashier.id
			for (const suffix of ['/categories', '/products', '/financial-institutions', '/items']) {
				const mine = at(suffix, other)
				expect((await api.get(mine, api.cast.cashierCollaborator.headers)).status).toBe(404)
				expect((await api.get(mine, api.cast.unitCollaborator.headers)).status).toBe(200)
				const none = at(suffix, crypto.randomUUID())
				expect((await api.get(none, api.cast.owner.headers)).status).toBe(404)
			}
		})

		it('lets every writer add a category, client or product: 201, Location through the cashier', async () => {
			// Each answer parsed by its own contract shape; compared below as plain values.
			const schemas: Record<keyof typeof newThings, Parser<unknown>> = {
				categories: categorySchema,
				'clients-or-suppliers': clientOrSupplierSchema,
				products: productSchema,
			}
			for (const things of ['categories', 'clients-or-suppliers', 'products'] as const) {
				for (const [role, member] of Object.entries(writers())) {
					const { body, response } = await created(at(`/${things}`), newThings[things](), member)
					const location = response.headers.get('Location') ?? ''
					expect(location, `${role} POST ${things}`).toBe(
						`/caixa/api${at(`/${things}/${body.id}`)}`,
					)
					const fetched = await api.getOk(
						location.replace('/caixa/api', ''),
						schemas[things],
						member.headers,
					)
					expect(fetched).toEqual(body)
					// The unit's API has it too: it is the unit's thing, not the cashier's.
					expect(
						(
							await api.get(
								`/units/${api.cast.unit.id}/${things}/${body.id}`,
								api.cast.owner.headers,
							)
						).status,
					).toBe(200)
				}
			}
		})

		it('refuses a POST from auditors and strangers (404) and without a session (401)', async () => {
			for (const things of ['categories', 'clients-or-suppliers', 'products'] as const) {
				for (const [role, member] of Object.entries(refused())) {
					const response = await api.post(at(`/${things}`), newThings[things](), member.headers)
					expect(response.status, `${role} POST ${things}`).toBe(404)
				}
				expect((await api.post(at(`/${things}`), newThings[things]())).status).toBe(401)
			}
		})

		it('leaves changing and deleting to the unit’s owner and collaborators', async () => {
			const category = await created(
				at('/categories'),
				{ name: 'Gorjetas', kind: 'INCOME', group: 'REVENUE' },
				api.cast.cashierCollaborator,
			)
			const one = `/units/${api.cast.unit.id}/categories/${category.body.id}`
			const change = { name: 'Renamed', kind: 'INCOME', group: 'REVENUE', archived: true }
			const headers = api.cast.cashierCollaborator.headers
			expect((await api.put(one, change, headers)).status).toBe(404)
			const deleted = await api.app.request(`/caixa/api${one}`, { method: 'DELETE', headers })
			expect(deleted.status).toBe(404)
			// Nor is there a PUT through the cashier.
			expect((await api.put(at(`/categories/${category.body.id}`), change, headers)).status).toBe(
				404,
			)
		})
	})

	describe('categories', () => {
		const names = (categories: Category[]) => categories.map((category) => category.name)

		it('lists the unit’s live categories by name, narrowed by kind and name words', async () => {
			const member = api.cast.cashierCollaborator
			const all = await api.getOk(at('/categories?size=100'), categoryListSchema, member.headers)
			const unit = await api.getOk(
				`/units/${api.cast.unit.id}/categories?size=100`,
				categoryListSchema,
				api.cast.owner.headers,
			)
			expect(all).toEqual(unit)
			const income = await api.getOk(
				at('/categories?kind=INCOME&size=100'),
				categoryListSchema,
				member.headers,
			)
			expect(income.length).toBeGreaterThan(0)
			expect(income.every((category) => category.kind === 'INCOME')).toBe(true)
			expect(
				names(await api.getOk(at('/categories?name=INTEREST'), categoryListSchema, member.headers)),
			).toEqual(['Interest paid', 'Interest received'])
			const page = await api.getOk(
				at('/categories?offset=2&size=3'),
				categoryListSchema,
				member.headers,
			)
			expect(page).toEqual(all.slice(2, 5))
		})

		it('leaves archived ones out of the list, even when asked, but answers them by id', async () => {
			const { body } = await created(at('/categories'), {
				name: 'Old fees',
				kind: 'EXPENSE',
				group: 'FINANCIAL_EXPENSE',
			})
			await api.put(
				`/units/${api.cast.unit.id}/categories/${body.id}`,
				{ name: 'Old fees', kind: 'EXPENSE', group: 'FINANCIAL_EXPENSE', archived: true },
				api.cast.owner.headers,
			)
			const headers = api.cast.cashierCollaborator.headers
			for (const search of ['?name=old%20fees', '?name=old%20fees&state=ARCHIVED']) {
				expect(await api.getOk(at(`/categories${search}`), categoryListSchema, headers)).toEqual([])
			}
			expect(await api.getOk(at(`/categories/${body.id}`), categorySchema, headers)).toMatchObject({
				name: 'Old fees',
				archived: true,
			})
		})

		it('answers 422 for a bad body, kind or page, and 404 for another unit’s category or a bad id', async () => {
			const cases: Array<[unknown, string]> = [
				[{ name: ' ', kind: 'INCOME', group: 'REVENUE' }, 'name'],
				[{ name: 'Sales', kind: 'INCOME', group: 'OPERATING_EXPENSE' }, 'group'],
				[{ name: 'Sales', kind: 'BOTH', group: 'REVENUE' }, 'kind'],
			]
			for (const [body, field] of cases) {
				const response = await api.post(at('/categories'), body, api.cast.owner.headers)
				expect(response.status, JSON.stringify(body)).toBe(422)
				const problem = (await response.json()) as { errors: Array<{ path: string }> }
				expect(problem.errors.map((error) => error.path)).toContain(field)
			}
			for (const search of ['?kind=NOPE', '?size=0', '?size=101', '?offset=-1']) {
				const response = await api.get(at(`/categories${search}`), api.cast.owner.headers)
				expect(response.status, search).toBe(422)
			}
			const strangers = await api.getOk(
				`/units/${(await strangerUnitId()) ?? ''}/categories?size=1`,
				categoryListSchema,
				api.cast.stranger.headers,
			)
			const theirs = strangers[0]?.id ?? ''
			expect((await api.get(at(`/categories/${theirs}`), api.cast.owner.headers)).status).toBe(404)
			// A malformed id is as missing as any other (middleware/errors.ts).
			expect((await api.get(at('/categories/not-a-uuid'), api.cast.owner.headers)).status).toBe(404)
		})
	})

	describe('clients or suppliers', () => {
		it('lists live ones by name and document, adds one with a checked CPF, 422 on a bad one', async () => {
			const headers = api.cast.cashierCollaborator.headers
			const { body } = await created(
				at('/clients-or-suppliers'),
				{ name: 'Maria Souza', kind: 'CLIENT', document: '123.456.789-09' },
				api.cast.cashierCollaborator,
			)
			expect(body).toMatchObject({ document: '12345678909', documentType: 'CPF' })
			const found = await api.getOk(
				at('/clients-or-suppliers?document=123.456'),
				clientOrSupplierListSchema,
				headers,
			)
			expect(found.map((client) => client.id)).toEqual([body.id])
			const bad = await api.post(
				at('/clients-or-suppliers'),
				{ name: 'Maria', kind: 'CLIENT', document: '123.456.789-00' },
				headers,
			)
			expect(bad.status).toBe(422)
			const problem = (await bad.json()) as { errors: Array<{ path: string }> }
			expect(problem.errors.map((error) => error.path)).toEqual(['document'])
			const noKind = await api.post(at('/clients-or-suppliers'), { name: 'Maria' }, headers)
			expect(noKind.status).toBe(422)
		})

		it('leaves archived ones out of the list but answers them by id', async () => {
			const { body } = await created(at('/clients-or-suppliers'), {
				name: 'Fornecedor Antigo',
				kind: 'SUPPLIER',
			})
			await api.put(
				`/units/${api.cast.unit.id}/clients-or-suppliers/${body.id}`,
				{ name: 'Fornecedor Antigo', kind: 'SUPPLIER', archived: true },
				api.cast.owner.headers,
			)
			const headers = api.cast.unitCollaborator.headers
			expect(
				await api.getOk(
					at('/clients-or-suppliers?name=antigo&state=ARCHIVED'),
					clientOrSupplierListSchema,
					headers,
				),
			).toEqual([])
			expect(
				await api.getOk(at(`/clients-or-suppliers/${body.id}`), clientOrSupplierSchema, headers),
			).toMatchObject({ archived: true })
		})
	})

	describe('products', () => {
		it('lists live ones by name or SKU, adds one, refuses a taken SKU with 409 SKU_TAKEN', async () => {
			const headers = api.cast.cashierCollaborator.headers
			const { body } = await created(
				at('/products'),
				{ name: 'Pão de queijo', sku: 'PQ-7', kind: 'PRODUCT', unitPrice: 450 },
				api.cast.cashierCollaborator,
			)
			expect(body).toMatchObject({ currency: 'BRL', tracksStock: true, archived: false })
			for (const search of ['?name=pao%20QUEIJO', '?name=pq-7']) {
				const found = await api.getOk(at(`/products${search}`), productListSchema, headers)
				expect(found.map((product) => product.id)).toEqual([body.id])
			}
			const taken = await api.post(
				at('/products'),
				{ name: 'Outro', sku: 'PQ-7', kind: 'PRODUCT', unitPrice: 1 },
				headers,
			)
			expect(taken.status).toBe(409)
			expect(await taken.json()).toMatchObject({ code: 'SKU_TAKEN' })
			const bad = await api.post(
				at('/products'),
				{ name: 'Entrega', kind: 'SERVICE', unitPrice: 1, tracksStock: true },
				headers,
			)
			expect(bad.status).toBe(422)
		})

		it('leaves archived ones out of the list but answers them by id', async () => {
			const { body } = await created(at('/products'), {
				name: 'Sonho antigo',
				kind: 'PRODUCT',
				unitPrice: 300,
			})
			await api.put(
				`/units/${api.cast.unit.id}/products/${body.id}`,
				{ name: 'Sonho antigo', kind: 'PRODUCT', unitPrice: 300, archived: true },
				api.cast.owner.headers,
			)
			const headers = api.cast.cashierCollaborator.headers
			expect(await api.getOk(at('/products?name=sonho'), productListSchema, headers)).toEqual([])
			expect(await api.getOk(at(`/products/${body.id}`), productSchema, headers)).toMatchObject({
				archived: true,
			})
		})
	})

	describe('financial institutions', () => {
		it('lists cash and the unit’s country’s institutions, and finds one by id', async () => {
			const headers = api.cast.cashierCollaborator.headers
			expect(
				await api.getOk(
					at('/financial-institutions?size=2'),
					financialInstitutionListSchema,
					headers,
				),
			).toEqual([
				{ id: 'CASH', code: null, name: 'Cash' },
				{ id: 'BR-001', code: '001', name: 'Banco do Brasil S.A.' },
			])
			expect(
				(
					await api.getOk(
						at('/financial-institutions?query=341'),
						financialInstitutionListSchema,
						headers,
					)
				).map((institution) => institution.id),
			).toEqual(['BR-341'])
			expect(
				await api.getOk(at('/financial-institutions/BR-001'), financialInstitutionSchema, headers),
			).toEqual({ id: 'BR-001', code: '001', name: 'Banco do Brasil S.A.' })
			expect(
				await api.getOk(at('/financial-institutions/CASH'), financialInstitutionSchema, headers),
			).toEqual({ id: 'CASH', code: null, name: 'Cash' })
			for (const id of ['BR-999999', 'cash', 'PT-001']) {
				const response = await api.get(at(`/financial-institutions/${id}`), headers)
				expect(response.status, id).toBe(404)
			}
			const bad = await api.get(at('/financial-institutions?size=500'), headers)
			expect(bad.status).toBe(422)
		})

		it('names cash in the caller’s language', async () => {
			const member = await api.signIn({
				name: 'Joana',
				surname: 'Caixa',
				email: 'joana.lookups@example.com',
				language: 'pt-BR',
			})
			await api.db
				.insertInto('cashier_collaborators')
				.values({
					cashier_id: api.cast.cashier.id,
					profile_id: member.profileId,
					created_at: api.clock.now(),
				})
				.execute()
			expect(
				await api.getOk(
					at('/financial-institutions/CASH'),
					financialInstitutionSchema,
					member.headers,
				),
			).toEqual({ id: 'CASH', code: null, name: 'Dinheiro' })
		})
	})

	it('answers an empty list of items to a cashier with no records yet', async () => {
		const items = await api.getOk(
			at('/items', api.cast.otherCashier.id),
			cashierItemListSchema,
			api.cast.owner.headers,
		)
		expect(items).toEqual([])
	})

	/** The stranger's own unit (createCast gives them one). */
	async function strangerUnitId(): Promise<string | undefined> {
		const row = await api.db
			.selectFrom('units')
			.select('id')
			.where('owner_profile_id', '=', api.cast.stranger.profileId)
			.executeTakeFirst()
		return row?.id
	}
})
