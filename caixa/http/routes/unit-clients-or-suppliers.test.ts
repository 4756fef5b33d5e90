import { describe, expect, it } from 'vitest'
import {
	type ClientOrSupplier,
	clientOrSupplierListSchema,
	clientOrSupplierSchema,
} from '@caixa/contract/client-or-supplier'
import { createUnitWithCashier, type Member, useTestApi } from '@caixa/testing'

describe('/caixa/api/units/{unitId}/clients-or-suppliers', () => {
	const api = useTestApi({ cast: true })
	const path = (suffix = '') => `/units/${api.cast.unit.id}/clients-or-suppliers${suffix}`
	const remove = (target: string, member?: Member) =>
		api.app.request(`/caixa/api${target}`, { method: 'DELETE', headers: member?.headers })
	const refused = () => [
		api.cast.cashierCollaborator,
		api.cast.auditor,
		api.cast.pendingAuditor,
		api.cast.stranger,
	]
	const create = async (body: unknown, member: Member = api.cast.owner, at = path()) => {
		const response = await api.post(at, body, member.headers)
		expect(response.status, await response.clone().text()).toBe(201)
		return { body: clientOrSupplierSchema.parse(await response.json()), response }
	}
	const fieldsOf = async (response: Response) =>
		((await response.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)

	describe('POST, in a unit in BRAZIL', () => {
		it('keeps a valid CPF or CNPJ without punctuation, says which it is; 201 and Location', async () => {
			const { body: person, response } = await create({
				name: 'Maria Silva',
				document: '529.982.247-25',
				kind: 'CLIENT',
				email: 'maria@example.com',
				phone: '+55 11 91234-5678',
			})
			expect(person).toEqual({
				id: expect.any(String),
				name: 'Maria Silva',
				document: '52998224725',
				documentType: 'CPF',
				kind: 'CLIENT',
				email: 'maria@example.com',
				phone: '+55 11 91234-5678',
				archived: false,
			})
			expect(response.headers.get('Location')).toBe(
				`/caixa/api/units/${api.cast.unit.id}/clients-or-suppliers/${person.id}`,
			)
			const { body: company } = await create(
				{ name: 'Atacado Novo', document: '12.abc.345/01de-35', kind: 'SUPPLIER' },
				api.cast.unitCollaborator,
			)
			expect(company).toMatchObject({ document: '12ABC34501DE35', documentType: 'CNPJ' })
			const { body: nobody } = await create({ name: 'Walk-in', kind: 'CLIENT', document: '' })
			expect(nobody).toMatchObject({ document: null, documentType: null, email: null })
		})

		it('refuses a CPF or CNPJ with wrong check digits or length, an e-mail, a blank name: 422', async () => {
			const cases: Array<[unknown, string]> = [
				[{ name: 'Bad CPF', kind: 'CLIENT', document: '529.982.247-24' }, 'document'],
				[{ name: 'Bad CNPJ', kind: 'CLIENT', document: '11.222.333/0001-82' }, 'document'],
				[{ name: 'Short', kind: 'CLIENT', document: '1234' }, 'document'],
				[{ name: 'Repeated', kind: 'CLIENT', document: '111.111.111-11' }, 'document'],
				[{ name: 'Mail', kind: 'CLIENT', email: 'not an address' }, 'email'],
				[{ name: ' ', kind: 'CLIENT' }, 'name'],
				[{ name: 'Kind', kind: 'FRIEND' }, 'kind'],
			]
			for (const [body, field] of cases) {
				const response = await api.post(path(), body, api.cast.owner.headers)
				expect(response.status, JSON.stringify(body)).toBe(422)
				expect(await fieldsOf(response)).toContain(field)
			}
		})

		it('answers 404 to everyone else and 401 without a session', async () => {
			const body = { name: 'Sneaky', kind: 'CLIENT' }
			for (const member of refused()) {
				expect((await api.post(path(), body, member.headers)).status).toBe(404)
				expect((await api.get(path(), member.headers)).status).toBe(404)
			}
			expect((await api.post(path(), body)).status).toBe(401)
			expect((await api.get(path())).status).toBe(401)
		})
	})

	it('takes any document as typed in a unit outside Brazil', async () => {
		const { unit } = await createUnitWithCashier(api.db, api.cast.owner.profileId, {
			unitName: 'Lisboa',
			country: 'PORTUGAL',
		})
		const { body } = await create(
			{ name: 'Cliente', kind: 'CLIENT', document: 'PT 123 456 789' },
			api.cast.owner,
			`/units/${unit.id}/clients-or-suppliers`,
		)
		expect(body).toMatchObject({ document: 'PT 123 456 789', documentType: null })
	})

	describe('GET, the list', () => {
		it('filters by name, document (punctuation ignored), kind and state', async () => {
			const { unit } = await createUnitWithCashier(api.db, api.cast.owner.profileId, {
				unitName: 'Lista',
			})
			const at = `/units/${unit.id}/clients-or-suppliers`
			await create(
				{ name: 'Ana Souza', kind: 'CLIENT', document: '52998224725' },
				api.cast.owner,
				at,
			)
			await create({ name: 'Bruno', kind: 'SUPPLIER' }, api.cast.owner, at)
			await create({ name: 'Ângela Both', kind: 'BOTH' }, api.cast.owner, at)
			const { body: gone } = await create({ name: 'Antiga', kind: 'CLIENT' }, api.cast.owner, at)
			await api.put(
				`${at}/${gone.id}`,
				{ name: 'Antiga', kind: 'CLIENT', archived: true },
				api.cast.owner.headers,
			)
			const names = async (search: string) =>
				(await api.getOk(`${at}${search}`, clientOrSupplierListSchema, api.cast.owner.headers)).map(
					(item: ClientOrSupplier) => item.name,
				)
			expect(await names('')).toEqual(['Ana Souza', 'Ângela Both', 'Bruno'])
			expect(await names('?name=angela')).toEqual(['Ângela Both'])
			expect(await names('?document=529.982')).toEqual(['Ana Souza'])
			expect(await names('?document=99')).toEqual([])
			expect(await names('?kind=CLIENT')).toEqual(['Ana Souza', 'Ângela Both'])
			expect(await names('?kind=SUPPLIER')).toEqual(['Ângela Both', 'Bruno'])
			expect(await names('?state=ARCHIVED')).toEqual(['Antiga'])
			expect(await names('?offset=1&size=1')).toEqual(['Ângela Both'])
		})
	})

	describe('GET, PUT and DELETE one', () => {
		it('reads, edits (checking the document again), archives; deletes one nothing names', async () => {
			const { body: item } = await create({ name: 'Carlos', kind: 'CLIENT' })
			const one = path(`/${item.id}`)
			expect(
				await api.getOk(one, clientOrSupplierSchema, api.cast.unitCollaborator.headers),
			).toEqual(item)
			const bad = await api.put(
				one,
				{ name: 'Carlos', kind: 'CLIENT', document: '123.456.789-00' },
				api.cast.owner.headers,
			)
			expect(bad.status).toBe(422)
			expect(await fieldsOf(bad)).toEqual(['document'])
			const edited = await api.put(
				one,
				{ name: 'Carlos Lima', kind: 'BOTH', document: '123.456.789-09', archived: true },
				api.cast.unitCollaborator.headers,
			)
			expect(edited.status).toBe(200)
			expect(await edited.json()).toMatchObject({
				name: 'Carlos Lima',
				kind: 'BOTH',
				document: '12345678909',
				documentType: 'CPF',
				archived: true,
			})
			expect((await remove(one, api.cast.unitCollaborator)).status).toBe(204)
			expect((await api.get(one, api.cast.owner.headers)).status).toBe(404)
		})

		it('answers 404 to everyone else and 401 without a session, on every call', async () => {
			const { body: item } = await create({ name: 'Guarded', kind: 'CLIENT' })
			const one = path(`/${item.id}`)
			const body = { name: 'Taken', kind: 'CLIENT' }
			for (const member of refused()) {
				expect((await api.get(one, member.headers)).status).toBe(404)
				expect((await api.put(one, body, member.headers)).status).toBe(404)
				expect((await remove(one, member)).status).toBe(404)
			}
			expect((await api.get(one)).status).toBe(401)
			expect((await api.put(one, body)).status).toBe(401)
			expect((await remove(one)).status).toBe(401)
			expect(await api.getOk(one, clientOrSupplierSchema, api.cast.owner.headers)).toEqual(item)
		})
	})
})
