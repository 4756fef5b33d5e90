import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import i18next from 'i18next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { MAX_LEDGER_VOLUME } from '@caixa/domain/ledger-bounds'
import { mintSession, type MintedSession } from '@caixa/testing/session'
import { type Translate } from '~/components/form-errors'
import { type RecordFormActionData } from '~/components/record-form/picker-kinds'
import type * as RecordForm from '~/components/record-form/record-form.server'
import { i18nConfig } from '~/i18n/config'

// The refusals on the record form, against the real API in process and in the reader's
// words: a unit whose books are full (409 LEDGER_LIMIT, caixa/domain/ledger-bounds.ts) and a form
// whose Idempotency-Key already made a record from other values (422 IDEMPOTENCY_KEY_REUSED) come
// back as a sentence over the form, translated, with every value typed kept.

const i18n = i18next.createInstance()
await i18n.init({ ...i18nConfig, lng: 'en-US' })
const english = i18n.getFixedT('en-US') as unknown as Translate
const portuguese = i18n.getFixedT('pt-BR') as unknown as Translate

let dataDir: string
let form: typeof RecordForm
let owner: MintedSession
let cashierId: string
let unitId: string

function fields(entries: Record<string, string>) {
	const body = new FormData()
	for (const [key, value] of Object.entries(entries)) body.append(key, value)
	return body
}

const typed = {
	issuedOn: '2026-03-10',
	settlement: 'PAID_NOW',
	description: 'Bolo de casamento',
	orderReferenceNumber: 'NF-77',
	total: '1.234,56',
}

async function act(entries: Record<string, string>, t: Translate) {
	return form.recordFormIntent(
		{
			token: owner.token,
			request: new Request(`http://localhost/cashier/${cashierId}/input`, { method: 'POST' }),
			cashierId,
			input: true,
		},
		fields(entries),
		t,
	)
}

function redisplayed(answer: unknown) {
	const { data, init } = answer as { data: RecordFormActionData; init: { status?: number } | null }
	return { status: init?.status, result: data.result, values: data.result.initialValue ?? {} }
}

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-record-bounds-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	form = await import('~/components/record-form/record-form.server')
	const { caixaCall } = await import('~/server/caixa.server')
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	const { data: cashier } = await caixaCall(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Confeitaria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	cashierId = cashier.id
	unitId = cashier.unit.id
})

afterAll(async () => {
	const { closeDefaultDatabase } = await import('@caixa/db/default-database')
	await closeDefaultDatabase()
	await rm(dataDir, { recursive: true, force: true })
})

describe('the record form’s refusals', () => {
	it('a unit whose books are full: the sentence over the form, in the reader’s language, values kept', async () => {
		const { migratedDefaultDatabase } = await import('@caixa/db/default-database')
		const db = await migratedDefaultDatabase()
		// 900 records of 10^13 would make it full too (the API's tests do); here it is filled at once.
		await db
			.updateTable('units')
			.set({ ledger_volume: MAX_LEDGER_VOLUME })
			.where('id', '=', unitId)
			.execute()
		try {
			for (const [t, words] of [
				[english, /^The unit's books have no room for this/],
				[portuguese, /^Os livros da unidade não comportam isto/],
			] as const) {
				const answer = redisplayed(await act({ ...typed, idempotencyKey: 'full-1' }, t))
				expect(answer.status).toBe(409)
				expect(answer.result.error?.['']).toEqual([expect.stringMatching(words)])
				expect(answer.values).toMatchObject(typed)
			}
		} finally {
			await db.updateTable('units').set({ ledger_volume: 0 }).where('id', '=', unitId).execute()
		}
		// Once there is room, the same form (the same key: a refusal binds nothing) goes through.
		const saved = (await act({ ...typed, idempotencyKey: 'full-1' }, english)) as Response
		expect(saved.status).toBe(302)
	})

	it('a key that already made a record from other values: its view says the form is saved, nothing more made', async () => {
		const first = (await act(
			{ ...typed, orderReferenceNumber: 'NF-78', idempotencyKey: 'k-2' },
			english,
		)) as Response
		expect(first.status).toBe(302)
		const changed = { ...typed, orderReferenceNumber: 'NF-78', total: '99,00' }
		// Shown as Back after saving shows it: the view's page, which the cookie
		// now says is saved, with what it made not known.
		const answer = (await act({ ...changed, idempotencyKey: 'k-2' }, portuguese)) as Response
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe(`/cashier/${cashierId}/input?form=k-2`)
		const { savedFormView } = await import('~/server/form-view.server')
		const cookie = answer.headers.get('Set-Cookie')?.split(';')[0] ?? ''
		const back = new Request(`http://localhost/cashier/${cashierId}/input?form=k-2`, {
			headers: { Cookie: cookie },
		})
		expect(await savedFormView(back, 'k-2')).toMatchObject({ made: null })
		const { caixaCall } = await import('~/server/caixa.server')
		const { data: rows } = await caixaCall(endpoints.cashiers.inventories.list, {
			params: { id: cashierId },
			query: { text: 'NF-78' },
			token: owner.token,
		})
		expect(rows.map((row) => row.total)).toEqual([123456])
	})
})
