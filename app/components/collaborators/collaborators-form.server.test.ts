import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { mintSession, type MintedSession } from '@caixa/testing/session'
import type * as CollaboratorsForm from '~/components/collaborators/collaborators-form.server'

// The one collaborators flow's server half against the real API in process: what the loader
// finds for `?email=`, and what the action answers to add and remove (redirects without the
// query, refusals as words for the e-mail field). The words are the keys: `t` echoes them.

// Imported in beforeAll, once the environment names the test's own database.
type Module = typeof CollaboratorsForm

const t = (key: string, options?: Record<string, unknown>) =>
	options ? `${key} ${JSON.stringify(options)}` : key

let dataDir: string
let flow: Module
let owner: MintedSession
let carla: MintedSession
let stranger: MintedSession
let unitId: string

const pathsOf = (id: string): CollaboratorsForm.CollaboratorPaths =>
	flow.collaboratorPaths(endpoints.units.collaborators, { unitId: id })

const page = (search = '') => new Request(`http://localhost/unit/${unitId}/settings${search}`)

function post(fields: Record<string, string>, search = '?email=someone%40example.com') {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	return { request: page(search), body }
}

async function act(session: MintedSession, fields: Record<string, string>) {
	const { request, body } = post(fields)
	return flow.collaboratorsAction({ token: session.token, request }, body, {
		t,
		self: session.profile.id,
		paths: pathsOf(unitId),
		scope: 'unit',
	})
}

async function look(session: MintedSession, search: string, id = unitId) {
	return flow.loadPeople(
		{ token: session.token, request: page(search) },
		{ ...session.profile, language: 'en-US' },
		pathsOf(id),
	)
}

/** The JSON body of an action's `data(...)` answer, and its status. */
function refusal(answer: unknown) {
	const { data, init } = answer as { data: unknown; init: { status?: number } | null }
	return { status: init?.status, data }
}

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-collaborators-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	flow = await import('~/components/collaborators/collaborators-form.server')
	const { caixaCall } = await import('~/server/caixa.server')
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	carla = await mintSession({ name: 'Carla', surname: 'Mendes', email: 'carla@example.com' })
	stranger = await mintSession({ name: 'Edu', surname: 'Reis', email: 'edu@example.com' })
	const { data } = await caixaCall(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	unitId = data.unit.id
})

afterAll(async () => {
	const { closeDefaultDatabase } = await import('@caixa/db/default-database')
	await closeDefaultDatabase()
	await rm(dataDir, { recursive: true, force: true })
})

describe('the loader part', () => {
	it('lists no one yet, shows the owner, looks nothing up without ?email=', async () => {
		const loaded = await look(owner, '')
		expect(loaded.rows).toEqual([])
		expect(loaded.page).toBe(1)
		expect(loaded.people).toMatchObject({
			email: '',
			lookup: { status: 'idle' },
			owner: { id: owner.profile.id, email: 'ana@example.com' },
		})
	})

	it('finds someone by their whole address, in any case, and keeps it as typed', async () => {
		const loaded = await look(owner, '?email=%20CARLA%40example.com')
		expect(loaded.people.email).toBe('CARLA@example.com')
		expect(loaded.people.lookup).toEqual({
			status: 'found',
			member: false,
			person: {
				id: carla.profile.id,
				name: 'Carla',
				surname: 'Mendes',
				email: 'carla@example.com',
				photo: null,
			},
		})
	})

	it('says when no one has that address, or when it is none', async () => {
		expect((await look(owner, '?email=nobody%40example.com')).people.lookup).toEqual({
			status: 'none',
		})
		expect((await look(owner, '?email=carla%40')).people.lookup).toEqual({ status: 'invalid' })
	})

	it("does not search again for the list's own fetches", async () => {
		const loaded = await look(owner, '?email=carla%40example.com&page=2&batch=1')
		expect(loaded.people.lookup).toEqual({ status: 'idle' })
	})

	it('is the page’s 404 for someone who does not own the unit', async () => {
		const thrown = await look(stranger, '').catch((error: unknown) => error)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).status).toBe(404)
	})
})

describe('the action part', () => {
	it('adds, then goes back without the query, with a toast', async () => {
		const answer = await act(owner, { intent: 'add', profileId: carla.profile.id })
		expect(answer).toBeInstanceOf(Response)
		const response = answer as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`/unit/${unitId}/settings`)
		expect(response.headers.get('Set-Cookie')).toMatch(/caixa_toast=/)
		const loaded = await look(owner, '?email=carla%40example.com')
		expect(loaded.rows.map((row) => row.id)).toEqual([carla.profile.id])
		expect(loaded.people.lookup).toMatchObject({ status: 'found', member: true })
	})

	it('refuses adding someone who is one already (409), or the owner (422), on the field', async () => {
		expect(refusal(await act(owner, { intent: 'add', profileId: carla.profile.id }))).toEqual({
			status: 409,
			data: { collaboratorsError: 'collaborators:errors.already {"name":"Carla Mendes"}' },
		})
		expect(refusal(await act(owner, { intent: 'add', profileId: owner.profile.id }))).toEqual({
			status: 422,
			data: { collaboratorsError: 'collaborators:errors.cannotAdd' },
		})
	})

	it('never removes the owner', async () => {
		expect(refusal(await act(owner, { intent: 'remove', profileId: owner.profile.id }))).toEqual({
			status: 422,
			data: { collaboratorsError: 'collaborators:errors.yourself' },
		})
	})

	it('removes, and a second removal (another tab) ends the same way', async () => {
		for (let i = 0; i < 2; i++) {
			const answer = await act(owner, {
				intent: 'remove',
				profileId: carla.profile.id,
				name: 'Carla Mendes',
			})
			expect((answer as Response).status).toBe(302)
			expect((answer as Response).headers.get('Location')).toBe(`/unit/${unitId}/settings`)
		}
		expect((await look(owner, '')).rows).toEqual([])
	})

	it('refuses an unknown intent or a malformed id (400), and a stranger (404)', async () => {
		expect(refusal(await act(owner, { intent: 'invite', profileId: carla.profile.id }))).toEqual({
			status: 400,
			data: { collaboratorsError: 'common:form.errors.intent' },
		})
		expect(refusal(await act(owner, { intent: 'add', profileId: 'carla' })).status).toBe(400)
		const thrown = await act(stranger, { intent: 'add', profileId: carla.profile.id }).catch(
			(error: unknown) => error,
		)
		expect((thrown as Response).status).toBe(404)
	})

	it('is the page’s 404 for a removal from a unit not the caller’s, or none at all, never "removed"', async () => {
		// The API's 404 for a person no longer there and for a unit the caller cannot see is the
		// same; the first ends as asked (above), the second once answered "removed" too.
		for (const [who, id] of [
			[stranger, unitId],
			[owner, crypto.randomUUID()],
		] as const) {
			const { request, body } = post({ intent: 'remove', profileId: carla.profile.id, name: 'C' })
			const thrown = await flow
				.collaboratorsAction({ token: who.token, request }, body, {
					t,
					self: who.profile.id,
					paths: pathsOf(id),
					scope: 'unit',
				})
				.catch((error: unknown) => error)
			expect(thrown).toBeInstanceOf(Response)
			expect((thrown as Response).status).toBe(404)
		}
	})
})

it('says so on the field past 30 searches an hour, and a typo costs none', async () => {
	const busy = await mintSession({ name: 'Bia', surname: 'Lopes', email: 'bia@example.com' })
	const { caixaCall } = await import('~/server/caixa.server')
	const { data } = await caixaCall(endpoints.publics.units.create, {
		token: busy.token,
		body: { unitName: 'Banca', cashierName: 'Caixa', country: 'BRAZIL' },
	})
	const busyUnit = data.unit.id
	for (let i = 0; i < 5; i++) await look(busy, '?email=not-an-address', busyUnit)
	for (let i = 0; i < 30; i++) {
		expect((await look(busy, `?email=p${i}%40example.com`, busyUnit)).people.lookup.status).toBe(
			'none',
		)
	}
	expect((await look(busy, '?email=carla%40example.com', busyUnit)).people.lookup).toEqual({
		status: 'limited',
	})
})
