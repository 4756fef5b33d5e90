import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { mintSession, type MintedSession } from '@caixa/testing/session'
import { type RecordFormActionData } from '~/components/record-form/picker-kinds'
import type * as RecordForm from '~/components/record-form/record-form.server'
import { signedInRequest, thrownResponse } from '~/testing/route-requests'

// The record form's server half against the real API in process: saving (a redirect to the new
// record, one record for a replayed Idempotency-Key), the API's refusals on their fields with the
// values kept, Conform's line intents, searches and new things in place. `t` echoes the keys.

type Module = typeof RecordForm

const t = (key: string) => key

let dataDir: string
let form: Module
let owner: MintedSession
let stranger: MintedSession
let cashierId: string
let productId: string

function fields(entries: Record<string, string>) {
	const body = new FormData()
	for (const [key, value] of Object.entries(entries)) body.append(key, value)
	return body
}

const sale = {
	idempotencyKey: 'sale-1',
	issuedOn: '2026-03-10',
	settlement: 'PAID_NOW',
	description: 'Balcão',
}

async function act(entries: Record<string, string>, who: MintedSession = owner, input = true) {
	return form.recordFormIntent(
		{
			token: who.token,
			request: new Request(`http://localhost/cashier/${cashierId}/input`, { method: 'POST' }),
			cashierId,
			input,
		},
		fields(entries),
		t,
	)
}

/** The body and status of a redisplay (`data(...)`). */
function redisplayed(answer: unknown) {
	const { data, init } = answer as { data: RecordFormActionData; init: { status?: number } | null }
	return { status: init?.status, ...data, values: data.result.initialValue ?? {} }
}

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-record-form-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	form = await import('~/components/record-form/record-form.server')
	const { caixaCall } = await import('~/server/caixa.server')
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	stranger = await mintSession({ name: 'Edu', surname: 'Reis', email: 'edu@example.com' })
	const { data: cashier } = await caixaCall(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	cashierId = cashier.id
	const { data: product } = await caixaCall(endpoints.cashiers.products.create, {
		params: { id: cashierId },
		token: owner.token,
		body: { name: 'Picolé', kind: 'PRODUCT', unitPrice: 650 },
	})
	productId = product.id
})

afterAll(async () => {
	const { closeDefaultDatabase } = await import('@caixa/db/default-database')
	await closeDefaultDatabase()
	await rm(dataDir, { recursive: true, force: true })
})

describe('saving', () => {
	it('redirects to the new record; a replayed key answers the same record', async () => {
		const entries = {
			...sale,
			orderReferenceNumber: '500',
			'items[0].productId': productId,
			'items[0].quantity': '3',
		}
		const first = (await act(entries)) as Response
		expect(first.status).toBe(302)
		const location = first.headers.get('Location') ?? ''
		expect(location).toMatch(new RegExp(`^/cashier/${cashierId}/inventory/[0-9a-f-]{36}$`))
		const again = (await act(entries)) as Response
		expect(again.headers.get('Location')).toBe(location)
	})

	it('a reference another record has comes back on its field with every value kept', async () => {
		const answer = redisplayed(
			await act({ ...sale, idempotencyKey: 'sale-2', orderReferenceNumber: '500', total: '12,00' }),
		)
		expect(answer.status).toBe(409)
		expect(answer.result.error).toMatchObject({
			orderReferenceNumber: ['ledger:problem.DUPLICATE_REFERENCE'],
		})
		expect(answer.values).toMatchObject({ description: 'Balcão', total: '12,00' })
	})

	it('the API’s field errors land on the line’s field, translated', async () => {
		const answer = redisplayed(
			await act({
				...sale,
				idempotencyKey: 'sale-3',
				'items[0].productId': '0b6c4a55-3f43-4c55-8a0e-2f0d0c6f6e01',
				'items[0].quantity': '1',
			}),
		)
		expect(answer.status).toBe(422)
		expect(answer.result.error).toMatchObject({
			'items[0].productId': ['record:errors.productGone'],
		})
	})

	it('what the form itself refuses never reaches the API', async () => {
		const answer = redisplayed(await act({ ...sale, 'items[0].quantity': '1,2345' }))
		expect(answer.status).toBe(400)
		expect(answer.result.error).toMatchObject({
			'items[0].quantity': ['record:errors.quantityDecimals'],
			'items[0].name': ['record:errors.lineNeedsName'],
		})
	})
})

describe('redisplays', () => {
	it('removing a line (Conform’s intent, without JavaScript) keeps the others and every value', async () => {
		const answer = redisplayed(
			await act({
				...sale,
				'items[0].name': 'Entrega',
				'items[0].quantity': '1',
				'items[1].name': 'Caixa',
				'items[1].quantity': '2',
				__intent__: JSON.stringify({ type: 'remove', payload: { name: 'items', index: 0 } }),
			}),
		)
		expect(answer.status).toBe(200)
		expect(answer.values).toMatchObject({
			description: 'Balcão',
			items: [{ name: 'Caixa', quantity: '2' }],
		})
	})

	it('a product’s line without a price comes back with the product’s price', async () => {
		const answer = redisplayed(
			await act({
				...sale,
				'items[0].productId': productId,
				'items[0].quantity': '2',
				__intent__: JSON.stringify({
					type: 'insert',
					payload: { name: 'items', defaultValue: { quantity: '1' } },
				}),
			}),
		)
		expect(answer.values).toMatchObject({
			items: [{ productId, quantity: '2', unitPrice: '6.50' }, { quantity: '1' }],
		})
	})

	it('a new category is created, chosen and offered', async () => {
		const answer = redisplayed(
			await act({
				...sale,
				intent: 'new-category',
				newCategoryName: 'Sorvetes de massa',
				newCategoryGroup: 'REVENUE',
			}),
		)
		expect(answer.status).toBe(200)
		const categoryId = String(answer.values.categoryId)
		expect(answer.values).toMatchObject({ newCategoryName: '', description: 'Balcão' })
		expect(answer.options.category).toContainEqual({ id: categoryId, label: 'Sorvetes de massa' })
	})

	it('a new client with a CPF that is not one is refused on its document, the form kept', async () => {
		const answer = redisplayed(
			await act({
				...sale,
				intent: 'new-client',
				newClientName: 'Joana',
				newClientDocument: '123.456.789-00',
			}),
		)
		expect(answer.status).toBe(422)
		expect(answer.result.error).toMatchObject({
			newClientDocument: ['record:errors.documentInvalid'],
		})
		expect(answer.values).toMatchObject({ newClientName: 'Joana', description: 'Balcão' })
	})

	it('a search without JavaScript offers its matches and keeps the chosen one', async () => {
		const created = redisplayed(
			await act({ ...sale, intent: 'new-client', newClientName: 'Marta' }),
		)
		const martaId = String(created.values.clientOrSupplierId)
		await act({ ...sale, intent: 'new-client', newClientName: 'Bruno' })
		const answer = redisplayed(
			await act({
				...sale,
				intent: 'search-client',
				clientSearch: 'brun',
				clientOrSupplierId: martaId,
			}),
		)
		expect(answer.options.client.map((option) => option.label)).toEqual(['Marta', 'Bruno'])
	})

	it('an intent nobody sent is a 400', async () => {
		const answer = redisplayed(await act({ ...sale, intent: 'launch' }))
		expect(answer.status).toBe(400)
		expect(answer.result.error).toMatchObject({ '': ['common:form.errors.intent'] })
	})

	it('another person’s cashier is a 404', async () => {
		await expect(act(sale, stranger)).rejects.toMatchObject({ status: 404 })
	})
})

describe('a form view (Back after saving makes no second record)', () => {
	const page = () => `/cashier/${cashierId}/input`
	const args = (request: Request) => ({ request, params: { cashierId }, context: {} })
	const view = () => crypto.randomUUID()

	/** The request with the saved-forms cookie the answer set, beside the session's. */
	function withSavedForms(request: Request, answer: Response) {
		const saved = answer.headers
			.getSetCookie()
			.find((cookie) => cookie.startsWith('caixa_saved_forms='))
		if (!saved) throw new Error('the answer set no saved-forms cookie')
		const headers = new Headers(request.headers)
		headers.set('Cookie', `${request.headers.get('Cookie')}; ${saved.split(';')[0]}`)
		return new Request(request, { headers })
	}

	/** Saves the form of view `id` (its key) with `values` over a sale's, with no saved-forms cookie. */
	async function save(id: string, values: Record<string, string>) {
		const post = await signedInRequest(owner, `${page()}?form=${id}`, {
			...sale,
			idempotencyKey: id,
			...values,
		})
		return (await form.recordFormAction(args(post), true)) as Response
	}

	async function recordsReferenced(reference: string) {
		const { caixaCall } = await import('~/server/caixa.server')
		const { data: rows } = await caixaCall(endpoints.cashiers.inventories.list, {
			params: { id: cashierId },
			query: { text: reference },
			token: owner.token,
		})
		return rows.filter((row) => row.kind === 'RECORD' && row.orderReferenceNumber === reference)
	}

	it('the page without a view id sends itself on with one; with it, the id is the form’s key', async () => {
		const sent = await thrownResponse(
			form.recordFormLoader(args(await signedInRequest(owner, page())), true),
		)
		expect(sent.status).toBe(302)
		expect(sent.headers.get('Location')).toMatch(
			new RegExp(`^/cashier/${cashierId}/input\\?form=[0-9a-f-]{36}$`),
		)
		const id = view()
		const shown = await form.recordFormLoader(
			args(await signedInRequest(owner, `${page()}?form=${id}`)),
			true,
		)
		expect(shown).toMatchObject({ idempotencyKey: id })
		expect(shown).not.toHaveProperty('saved')
	})

	it('once saved, its view says so with the record, and posted again makes nothing', async () => {
		const id = view()
		const saved = await save(id, { orderReferenceNumber: '700', total: '9,00' })
		expect(saved.status).toBe(302)
		const recordPath = saved.headers.get('Location') ?? ''
		expect(recordPath).toMatch(new RegExp(`^/cashier/${cashierId}/inventory/[0-9a-f-]{36}$`))

		const back = withSavedForms(await signedInRequest(owner, `${page()}?form=${id}`), saved)
		expect(await form.recordFormLoader(args(back), true)).toMatchObject({
			saved: { record: { id: recordPath.split('/').pop(), reference: '700' } },
		})
		// Another view of the same page is a new form.
		const other = withSavedForms(await signedInRequest(owner, `${page()}?form=${view()}`), saved)
		expect(await form.recordFormLoader(args(other), true)).not.toHaveProperty('saved')

		// Posted again (a page Back restored, a second tab), with other values even: back to its view.
		const again = withSavedForms(
			await signedInRequest(owner, `${page()}?form=${id}`, {
				...sale,
				idempotencyKey: id,
				orderReferenceNumber: '701',
				total: '9,00',
			}),
			saved,
		)
		const answer = (await form.recordFormAction(args(again), true)) as Response
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe(`/cashier/${cashierId}/input?form=${id}`)
		expect(await recordsReferenced('701')).toHaveLength(0)
		expect(await recordsReferenced('700')).toHaveLength(1)
	})

	it('its key with other values, where this browser forgot the save: the view says it is saved, nothing more made', async () => {
		const id = view()
		await save(id, { orderReferenceNumber: '710', total: '9,00' })
		// The form came back with a new proposed reference, and no cookie says it was saved.
		const answer = await save(id, { orderReferenceNumber: '711', total: '9,00' })
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe(`/cashier/${cashierId}/input?form=${id}`)
		expect(await recordsReferenced('711')).toHaveLength(0)
		const back = withSavedForms(await signedInRequest(owner, `${page()}?form=${id}`), answer)
		expect(await form.recordFormLoader(args(back), true)).toMatchObject({
			saved: { record: null },
		})
	})
})
