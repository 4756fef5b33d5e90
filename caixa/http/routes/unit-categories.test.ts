import { describe, expect, it } from 'vitest'
import { type Category, categoryListSchema, categorySchema } from '@caixa/contract/category'
import { createCast, type Member, useTestApi } from '@caixa/testing'

describe('/caixa/api/units/{unitId}/categories', () => {
	const api = useTestApi({ cast: true })
	const path = (suffix = '') => `/units/${api.cast.unit.id}/categories${suffix}`
	const remove = (target: string, member?: Member) =>
		api.app.request(`/caixa/api${target}`, { method: 'DELETE', headers: member?.headers })
	const refused = () => [
		api.cast.cashierCollaborator,
		api.cast.auditor,
		api.cast.pendingAuditor,
		api.cast.stranger,
	]
	const create = async (body: unknown, member: Member = api.cast.owner) => {
		const response = await api.post(path(), body, member.headers)
		expect(response.status, await response.clone().text()).toBe(201)
		return categorySchema.parse(await response.json())
	}
	const names = (categories: Category[]) => categories.map((category) => category.name)

	describe('GET, the list', () => {
		it('lists the unit’s default categories by name to the owner and unit collaborators', async () => {
			for (const member of [api.cast.owner, api.cast.unitCollaborator]) {
				const categories = await api.getOk(path('?size=100'), categoryListSchema, member.headers)
				expect(categories).toHaveLength(16)
				expect(names(categories)).toEqual([...names(categories)].sort((a, b) => a.localeCompare(b)))
				expect(categories[0]).toEqual({
					id: expect.any(String),
					name: 'Bank and card fees',
					kind: 'EXPENSE',
					group: 'FINANCIAL_EXPENSE',
					archived: false,
					defaultCode: 'BANK_FEES',
				})
			}
		})

		it('answers 404 to cashier collaborators, auditors and strangers, 401 without a session', async () => {
			for (const member of refused())
				expect((await api.get(path(), member.headers)).status).toBe(404)
			expect((await api.get(path())).status).toBe(401)
			expect(
				(await api.get(`/units/${crypto.randomUUID()}/categories`, api.cast.owner.headers)).status,
			).toBe(404)
		})

		it('filters by name words, kind, group and state; pages with a stable order', async () => {
			const other = await createCast(api.db, api.clock, { unitName: 'Filtered' })
			const list = (search: string) =>
				api
					.getOk(
						`/units/${other.unit.id}/categories${search}`,
						categoryListSchema,
						other.owner.headers,
					)
					.then(names)
			expect(await list('?name=INTEREST')).toEqual(['Interest paid', 'Interest received'])
			expect(await list('?name=paid%20interest')).toEqual(['Interest paid'])
			expect(await list('?kind=INCOME&group=CAPITAL')).toEqual(['Owner contributions'])
			expect(await list('?group=REVENUE&group=DEDUCTION')).toEqual([
				'Sales of goods',
				'Sales taxes',
				'Services rendered',
			])
			expect(await list('?offset=2&size=2')).toEqual((await list('?size=100')).slice(2, 4))
			const [rent] = await api.getOk(
				`/units/${other.unit.id}/categories?name=rent`,
				categoryListSchema,
				other.owner.headers,
			)
			await api.put(
				`/units/${other.unit.id}/categories/${rent?.id}`,
				{ name: 'Rent', kind: 'EXPENSE', group: 'OPERATING_EXPENSE', archived: true },
				other.owner.headers,
			)
			expect(await list('?name=rent')).toEqual([])
			expect(await list('?name=rent&state=ARCHIVED')).toEqual(['Rent'])
			expect(await list('?state=ARCHIVED')).toEqual(['Rent'])
			expect((await list('?state=LIVE&state=ARCHIVED&size=100')).length).toBe(16)
			expect(
				(await api.get(`/units/${other.unit.id}/categories?kind=NOPE`, other.owner.headers)).status,
			).toBe(422)
		})
	})

	describe('POST, a new category', () => {
		it('adds one for the owner and for a unit collaborator: 201 and its Location', async () => {
			for (const member of [api.cast.owner, api.cast.unitCollaborator]) {
				const response = await api.post(
					path(),
					{ name: '  Delivery fees ', kind: 'INCOME', group: 'OTHER_INCOME' },
					member.headers,
				)
				expect(response.status).toBe(201)
				const category = categorySchema.parse(await response.json())
				expect(category).toMatchObject({ name: 'Delivery fees', kind: 'INCOME', archived: false })
				const location = response.headers.get('Location') ?? ''
				expect(location).toBe(`/caixa/api/units/${api.cast.unit.id}/categories/${category.id}`)
				expect(
					await api.getOk(location.replace('/caixa/api', ''), categorySchema, member.headers),
				).toEqual(category)
			}
		})

		it('refuses a blank name and a group of the other kind with 422 naming the field', async () => {
			const cases: Array<[unknown, string]> = [
				[{ name: '  ', kind: 'INCOME', group: 'REVENUE' }, 'name'],
				[{ name: 'x'.repeat(81), kind: 'INCOME', group: 'REVENUE' }, 'name'],
				[{ name: 'Sales', kind: 'INCOME', group: 'OPERATING_EXPENSE' }, 'group'],
				[{ name: 'Sales', kind: 'EXPENSE', group: 'REVENUE' }, 'group'],
				[{ name: 'Sales', kind: 'BOTH', group: 'REVENUE' }, 'kind'],
			]
			for (const [body, field] of cases) {
				const response = await api.post(path(), body, api.cast.owner.headers)
				expect(response.status, JSON.stringify(body)).toBe(422)
				const problem = (await response.json()) as { errors: Array<{ path: string }> }
				expect(problem.errors.map((error) => error.path)).toContain(field)
			}
			// CAPITAL is of both kinds.
			await create({ name: 'Loan received', kind: 'INCOME', group: 'CAPITAL' })
		})

		it('answers 404 to everyone else and 401 without a session, adding nothing', async () => {
			const body = { name: 'Sneaky', kind: 'INCOME', group: 'REVENUE' }
			for (const member of refused())
				expect((await api.post(path(), body, member.headers)).status).toBe(404)
			expect((await api.post(path(), body)).status).toBe(401)
			const sneaky = await api.getOk(
				path('?name=sneaky'),
				categoryListSchema,
				api.cast.owner.headers,
			)
			expect(sneaky).toEqual([])
		})
	})

	describe('GET, PUT and DELETE one category', () => {
		it('reads, renames, regroups, archives and brings back, for owner and unit collaborator', async () => {
			const category = await create({ name: 'Tips', kind: 'INCOME', group: 'REVENUE' })
			const one = path(`/${category.id}`)
			expect(await api.getOk(one, categorySchema, api.cast.unitCollaborator.headers)).toEqual(
				category,
			)
			const renamed = await api.put(
				one,
				{ name: 'Tips received', kind: 'INCOME', group: 'OTHER_INCOME' },
				api.cast.unitCollaborator.headers,
			)
			expect(renamed.status).toBe(200)
			expect(await renamed.json()).toEqual({
				...category,
				name: 'Tips received',
				group: 'OTHER_INCOME',
			})
			const archived = await api.put(
				one,
				{ name: 'Tips received', kind: 'INCOME', group: 'OTHER_INCOME', archived: true },
				api.cast.owner.headers,
			)
			expect(await archived.json()).toMatchObject({ archived: true })
			// Left out, `archived` stays as it is; an archived category still reads.
			const kept = await api.put(
				one,
				{ name: 'Tips', kind: 'INCOME', group: 'OTHER_INCOME' },
				api.cast.owner.headers,
			)
			expect(await kept.json()).toMatchObject({ name: 'Tips', archived: true })
			const back = await api.put(
				one,
				{ name: 'Tips', kind: 'INCOME', group: 'OTHER_INCOME', archived: false },
				api.cast.owner.headers,
			)
			expect(await back.json()).toMatchObject({ archived: false })
		})

		it('deletes a category no record uses: 204, then 404', async () => {
			const category = await create({
				name: 'Short-lived',
				kind: 'EXPENSE',
				group: 'OTHER_EXPENSE',
			})
			expect((await remove(path(`/${category.id}`), api.cast.unitCollaborator)).status).toBe(204)
			expect((await api.get(path(`/${category.id}`), api.cast.owner.headers)).status).toBe(404)
			expect((await remove(path(`/${category.id}`), api.cast.owner)).status).toBe(404)
		})

		it('answers 404 to everyone else, for another unit’s category, or a malformed id; 401 anonymous', async () => {
			const category = await create({ name: 'Guarded', kind: 'EXPENSE', group: 'OTHER_EXPENSE' })
			const one = path(`/${category.id}`)
			const body = { name: 'Taken', kind: 'EXPENSE', group: 'OTHER_EXPENSE' }
			for (const member of refused()) {
				expect((await api.get(one, member.headers)).status).toBe(404)
				expect((await api.put(one, body, member.headers)).status).toBe(404)
				expect((await remove(one, member)).status).toBe(404)
			}
			expect((await api.get(one)).status).toBe(401)
			expect((await api.put(one, body)).status).toBe(401)
			expect((await remove(one)).status).toBe(401)
			const other = await createCast(api.db, api.clock, { unitName: 'Other' })
			// The other owner's unit, this unit's category: no such category there.
			expect(
				(await api.get(`/units/${other.unit.id}/categories/${category.id}`, other.owner.headers))
					.status,
			).toBe(404)
			expect((await api.get(path('/nope'), api.cast.owner.headers)).status).toBe(404)
			expect(await api.getOk(one, categorySchema, api.cast.owner.headers)).toEqual(category)
		})

		it('refuses a group of the other kind on PUT with 422', async () => {
			const category = await create({ name: 'Stock', kind: 'EXPENSE', group: 'COST_OF_SALES' })
			const response = await api.put(
				path(`/${category.id}`),
				{ name: 'Stock', kind: 'INCOME', group: 'COST_OF_SALES' },
				api.cast.owner.headers,
			)
			expect(response.status).toBe(422)
		})
	})
})
