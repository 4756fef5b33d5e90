import { beforeAll, describe, expect, it } from 'vitest'
import { type Cashier, cashierListSchema, cashierSchema } from '@caixa/contract/cashier'
import { searchableText } from '@caixa/domain/search-text'
import {
	addCashierCollaborator,
	addUnitCollaborator,
	archiveCashier,
	createCashier,
	createCast,
	createUnitWithCashier,
	useTestApi,
} from '@caixa/testing'

describe('GET /caixa/api/cashiers and /cashiers/{id}', () => {
	const api = useTestApi({ cast: true })
	const list = (headers: Record<string, string>, search = '') =>
		api.getOk(`/cashiers${search}`, cashierListSchema, headers)
	const summary = (cashiers: Cashier[]) => cashiers.map(({ name, role }) => `${name} ${role}`)

	describe('who sees what', () => {
		it("lists the unit's cashiers to its owner and collaborators, with their role", async () => {
			const owned = await list(api.cast.owner.headers)
			expect(summary(owned)).toEqual(['Bank account OWNER', 'Main till OWNER'])
			expect(owned[1]).toEqual({
				id: api.cast.cashier.id,
				name: 'Main till',
				unit: {
					id: api.cast.unit.id,
					name: 'Padaria Central',
					photo: null,
					timezone: 'America/Sao_Paulo',
				},
				openingBalance: 0,
				openingDate: api.cast.cashier.opening_date,
				balance: 0,
				currency: 'BRL',
				role: 'OWNER',
			})
			expect(summary(await list(api.cast.unitCollaborator.headers))).toEqual([
				'Bank account COLLABORATOR',
				'Main till COLLABORATOR',
			])
		})

		it("lists to a cashier's collaborator that cashier only", async () => {
			expect(summary(await list(api.cast.cashierCollaborator.headers))).toEqual([
				'Main till COLLABORATOR',
			])
		})

		it('lists nothing to auditors, accepted or pending, nor to strangers', async () => {
			expect(await list(api.cast.auditor.headers)).toEqual([])
			expect(await list(api.cast.pendingAuditor.headers)).toEqual([])
			const strangers = await list(api.cast.stranger.headers)
			expect(strangers.map((cashier) => cashier.unit.name)).toEqual(['Elsewhere'])
		})

		it('answers a cashier to whoever may see it, and 404 to everyone else', async () => {
			const path = `/cashiers/${api.cast.cashier.id}`
			const other = `/cashiers/${api.cast.otherCashier.id}`
			const role = async (member: { headers: Record<string, string> }, at: string) => {
				const response = await api.get(at, member.headers)
				if (response.status !== 200) return response.status
				return cashierSchema.parse(await response.json()).role
			}
			expect(await role(api.cast.owner, path)).toBe('OWNER')
			expect(await role(api.cast.owner, other)).toBe('OWNER')
			expect(await role(api.cast.unitCollaborator, path)).toBe('COLLABORATOR')
			expect(await role(api.cast.unitCollaborator, other)).toBe('COLLABORATOR')
			expect(await role(api.cast.cashierCollaborator, path)).toBe('COLLABORATOR')
			expect(await role(api.cast.cashierCollaborator, other)).toBe(404)
			// Auditors read through the auditor API, never here.
			expect(await role(api.cast.auditor, path)).toBe(404)
			expect(await role(api.cast.pendingAuditor, path)).toBe(404)
			expect(await role(api.cast.stranger, path)).toBe(404)
			expect(await role(api.cast.owner, `/cashiers/${crypto.randomUUID()}`)).toBe(404)
			expect(await role(api.cast.owner, '/cashiers/123')).toBe(404)
			const problem = await api.get(path, api.cast.stranger.headers)
			expect(problem.headers.get('content-type')).toBe('application/problem+json')
		})

		it('needs a session', async () => {
			expect((await api.get('/cashiers', {})).status).toBe(401)
			expect((await api.get(`/cashiers/${api.cast.cashier.id}`, {})).status).toBe(401)
			expect((await api.get('/cashiers', { Authorization: 'Bearer nope' })).status).toBe(401)
		})

		it('lists a cashier reached two ways once, with the better role', async () => {
			const second = await createCast(api.db, api.clock, { unitName: 'Twice' })
			await addCashierCollaborator(api.db, second.cashier.id, second.unitCollaborator.profileId)
			await addCashierCollaborator(api.db, second.cashier.id, second.owner.profileId)
			expect(summary(await list(second.unitCollaborator.headers))).toEqual([
				'Bank account COLLABORATOR',
				'Main till COLLABORATOR',
			])
			expect(summary(await list(second.owner.headers))).toEqual([
				'Bank account OWNER',
				'Main till OWNER',
			])
			const one = await api.get(`/cashiers/${second.cashier.id}`, second.owner.headers)
			expect(await one.json()).toMatchObject({ role: 'OWNER' })
		})

		it('leaves archived cashiers out of the list, but still answers them by id', async () => {
			const third = await createCast(api.db, api.clock, { unitName: 'Archive' })
			await archiveCashier(api.db, third.otherCashier.id)
			expect(summary(await list(third.owner.headers))).toEqual(['Main till OWNER'])
			const archived = await api.get(`/cashiers/${third.otherCashier.id}`, third.owner.headers)
			expect(archived.status).toBe(200)
		})
	})

	describe('45 cashiers in four units', () => {
		let headers: Record<string, string>
		const units: Record<'centro' | 'praia' | 'shared' | 'single', string> = {
			centro: '',
			praia: '',
			shared: '',
			single: '',
		}
		/** What the caller sees, with the moment each was made. */
		const seen: Array<{ id: string; name: string; createdAt: number; unitId: string }> = []

		beforeAll(async () => {
			const paula = await api.signIn({ name: 'Paula', surname: 'Reis', email: 'paula@example.com' })
			headers = paula.headers
			const otto = await api.signIn({ name: 'Otto', surname: 'Lange', email: 'otto@example.com' })
			let moment = Date.UTC(2025, 0, 1)
			const made = (id: string, name: string, unitId: string, createdAt: number) =>
				seen.push({ id, name, unitId, createdAt })

			// Paula owns two units: 20 and 15 cashiers, the first of each made by the quick start.
			for (const [key, unitName, count] of [
				['centro', 'Loja Centro', 20],
				['praia', 'Loja Praia', 15],
			] as const) {
				const { unit, cashier } = await createUnitWithCashier(api.db, paula.profileId, {
					unitName,
					cashierName: 'Caixa',
					now: moment,
				})
				units[key] = unit.id
				made(cashier.id, cashier.name, unit.id, moment)
				for (let n = 2; n <= count; n += 1) {
					// Every fifth cashier is made at the same moment as the one before: only ids order them.
					if (n % 5 !== 0) moment += 1000
					const name = n === 3 ? 'Cartão Stone' : n === 4 ? 'cartao stone' : `Caixa ${n}`
					const row = await createCashier(api.db, unit.id, { name, now: moment })
					made(row.id, row.name, unit.id, moment)
				}
			}
			// She collaborates on all of Otto's shared unit (9 cashiers)…
			const shared = await createUnitWithCashier(api.db, otto.profileId, {
				unitName: 'Otto Café',
				cashierName: 'Conta Itaú',
				now: (moment += 1000),
			})
			units.shared = shared.unit.id
			made(shared.cashier.id, shared.cashier.name, shared.unit.id, moment)
			for (let n = 2; n <= 9; n += 1) {
				const row = await createCashier(api.db, shared.unit.id, {
					name: `Gaveta ${n}`,
					now: (moment += 1000),
				})
				made(row.id, row.name, shared.unit.id, moment)
			}
			await addUnitCollaborator(api.db, shared.unit.id, paula.profileId)
			// …and on one cashier of another of his, whose other cashiers she never sees.
			const single = await createUnitWithCashier(api.db, otto.profileId, {
				unitName: 'Otto Bar',
				cashierName: 'Caixa do bar',
				now: (moment += 1000),
			})
			units.single = single.unit.id
			made(single.cashier.id, single.cashier.name, single.unit.id, moment)
			await addCashierCollaborator(api.db, single.cashier.id, paula.profileId)
			await createCashier(api.db, single.unit.id, { name: 'Caixa secreto', now: moment })
			// An archived one of hers, never listed.
			const archived = await createCashier(api.db, units.centro, { name: 'Caixa velho' })
			await archiveCashier(api.db, archived.id)
		})

		const byName = () =>
			[...seen].sort((a, b) => {
				const [x, y] = [searchableText(a.name), searchableText(b.name)]
				return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
			})
		const newest = () =>
			[...seen].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
		const ids = (cashiers: Array<{ id: string }>) => cashiers.map((cashier) => cashier.id)

		const pagesOf = async (search: string) => {
			const pages: Cashier[][] = []
			for (let offset = 0; offset < 60; offset += 20) {
				pages.push(await list(headers, `?offset=${offset}&size=20${search}`))
			}
			return pages
		}

		it('sees 45, by name (ignoring case and accents, ties by id), in pages of 20', async () => {
			expect(seen).toHaveLength(45)
			const pages = await pagesOf('')
			expect(pages.map((page) => page.length)).toEqual([20, 20, 5])
			const all = pages.flat()
			expect(new Set(ids(all)).size).toBe(45)
			expect(ids(all)).toEqual(ids(byName()))
			expect(ids(await list(headers, '?size=100&sort=name'))).toEqual(ids(byName()))
			// Names that fold alike sit together, in id order.
			const cards = all.filter((cashier) => searchableText(cashier.name) === 'cartao stone')
			expect(cards).toHaveLength(4)
			expect(ids(cards)).toEqual([...ids(cards)].sort())
		})

		it('sorts newest first, ties by id, in pages of 20', async () => {
			const pages = await pagesOf('&sort=newest')
			expect(pages.map((page) => page.length)).toEqual([20, 20, 5])
			expect(ids(pages.flat())).toEqual(ids(newest()))
		})

		it('pages 20 by default', async () => {
			expect(await list(headers)).toHaveLength(20)
		})

		it('says the role on each: owner of hers, collaborator of the others', async () => {
			const all = await list(headers, '?size=100')
			const roleOf = (unitId: string) =>
				new Set(all.filter((cashier) => cashier.unit.id === unitId).map((c) => c.role))
			expect(roleOf(units.centro)).toEqual(new Set(['OWNER']))
			expect(roleOf(units.praia)).toEqual(new Set(['OWNER']))
			expect(roleOf(units.shared)).toEqual(new Set(['COLLABORATOR']))
			expect(summary(all.filter((cashier) => cashier.unit.id === units.single))).toEqual([
				'Caixa do bar COLLABORATOR',
			])
		})

		it('filters by every word of the name, in any case and with or without accents', async () => {
			const names = async (search: string) =>
				(await list(headers, `?size=100${search}`)).map((cashier) => cashier.name)
			expect((await names('&name=cartao')).sort()).toEqual(
				['Cartão Stone', 'Cartão Stone', 'cartao stone', 'cartao stone'].sort(),
			)
			expect((await names('&name=CARTÃO')).length).toBe(4)
			expect(await names('&name=itau%20conta')).toEqual(['Conta Itaú'])
			expect(await names('&name=caixa%2012')).toEqual(['Caixa 12', 'Caixa 12'])
			expect(await names('&name=bar%20do')).toEqual(['Caixa do bar'])
			expect(await names('&name=secreto')).toEqual([])
			expect(await names('&name=velho')).toEqual([])
			expect(await names('&name=c_ixa')).toEqual([])
			expect(await names('&name=%20%20')).toHaveLength(45)
		})

		it('filters by one unit, or several given as repeated keys', async () => {
			const centro = await list(headers, `?size=100&unitId=${units.centro}`)
			expect(centro).toHaveLength(20)
			expect(new Set(centro.map((cashier) => cashier.unit.id))).toEqual(new Set([units.centro]))
			const two = await list(headers, `?size=100&unitId=${units.centro}&unitId=${units.single}`)
			expect(two).toHaveLength(21)
			const three = await list(
				headers,
				`?size=100&unitId=${units.praia}&unitId=${units.shared}&sort=newest&name=caixa`,
			)
			expect(ids(three)).toEqual(
				ids(
					newest().filter(
						(cashier) =>
							[units.praia, units.shared].includes(cashier.unitId) &&
							searchableText(cashier.name).includes('caixa'),
					),
				),
			)
			// A unit she cannot see filters everything out; it does not widen anything.
			expect(await list(headers, `?unitId=${api.cast.unit.id}`)).toEqual([])
		})

		it('refuses bad query values with 422', async () => {
			for (const search of [
				'?unitId=not-a-uuid',
				`?unitId=${units.centro}&unitId=123`,
				'?sort=oldest',
				'?size=0',
				'?size=101',
				'?offset=-1',
				`?name=${'x'.repeat(201)}`,
			]) {
				const response = await api.get(`/cashiers${search}`, headers)
				expect(response.status, search).toBe(422)
				expect(response.headers.get('content-type')).toBe('application/problem+json')
			}
			const problem = (await (await api.get('/cashiers?unitId=nope', headers)).json()) as {
				errors: Array<{ path: string }>
			}
			expect(problem.errors[0]?.path).toMatch(/^unitId/)
		})
	})
})
