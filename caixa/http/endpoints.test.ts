import { describe, expect, it } from 'vitest'
import { allEndpoints } from '@caixa/contract/endpoints'
import { createCaixaApp } from './app'
import { API_BASE } from './paths'

// The endpoint table (caixa/contract/endpoints) and the API's routes are one list: every entry
// is a route and every route an entry, with the same success statuses. Left out of the table on
// purpose: the OpenAPI document itself (GET /openapi.json), which describes the API rather than
// being part of it, and which no client calls through the table.
const NOT_IN_TABLE = [`GET ${API_BASE}/openapi.json`]

// Built with no database: nothing here sends a request that reaches one.
const app = createCaixaApp({ db: undefined })

function tableOperations(): string[] {
	return allEndpoints().map((entry) => `${entry.method.toUpperCase()} ${API_BASE}${entry.path}`)
}

async function documented(): Promise<
	Record<string, Record<string, { responses: Record<string, unknown> }>>
> {
	const response = await app.request(`${API_BASE}/openapi.json`)
	const document = (await response.json()) as {
		paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
	}
	return document.paths
}

describe('the endpoint table', () => {
	it('names each endpoint once', () => {
		const operations = tableOperations()
		expect(operations.length).toBeGreaterThan(100)
		expect(new Set(operations).size).toBe(operations.length)
	})

	it('names in its params exactly the placeholders of its path', () => {
		for (const entry of allEndpoints()) {
			const placeholders = [...entry.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
			const params = Object.keys(entry.params?.shape ?? {})
			expect(params.sort(), `${entry.method} ${entry.path}`).toEqual(placeholders.sort())
		}
	})

	it('has an entry for every documented route, and a documented route for every entry', async () => {
		const paths = await documented()
		const inDocument = Object.entries(paths).flatMap(([path, operations]) =>
			Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
		)
		expect(tableOperations().sort()).toEqual(inDocument.sort())
	})

	it('gives each endpoint the success statuses its route documents', async () => {
		const paths = await documented()
		for (const entry of allEndpoints()) {
			const responses = paths[`${API_BASE}${entry.path}`]?.[entry.method]?.responses ?? {}
			const successes = Object.keys(responses).filter((status) => status.startsWith('2'))
			expect(successes, `${entry.method} ${entry.path}`).toEqual(Object.keys(entry.answers))
		}
	})

	it('has an entry for every route the app answers, documented or not', () => {
		const registered = app.routes
			// Middleware (body limits, sessions) is registered for every method.
			.filter((route) => route.method !== 'ALL')
			.map((route) => `${route.method} ${openApiPath(route.path)}`)
		const table = new Set([...tableOperations(), ...NOT_IN_TABLE])
		expect(registered.filter((operation) => !table.has(operation))).toEqual([])
		expect([...table].filter((operation) => !registered.includes(operation))).toEqual([])
	})
})

/**
 * A Hono path as the document writes it: `:id` is `{id}`. The photo's path is routed by hand
 * (`:file{[^/]+\.jpg}`, multimedia.ts says why) and documented as `{id}.jpg`.
 */
function openApiPath(path: string): string {
	return path
		.replace(/:file\{\[\^\/\]\+\\\.jpg\}/, '{id}.jpg')
		.replace(/:([A-Za-z]+)/g, (_, name: string) => `{${name}}`)
}
