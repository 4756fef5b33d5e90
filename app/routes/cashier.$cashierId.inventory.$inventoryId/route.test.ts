import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type z } from 'zod'
import { endpoints } from '@caixa/contract/endpoints'
import { type newInventoryBodySchema } from '@caixa/contract/inventory'
import { type MintedSession, mintSession } from '@caixa/testing/session'
import { signedInRequest, thrownResponse } from '~/testing/route-requests'
import type * as CaixaServer from '~/server/caixa.server'
import type * as RecordList from '../cashier.$cashierId._index/route'
import type * as RecordPage from './route'

// The record page and the record list against the real API in process: what their loaders
// answer to the owner and to a stranger, the list's filters as the API takes them, and deleting
// a record (asked with ?delete, done with intent=delete, refused on an archived cashier).

let dataDir: string
let page: typeof RecordPage
let list: typeof RecordList
let call: typeof CaixaServer.caixaCall
let owner: MintedSession
let stranger: MintedSession
let unitId: string
let cashierId: string

const request = signedInRequest
const thrown = thrownResponse

async function record(body: Partial<z.input<typeof newInventoryBodySchema>>) {
	const { data } = await call(endpoints.cashiers.inventories.create, {
		params: { id: cashierId },
		token: owner.token,
		body: { input: true, issuedOn: '2024-05-10', ...body },
	})
	return data
}

async function balance() {
	const { data } = await call(endpoints.cashiers.get, {
		params: { id: cashierId },
		token: owner.token,
	})
	return data.balance
}

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-record-page-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	page = await import('./route')
	list = await import('../cashier.$cashierId._index/route')
	call = (await import('~/server/caixa.server')).caixaCall
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	stranger = await mintSession({ name: 'Edu', surname: 'Reis', email: 'edu@example.com' })
	const { data: cashier } = await call(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	cashierId = cashier.id
	unitId = cashier.unit.id
})

afterAll(async () => {
	const { closeDefaultDatabase } = await import('@caixa/db/default-database')
	await closeDefaultDatabase()
	await rm(dataDir, { recursive: true, force: true })
})

const args = (req: Request, inventoryId = '') => ({
	request: req,
	params: { cashierId, inventoryId },
	context: {},
})

describe('the record list', () => {
	it('counts days in the unit’s zone and sends the direction as one flag', async () => {
		await record({ input: false, total: 700, description: 'Copos' })
		await record({ input: true, total: 900, description: 'Sorvete' })
		const all = await list.loader(args(await request(owner, `/cashier/${cashierId}`)))
		expect(all.timeZone).toBe('America/Sao_Paulo')
		// The rows are the list's markup: names and signed totals tell the two records apart.
		expect(all.rows).toHaveLength(2)
		const html = all.rows.map((row) => row.html)
		expect(html).toContainEqual(expect.stringMatching(/>Sorvete<\/a>.*\+R\$9\.00/))
		expect(html).toContainEqual(expect.stringMatching(/>Copos<\/a>.*−R\$7\.00/))
		const out = await list.loader(args(await request(owner, `/cashier/${cashierId}?input=false`)))
		expect(out.filtered).toBe(true)
		expect(out.rows).toHaveLength(1)
		expect(out.rows[0]?.html).toContain('>Copos</a>')
		expect(out.rows[0]?.html).toContain('−R$7.00')
	})

	it('drops a category id the cashier does not know from the URL', async () => {
		const answer = await thrown(
			list.loader(
				args(
					await request(
						owner,
						`/cashier/${cashierId}?categoryId=00000000-0000-4000-8000-000000000000`,
					),
				),
			),
		)
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe(`/cashier/${cashierId}?categoryId=`)
	})

	it('is a 404 to someone who may not see the cashier', async () => {
		const answer = await thrown(list.loader(args(await request(stranger, `/cashier/${cashierId}`))))
		expect(answer.status).toBe(404)
	})
})

describe('the record page', () => {
	it('shows the record, and asks before deleting with ?delete', async () => {
		const { id } = await record({ total: 1000, description: 'Picolé' })
		const shown = await page.loader(args(await request(owner, `/x/${id}`), id))
		expect(shown).toMatchObject({ record: { id, total: 1000 }, confirming: false })
		const asking = await page.loader(args(await request(owner, `/x/${id}?delete`), id))
		expect(asking.confirming).toBe(true)
		const hidden = await thrown(page.loader(args(await request(stranger, `/x/${id}`), id)))
		expect(hidden.status).toBe(404)
	})

	it('deletes a record paid at once: back to the list with a toast, the balance as before', async () => {
		const before = await balance()
		const { id, orderReferenceNumber } = await record({ total: 2500, paid: true })
		expect(await balance()).toBe(before + 2500)
		const answer = (await page.action(
			args(await request(owner, `/x/${id}?delete`, { intent: 'delete' }), id),
		)) as Response
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe(`/cashier/${cashierId}`)
		expect(answer.headers.get('Set-Cookie')).toContain('caixa_toast=')
		expect(await balance()).toBe(before)
		expect(orderReferenceNumber).toMatch(/^\d+$/)
		const gone = await thrown(page.loader(args(await request(owner, `/x/${id}`), id)))
		expect(gone.status).toBe(404)
	})

	it('refuses an unknown intent, and a stranger’s delete is a 404', async () => {
		const { id } = await record({ total: 300 })
		const unknown = await page.action(args(await request(owner, `/x/${id}`, { intent: 'x' }), id))
		expect(unknown).toMatchObject({ init: { status: 400 } })
		const hidden = await thrown(
			page.action(args(await request(stranger, `/x/${id}`, { intent: 'delete' }), id)),
		)
		expect(hidden.status).toBe(404)
	})

	it('says so when the cashier is archived', async () => {
		const { id } = await record({ total: 400 })
		await call(endpoints.units.cashiers.update, {
			params: { unitId, cashierId },
			token: owner.token,
			body: { name: 'Balcão', openingBalance: 0, openingDate: '2024-01-01', archived: true },
		})
		const refused = await page.action(
			args(await request(owner, `/x/${id}`, { intent: 'delete' }), id),
		)
		expect(refused).toMatchObject({
			init: { status: 409 },
			data: { error: 'This cashier is archived: bring it back to record in it.' },
		})
	})
})
