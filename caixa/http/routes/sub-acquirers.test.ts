import { describe, expect, it } from 'vitest'
import {
	type SubAcquirerSummary,
	subAcquirerListSchema,
	subAcquirerSchema,
} from '@caixa/contract/sub-acquirer'
import seedData from '@caixa/data/sub-acquirers.json'
import { setManagement } from '@caixa/testing/database-layer'
import { type Member, useTestApi } from '@caixa/testing'

const MERCADO_PAGO = '48edf8a0-6b8d-4690-9426-e959b966f563'

describe('sub-acquirers (management)', () => {
	const api = useTestApi({ cast: true })
	const get = (path: string, member?: Member) => api.get(path, member?.headers)

	/** A signed-in profile that is staff of the product (the operator command's own function). */
	const manager = async () => {
		const email = `manager-${crypto.randomUUID()}@caixa.example.com`
		const member = await api.signIn({ name: 'Mara', surname: 'Staff', email })
		await setManagement(api.db, email, true)
		return member
	}

	/** Everyone without the flag, whatever they own: the cast of the unit. */
	const everyoneElse = () => [
		api.cast.owner,
		api.cast.unitCollaborator,
		api.cast.cashierCollaborator,
		api.cast.auditor,
		api.cast.stranger,
	]

	describe('GET /management/sub-acquirers', () => {
		const names = (rows: SubAcquirerSummary[]) => rows.map((row) => row.name)

		it('lists the seeded sub-acquirers to management, by name, without fees', async () => {
			const rows = await api.getOk(
				'/management/sub-acquirers?size=100',
				subAcquirerListSchema,
				(await manager()).headers,
			)
			expect(names(rows)).toEqual(
				seedData.subAcquirers
					.map((entry) => entry.name)
					.sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
			)
			expect(rows.find((row) => row.id === MERCADO_PAGO)).toEqual({
				id: MERCADO_PAGO,
				name: 'Mercado Pago',
				document: '10.573.521/0001-91',
				country: 'BRAZIL',
				currency: 'BRL',
				active: true,
			})
		})

		it('filters by name words and by part of the document, punctuation or not; pages', async () => {
			const headers = (await manager()).headers
			const list = async (search: string) =>
				names(await api.getOk(`/management/sub-acquirers${search}`, subAcquirerListSchema, headers))
			expect(await list('?name=SUMUP')).toEqual(['SumUp', 'SumUp UK'])
			expect(await list('?name=uk%20sumup')).toEqual(['SumUp UK'])
			expect(await list('?name=pag')).toEqual(['Mercado Pago', 'PagBank (PagSeguro)'])
			expect(await list('?document=10.573.521')).toEqual(['Mercado Pago'])
			expect(await list('?document=10573521000191')).toEqual(['Mercado Pago'])
			expect(await list('?document=0001-')).toHaveLength(8)
			expect(await list('?document=./-')).toHaveLength(11)
			expect(await list('?name=stone&document=08561701')).toEqual([])
			expect(await list('?size=2')).toEqual(['Cielo', 'Getnet'])
			expect(await list('?offset=2&size=2')).toEqual(['InfinitePay', 'Mercado Pago'])
			expect(await list('?offset=50')).toEqual([])
		})

		it('refuses paging out of range with 422', async () => {
			const headers = (await manager()).headers
			expect((await api.get('/management/sub-acquirers?size=0', headers)).status).toBe(422)
			expect((await api.get('/management/sub-acquirers?size=101', headers)).status).toBe(422)
			expect((await api.get('/management/sub-acquirers?offset=-1', headers)).status).toBe(422)
		})

		it('answers 404 to every profile that is not management, even with bad paging; 401 without a session', async () => {
			for (const member of everyoneElse()) {
				for (const search of ['', '?size=0']) {
					const response = await get(`/management/sub-acquirers${search}`, member)
					expect(response.status).toBe(404)
					expect(response.headers.get('Content-Type')).toContain('application/problem+json')
				}
			}
			expect((await get('/management/sub-acquirers')).status).toBe(401)
		})

		it('stops answering once the flag is turned off', async () => {
			const email = `former-${crypto.randomUUID()}@caixa.example.com`
			const member = await api.signIn({ name: 'Former', surname: 'Staff', email })
			await setManagement(api.db, email, true)
			expect((await get('/management/sub-acquirers', member)).status).toBe(200)
			await setManagement(api.db, email, false)
			expect((await get('/management/sub-acquirers', member)).status).toBe(404)
		})
	})

	describe('GET /sub-acquirers/{id}', () => {
		it('answers one sub-acquirer with its fee table, methods in order', async () => {
			const subAcquirer = await api.getOk(
				`/sub-acquirers/${MERCADO_PAGO}`,
				subAcquirerSchema,
				(await manager()).headers,
			)
			expect(subAcquirer).toEqual({
				id: MERCADO_PAGO,
				name: 'Mercado Pago',
				document: '10.573.521/0001-91',
				country: 'BRAZIL',
				currency: 'BRL',
				active: true,
				fees: [
					{ method: 'DEBIT', feeBasisPoints: 199, fixedFee: 0, settlementDays: 1 },
					{ method: 'CREDIT', feeBasisPoints: 303, fixedFee: 0, settlementDays: 30 },
					{ method: 'CREDIT_INSTALLMENTS', feeBasisPoints: 379, fixedFee: 0, settlementDays: 30 },
					{ method: 'PIX', feeBasisPoints: 49, fixedFee: 0, settlementDays: 0 },
				],
			})
		})

		it('answers a sub-acquirer without some methods, fixed fees in minor units', async () => {
			const stripe = seedData.subAcquirers.find((entry) => entry.name === 'Stripe')
			const subAcquirer = await api.getOk(
				`/sub-acquirers/${stripe?.id}`,
				subAcquirerSchema,
				(await manager()).headers,
			)
			expect(subAcquirer).toMatchObject({
				document: null,
				currency: 'USD',
				country: 'UNITED_STATES',
			})
			expect(subAcquirer.fees.map((fee) => [fee.method, fee.feeBasisPoints, fee.fixedFee])).toEqual(
				[
					['DEBIT', 290, 30],
					['CREDIT', 290, 30],
				],
			)
		})

		it('answers an inactive one with active false, and one without fees with an empty table', async () => {
			const id = crypto.randomUUID()
			await api.db
				.insertInto('sub_acquirers')
				.values({
					id,
					name: 'Zeta Pagamentos',
					search_text: 'zeta pagamentos',
					document: null,
					document_key: null,
					country: 'BRAZIL',
					currency: 'BRL',
					active: 0,
					created_at: api.clock.now(),
				})
				.execute()
			const headers = (await manager()).headers
			expect(await api.getOk(`/sub-acquirers/${id}`, subAcquirerSchema, headers)).toMatchObject({
				active: false,
				fees: [],
			})
			const rows = await api.getOk(
				'/management/sub-acquirers?name=zeta',
				subAcquirerListSchema,
				headers,
			)
			expect(rows.map((row) => [row.name, row.active])).toEqual([['Zeta Pagamentos', false]])
			await api.db.deleteFrom('sub_acquirers').where('id', '=', id).execute()
		})

		it('answers 404 for an unknown id or one that is no UUID', async () => {
			const headers = (await manager()).headers
			expect((await api.get(`/sub-acquirers/${crypto.randomUUID()}`, headers)).status).toBe(404)
			expect((await api.get('/sub-acquirers/nope', headers)).status).toBe(404)
		})

		it('answers 404 to every profile that is not management; 401 without a session', async () => {
			for (const member of everyoneElse()) {
				expect((await get(`/sub-acquirers/${MERCADO_PAGO}`, member)).status).toBe(404)
				expect((await get('/sub-acquirers/nope', member)).status).toBe(404)
			}
			expect((await get(`/sub-acquirers/${MERCADO_PAGO}`)).status).toBe(401)
		})
	})
})
