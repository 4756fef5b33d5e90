import { describe, expect, it } from 'vitest'
import { reverseGeocode, searchPlaces } from './maps.server'

const baseUrl = 'http://maps.test/'

/** A fetch that answers `body` with `status` and records what it was asked. */
function answering(body: unknown, status = 200) {
	const asked: Array<{ url: string; headers: Record<string, string> }> = []
	const fetch = async (url: string | URL | Request, init?: RequestInit) => {
		asked.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> })
		return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
	}
	return { fetch: fetch as typeof globalThis.fetch, asked }
}

const paulista = {
	place_id: 1,
	display_name: 'Avenida Paulista, 1000, Bela Vista, São Paulo, Brasil',
	lat: '-23.5646',
	lon: '-46.6527',
}

describe('searchPlaces', () => {
	it('asks /search in JSON for a few matches, in the reader’s language, and reads Nominatim’s places', async () => {
		const { fetch, asked } = answering([
			paulista,
			{ ...paulista, display_name: 'Rua 2', lat: -1, lon: 2 },
		])
		expect(await searchPlaces('Paulista 1000', { baseUrl, fetch, language: 'pt-BR' })).toEqual({
			status: 'ok',
			places: [
				{ address: paulista.display_name, latitude: -23.5646, longitude: -46.6527 },
				{ address: 'Rua 2', latitude: -1, longitude: 2 },
			],
		})
		const url = new URL(asked[0]?.url ?? '')
		expect(url.origin + url.pathname).toBe('http://maps.test/search')
		expect(Object.fromEntries(url.searchParams)).toEqual({
			q: 'Paulista 1000',
			format: 'json',
			limit: '5',
		})
		expect(asked[0]?.headers['Accept-Language']).toBe('pt-BR')
		expect(asked[0]?.headers['User-Agent']).toMatch(/^Caixa /)
	})

	it('leaves out places it cannot read, and finds none in an empty answer', async () => {
		const odd = [{ display_name: 'No coordinates' }, { ...paulista, lat: 'north' }, paulista]
		expect(await searchPlaces('x', { baseUrl, fetch: answering(odd).fetch })).toEqual({
			status: 'ok',
			places: [{ address: paulista.display_name, latitude: -23.5646, longitude: -46.6527 }],
		})
		expect(await searchPlaces('x', { baseUrl, fetch: answering([]).fetch })).toEqual({
			status: 'ok',
			places: [],
		})
	})

	it('is unavailable when the service fails, answers nonsense, or cannot be reached', async () => {
		for (const { fetch } of [
			answering('oops', 500),
			answering('<html>'),
			answering({ not: 'a list' }),
		]) {
			expect(await searchPlaces('x', { baseUrl, fetch })).toEqual({ status: 'unavailable' })
		}
		const unreachable = (async () => {
			throw new TypeError('fetch failed')
		}) as typeof globalThis.fetch
		expect(await searchPlaces('x', { baseUrl, fetch: unreachable })).toEqual({
			status: 'unavailable',
		})
	})

	it('is off without a service', async () => {
		expect(await searchPlaces('x', { baseUrl: '' })).toEqual({ status: 'off' })
	})
})

describe('reverseGeocode', () => {
	it('asks /reverse for the point and answers its address', async () => {
		const { fetch, asked } = answering(paulista)
		expect(await reverseGeocode(-23.5646, -46.6527, { baseUrl, fetch })).toEqual({
			status: 'ok',
			places: [{ address: paulista.display_name, latitude: -23.5646, longitude: -46.6527 }],
		})
		const url = new URL(asked[0]?.url ?? '')
		expect(url.pathname).toBe('/reverse')
		expect(Object.fromEntries(url.searchParams)).toEqual({
			lat: '-23.5646',
			lon: '-46.6527',
			format: 'json',
		})
	})

	it('answers no place where the service knows no address', async () => {
		const { fetch } = answering({ error: 'Unable to geocode' })
		expect(await reverseGeocode(0, 0, { baseUrl, fetch })).toEqual({ status: 'ok', places: [] })
	})
})
