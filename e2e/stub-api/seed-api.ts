import { type CaixaApp } from '@caixa/http/app'
import { API_BASE } from '@caixa/http/paths'

// How the seed writes its fixtures: through the API's own calls, in process, as the person who
// would make them. A refusal stops the start with the API's own words.

export interface SeedApi {
	get<T>(path: string): Promise<T>
	post<T>(path: string, body: unknown): Promise<T>
	put<T>(path: string, body: unknown): Promise<T>
	delete(path: string): Promise<void>
}

export function seedApi(app: CaixaApp, token: string): SeedApi {
	async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
		const response = await app.request(`${API_BASE}${path}`, {
			method,
			headers: {
				Authorization: `Bearer ${token}`,
				...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		})
		const text = await response.text()
		if (!response.ok) throw new Error(`seed: ${method} ${path} answered ${response.status} ${text}`)
		return (text ? JSON.parse(text) : undefined) as T
	}
	return {
		get: (path) => call('GET', path),
		post: (path, body) => call('POST', path, body),
		put: (path, body) => call('PUT', path, body),
		delete: (path) => call('DELETE', path),
	}
}
