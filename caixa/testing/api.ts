import { afterAll, beforeAll, expect } from 'vitest'
import { type CaixaApp } from '@caixa/http/app'
import { API_BASE } from '@caixa/http/paths'
import { createTestApp } from './app'
import { type Cast, createCast, type Member, mintMember } from './cast'
import { type ManualClock, manualClock } from './clock'
import { createTestDatabase, type TestDatabase } from './database'
import { type MintSessionInput } from './session'

// The set-up every API test file repeated, in one call at the top of its describe. The database
// and the cast are made in beforeAll, so they are read through getters, inside tests and hooks;
// the clock is there at once.

type Headers = Record<string, string>

/** Anything with zod's `parse`. */
export interface Parser<T> {
	parse(value: unknown): T
}

/** The file's own database (db, engine, location: see TestDatabase), and the API over it. */
export interface TestApi extends Readonly<Omit<TestDatabase, 'destroy'>> {
	/** The clock of `app` and of the cast. */
	readonly clock: ManualClock
	/** The API over `db` on `clock`, made on first use. */
	readonly app: CaixaApp
	/** Someone signed in on `clock`: a new profile, or a new session of the one with that e-mail. */
	signIn(person: MintSessionInput): Promise<Member>
	/** GET `/caixa/api${path}`. */
	get(path: string, headers?: Headers): Promise<Response>
	/** POST `/caixa/api${path}`, `body` as JSON. */
	post(path: string, body: unknown, headers?: Headers): Promise<Response>
	/** PUT `/caixa/api${path}`, `body` as JSON. */
	put(path: string, body: unknown, headers?: Headers): Promise<Response>
	/** GET `/caixa/api${path}`, which must answer 200 (the failure shows the body), parsed. */
	getOk<T>(path: string, schema: Parser<T>, headers?: Headers): Promise<T>
}

export interface TestApiWithCast extends TestApi {
	/** Everyone around one unit, signed in (createCast), on `clock`. */
	readonly cast: Cast
}

export interface TestApiOptions {
	/** Make the cast before the tests. */
	cast?: boolean
	/** Default: a manualClock() at its usual start. */
	clock?: ManualClock
}

/**
 * A fresh database for the enclosing describe (or file), thrown away after it, with the API over
 * it and, when asked, the cast: `const api = useTestApi({ cast: true })`, then `api.cast.owner`.
 */
export function useTestApi(options: TestApiOptions & { cast: true }): TestApiWithCast
export function useTestApi(options?: TestApiOptions): TestApi
export function useTestApi(options: TestApiOptions = {}): TestApiWithCast {
	const clock = options.clock ?? manualClock()
	let database: TestDatabase | undefined
	let cast: Cast | undefined
	let served: ReturnType<typeof createTestApp> | undefined

	beforeAll(async () => {
		database = await createTestDatabase()
		if (options.cast) cast = await createCast(database.db, clock)
	})

	afterAll(async () => {
		await database?.destroy()
	})

	const made = <T>(value: T | undefined, what: string): T => {
		if (value === undefined) {
			throw new Error(`useTestApi: ${what} is made in beforeAll; read it in tests and hooks`)
		}
		return value
	}
	const testDatabase = () => made(database, 'the database')
	const serve = () => (served ??= createTestApp(testDatabase().db, { clock }))
	const get = async (path: string, headers: Headers = {}) =>
		serve().app.request(`${API_BASE}${path}`, { headers })

	return {
		get db() {
			return testDatabase().db
		},
		get engine() {
			return testDatabase().engine
		},
		get location() {
			return testDatabase().location
		},
		clock,
		get app() {
			return serve().app
		},
		get cast() {
			if (!options.cast) throw new Error('useTestApi: ask for the cast with { cast: true }')
			return made(cast, 'the cast')
		},
		signIn: (person) => mintMember(testDatabase().db, clock, person),
		get,
		post: async (path, body, headers) =>
			serve().app.request(`${API_BASE}${path}`, jsonRequest('POST', body, headers)),
		put: async (path, body, headers) =>
			serve().app.request(`${API_BASE}${path}`, jsonRequest('PUT', body, headers)),
		getOk: async (path, schema, headers) => {
			const response = await get(path, headers)
			expect(response.status, await response.clone().text()).toBe(200)
			return schema.parse(await response.json())
		},
	}
}

/** What `app.request` needs to send `body` as JSON. */
export function jsonRequest(
	method: 'POST' | 'PUT' | 'PATCH',
	body: unknown,
	headers: Headers = {},
): RequestInit {
	return {
		method,
		headers: { ...headers, 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	}
}
