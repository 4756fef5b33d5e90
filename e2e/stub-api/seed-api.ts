import { API_BASE } from '@caixa/http/paths'

// How fixtures are written: through the API's own calls, as the person who would make them — in
// process for the stub (its app), over HTTP for the real server (e2e/support). A refusal stops
// the seeding with the API's own words.

/** Where the API answers: the stub's app itself, or a server over HTTP (`overHttp`). */
export interface ApiTarget {
	fetch(request: Request): Response | Promise<Response>
}

/** The API of the server at `origin` (the real-mode web server answers /caixa/* too). */
export function overHttp(origin: string): ApiTarget {
	return {
		fetch: (request) => {
			const { pathname, search } = new URL(request.url)
			return fetch(new Request(`${origin}${pathname}${search}`, request))
		},
	}
}

export interface SeedApi {
	call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>
	get<T>(path: string): Promise<T>
	post<T>(path: string, body: unknown): Promise<T>
	put<T>(path: string, body: unknown): Promise<T>
	delete(path: string): Promise<void>
}

export function seedApi(target: ApiTarget, token: string): SeedApi {
	async function call<T>(
		method: 'GET' | 'POST' | 'PUT' | 'DELETE',
		path: string,
		body?: unknown,
	): Promise<T> {
		const response = await target.fetch(
			new Request(`http://caixa.internal${API_BASE}${path}`, {
				method,
				headers: {
					Authorization: `Bearer ${token}`,
					...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
				},
				body: body === undefined ? undefined : JSON.stringify(body),
			}),
		)
		const text = await response.text()
		if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
		return (text ? JSON.parse(text) : undefined) as T
	}
	return {
		call,
		get: (path) => call('GET', path),
		post: (path, body) => call('POST', path, body),
		put: (path, body) => call('PUT', path, body),
		delete: (path) => call('DELETE', path),
	}
}
