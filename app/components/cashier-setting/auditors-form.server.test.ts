import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Cashier } from '@caixa/contract/cashier'
import { endpoints } from '@caixa/contract/endpoints'
import { mintSession, type MintedSession } from '@caixa/testing/session'
import type * as CaixaServer from '~/server/caixa.server'
import type * as AuditorsForm from './auditors-form.server'

// The cashier settings' auditors section, its server half against the real API in process: what
// the loader lists (pending first, "Show more"), and what the action answers to accept, remove
// and decline (back to the page without its query, with a toast; a row gone meanwhile in words;
// someone who may not manage it the page's 404). The words are the keys: `t` echoes them.

type Module = typeof AuditorsForm

const t = (key: string, options?: Record<string, unknown>) =>
	options ? `${key} ${JSON.stringify(options)}` : key

let dataDir: string
let form: Module
let call: typeof CaixaServer.caixaCall
let owner: MintedSession
let stranger: MintedSession
let cashier: Cashier

const pagePath = () => `/cashier/${cashier.id}/setting`
const page = (search = '') => new Request(`http://localhost${pagePath()}${search}`)

async function asker(n: number) {
	const session = await mintSession({
		name: `Auditor${n}`,
		surname: 'Contas',
		email: `auditor${n}@example.com`,
	})
	await call(endpoints.invites.cashiers.create, {
		token: session.token,
		body: { cashierId: cashier.id },
	})
	return session
}

function load(session: MintedSession, search = '') {
	return form.loadAuditors({ token: session.token, request: page(search) }, cashier)
}

function act(session: MintedSession, fields: Record<string, string>, search = '?auditor=x') {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	return form.auditorsAction({ token: session.token, request: page(search) }, body, {
		cashier,
		t,
	})
}

/** The JSON body of an action's `data(...)` answer, and its status. */
function refusal(answer: unknown) {
	const { data, init } = answer as { data: unknown; init: { status?: number } | null }
	return { status: init?.status, data }
}

function redirected(answer: unknown) {
	expect(answer).toBeInstanceOf(Response)
	const response = answer as Response
	expect(response.status).toBe(302)
	expect(response.headers.get('Location')).toBe(pagePath())
	// The toast's signed cookie: its value is the base64 of its JSON, then the signature.
	const value = /caixa_toast=([^.;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1] ?? ''
	const cookie = JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString('utf8')) as {
		__flash_toast__: { title: string }
	}
	return cookie.__flash_toast__.title
}

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-auditors-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	process.env.APP_URL = 'https://caixa.example'
	delete process.env.CAIXA_API_URL
	form = await import('./auditors-form.server')
	call = (await import('~/server/caixa.server')).caixaCall
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	stranger = await mintSession({ name: 'Edu', surname: 'Reis', email: 'edu@example.com' })
	// The quick start answers the cashier it made, as GET /cashiers/{id} would.
	cashier = (
		await call(endpoints.publics.units.create, {
			token: owner.token,
			body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
		})
	).data
	// Migrating a fresh database takes seconds on a loaded machine.
}, 60_000)

afterAll(async () => {
	const { closeDefaultDatabase } = await import('@caixa/db/default-database')
	await closeDefaultDatabase()
	await rm(dataDir, { recursive: true, force: true })
})

describe('the loader part', () => {
	it('makes the invite link of the public address, and lists no one yet', async () => {
		expect(await load(owner)).toEqual({
			inviteLink: `https://caixa.example/invite/cashier/${cashier.id}`,
			rows: [],
			more: false,
			steps: 1,
			confirming: null,
			timeZone: 'America/Sao_Paulo',
		})
	})

	it('is the page’s 404 for someone who may not manage the cashier', async () => {
		const thrown = await load(stranger).catch((error: unknown) => error)
		expect((thrown as Response).status).toBe(404)
	})
})

describe('accepting, removing, declining', () => {
	it('accepts a request, which then shows as an auditor after the pending ones', async () => {
		await asker(1)
		await asker(2)
		const [pendingSecond, pendingFirst] = (await load(owner, '?auditor=abc')).rows
		expect(pendingFirst).toMatchObject({
			status: 'PENDING',
			name: 'Auditor1',
			surname: 'Contas',
			email: 'auditor1@example.com',
			photo: null,
		})
		expect(pendingSecond).toMatchObject({ status: 'PENDING', name: 'Auditor2' })
		expect((await load(owner, '?auditor=abc')).confirming).toBe('abc')

		const toast = redirected(await act(owner, { intent: 'accept-auditor', id: pendingFirst!.id }))
		expect(toast).toBe('auditors:accept.done {"name":"Auditor1 Contas"}')
		const rows = (await load(owner)).rows
		expect(rows.map((row) => [row.name, row.status])).toEqual([
			['Auditor2', 'PENDING'],
			['Auditor1', 'ACCEPTED'],
		])

		// The second person's request, declined; the first auditor, removed.
		redirected(
			await act(owner, { intent: 'decline-auditor', id: pendingSecond!.id, name: 'Auditor2 C' }),
		)
		const removed = redirected(
			await act(owner, { intent: 'remove-auditor', id: pendingFirst!.id, name: 'Auditor1 C' }),
		)
		expect(removed).toBe('auditors:remove.done {"name":"Auditor1 C"}')
		expect((await load(owner)).rows).toEqual([])
	})

	it('says a row gone meanwhile (another window) over the section, for each step', async () => {
		const gone = crypto.randomUUID()
		for (const intent of ['accept-auditor', 'remove-auditor', 'decline-auditor']) {
			expect(refusal(await act(owner, { intent, id: gone, name: 'X' }))).toEqual({
				status: 409,
				data: { auditorsError: 'auditors:errors.gone' },
			})
		}
	})

	it('removes an accepted auditor only as one, and declines a pending request only as one', async () => {
		await asker(3)
		const [pending] = (await load(owner)).rows
		expect(refusal(await act(owner, { intent: 'remove-auditor', id: pending!.id })).status).toBe(
			409,
		)
		expect((await load(owner)).rows).toHaveLength(1)
		redirected(await act(owner, { intent: 'decline-auditor', id: pending!.id }))
	})

	it('refuses an unknown intent or a malformed id (400), and is the page’s 404 for a stranger', async () => {
		expect(refusal(await act(owner, { intent: 'add', id: crypto.randomUUID() }))).toEqual({
			status: 400,
			data: { auditorsError: 'common:form.errors.intent' },
		})
		expect(refusal(await act(owner, { intent: 'accept-auditor', id: 'abc' })).status).toBe(400)
		const thrown = await act(stranger, {
			intent: 'accept-auditor',
			id: crypto.randomUUID(),
		}).catch((error: unknown) => error)
		expect((thrown as Response).status).toBe(404)
	})
})

describe('who manages them', () => {
	it('is the unit’s collaborators too, not someone added to this cashier alone', async () => {
		const colleague = await mintSession({ name: 'Bia', surname: 'Lopes', email: 'bia@example.com' })
		const helper = await mintSession({ name: 'Caio', surname: 'Reis', email: 'caio@example.com' })
		await call(endpoints.units.collaborators.add, {
			params: { unitId: cashier.unit.id },
			body: { profileId: colleague.profile.id },
			token: owner.token,
		})
		await call(endpoints.units.cashiers.collaborators.add, {
			params: { unitId: cashier.unit.id, cashierId: cashier.id },
			body: { profileId: helper.profile.id },
			token: owner.token,
		})
		await asker(4)
		const [pending] = (await load(colleague)).rows
		expect(pending).toMatchObject({ status: 'PENDING', name: 'Auditor4' })
		const thrown = await load(helper).catch((error: unknown) => error)
		expect((thrown as Response).status).toBe(404)
		redirected(await act(colleague, { intent: 'decline-auditor', id: pending!.id }))
		expect((await load(owner)).rows).toEqual([])
	})
})

describe('many requests', () => {
	it('shows 20 at first, and "Show more" 20 more each time', async () => {
		for (let n = 10; n < 31; n++) await asker(n)
		const first = await load(owner)
		expect(first.rows).toHaveLength(20)
		expect(first.more).toBe(true)
		const second = await load(owner, '?auditors=2')
		expect(second.rows).toHaveLength(21)
		expect(second.more).toBe(false)
		expect(second.steps).toBe(2)
		expect(new Set(second.rows.map((row) => row.id)).size).toBe(21)
		expect((await load(owner, '?auditors=-3')).steps).toBe(1)
		expect((await load(owner, '?auditors=9999')).steps).toBe(25)
	}, 60_000)
})
