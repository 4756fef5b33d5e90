import { beforeAll, describe, expect, it } from 'vitest'
import { type Cashier, cashierListSchema } from '@caixa/contract/cashier'
import {
	addAuditor,
	archiveCashier,
	createCashier,
	createCast,
	createUnitWithCashier,
	useTestApi,
} from '@caixa/testing'

describe('GET /caixa/api/auditors', () => {
	const api = useTestApi({ cast: true })
	const request = (search: string, headers: Record<string, string>) =>
		api.get(`/auditors${search}`, headers)
	const list = (member: { headers: Record<string, string> }, search = '') =>
		api.getOk(`/auditors${search}`, cashierListSchema, member.headers)
	const summary = (cashiers: Cashier[]) => cashiers.map(({ name, role }) => `${name} ${role}`)

	it('lists the cashiers an accepted auditor audits, with role AUDITOR', async () => {
		expect(await list(api.cast.auditor)).toEqual([
			{
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
				role: 'AUDITOR',
			},
		])
	})

	it('lists nothing while a request to audit is pending', async () => {
		expect(await list(api.cast.pendingAuditor)).toEqual([])
	})

	it('lists nothing to owners, collaborators and strangers who audit nothing', async () => {
		for (const member of [
			api.cast.owner,
			api.cast.unitCollaborator,
			api.cast.cashierCollaborator,
			api.cast.stranger,
		]) {
			expect(await list(member)).toEqual([])
		}
	})

	it('lists a request once it is accepted', async () => {
		const other = await createCast(api.db, api.clock, { unitName: 'Accepted later' })
		expect(await list(other.pendingAuditor)).toEqual([])
		await addAuditor(api.db, other.cashier.id, other.pendingAuditor.profileId, { accepted: true })
		expect(summary(await list(other.pendingAuditor))).toEqual(['Main till AUDITOR'])
	})

	it('needs a session', async () => {
		expect((await request('', {})).status).toBe(401)
	})

	describe('an accountant of many cashiers', () => {
		let headers: Record<string, string>
		const unitIds: string[] = []
		const audited: Array<{ id: string; name: string; unitId: string; createdAt: number }> = []

		beforeAll(async () => {
			const accountant = await api.signIn({
				name: 'Clara',
				surname: 'Contadora',
				email: 'clara@example.com',
			})
			headers = accountant.headers
			const owner = await api.signIn({ name: 'Dono', surname: 'Loja', email: 'dono@example.com' })
			let moment = Date.UTC(2025, 0, 2)
			for (const unitName of ['Mercado Sul', 'Mercado Norte']) {
				moment += 1000
				const { unit, cashier } = await createUnitWithCashier(api.db, owner.profileId, {
					unitName,
					cashierName: 'Caixa 1',
					now: moment,
				})
				unitIds.push(unit.id)
				await addAuditor(api.db, cashier.id, accountant.profileId)
				audited.push({ id: cashier.id, name: cashier.name, unitId: unit.id, createdAt: moment })
				for (let n = 2; n <= 12; n += 1) {
					moment += 1000
					const name = n === 7 ? 'Cartão Crédito' : `Caixa ${n}`
					const row = await createCashier(api.db, unit.id, { name, now: moment })
					await addAuditor(api.db, row.id, accountant.profileId)
					audited.push({ id: row.id, name, unitId: unit.id, createdAt: moment })
				}
				// Not audited, or no longer live: never listed.
				await createCashier(api.db, unit.id, { name: 'Caixa oculto' })
				const archived = await createCashier(api.db, unit.id, { name: 'Caixa arquivado' })
				await addAuditor(api.db, archived.id, accountant.profileId)
				await archiveCashier(api.db, archived.id)
			}
		})

		const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id)

		it('pages newest first with no cashier twice or missing', async () => {
			const pages: Cashier[][] = []
			for (let offset = 0; offset < 30; offset += 10) {
				pages.push(await list({ headers }, `?sort=newest&offset=${offset}&size=10`))
			}
			expect(pages.map((page) => page.length)).toEqual([10, 10, 4])
			const newest = [...audited].sort((a, b) => b.createdAt - a.createdAt)
			expect(ids(pages.flat())).toEqual(ids(newest))
			expect(new Set(pages.flat().map((cashier) => cashier.role))).toEqual(new Set(['AUDITOR']))
		})

		it('sorts by name by default, ties by id', async () => {
			const all = await list({ headers }, '?size=100')
			expect(all).toHaveLength(24)
			const [first, second] = all
			expect([first?.name, second?.name]).toEqual(['Caixa 1', 'Caixa 1'])
			expect(first && second && first.id < second.id).toBe(true)
		})

		it('filters by name words and by units', async () => {
			expect(summary(await list({ headers }, '?name=cartao%20CREDITO'))).toEqual([
				'Cartão Crédito AUDITOR',
				'Cartão Crédito AUDITOR',
			])
			const south = await list({ headers }, `?size=100&unitId=${unitIds[0]}`)
			expect(south).toHaveLength(12)
			expect(new Set(south.map((cashier) => cashier.unit.name))).toEqual(new Set(['Mercado Sul']))
			const both = await list({ headers }, `?size=100&unitId=${unitIds[0]}&unitId=${unitIds[1]}`)
			expect(both).toHaveLength(24)
			expect(await list({ headers }, '?name=oculto')).toEqual([])
			expect(await list({ headers }, '?name=arquivado')).toEqual([])
		})

		it('refuses bad query values with 422', async () => {
			for (const search of ['?unitId=abc', '?sort=name,id', '?size=1000']) {
				expect((await request(search, headers)).status, search).toBe(422)
			}
		})
	})
})
