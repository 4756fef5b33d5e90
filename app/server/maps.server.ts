import { z } from 'zod'
import { webEnv } from './env.server'

// Address search and reverse geocoding for a unit's address (DOMAIN.md "Maps"), through a
// Nominatim-compatible service at MAPS_URL: `/search?q=…&format=json` and
// `/reverse?lat=…&lon=…&format=json`. Without MAPS_URL there is no search and the address is typed
// by hand; a service that fails or is slow is "unavailable", never an error page.

/** A place the service knows: its address as one line, and where it is. */
export interface Place {
	address: string
	latitude: number
	longitude: number
}

export type MapsAnswer =
	| { status: 'ok'; places: Place[] }
	/** MAPS_URL is not set. */
	| { status: 'off' }
	/** The service did not answer, or not in time, or not with places. */
	| { status: 'unavailable' }

/** How many matches a search shows: enough to find one's street, few enough to read. */
export const PLACE_MATCHES = 5
const TIMEOUT_MS = 5000

export interface MapsOptions {
	/** Default MAPS_URL. */
	baseUrl?: string
	/** The reader's language, so the service words addresses in it (Accept-Language). */
	language?: string
	/** Default the global fetch; tests pass their own. */
	fetch?: typeof fetch
}

// Nominatim answers coordinates as strings; other compatible services as numbers.
const coordinate = z
	.union([z.number(), z.string().trim().min(1).transform(Number)])
	.pipe(z.number().refine(Number.isFinite))
const placeSchema = z.object({ display_name: z.string().min(1), lat: coordinate, lon: coordinate })

export function mapsConfigured(options: Pick<MapsOptions, 'baseUrl'> = {}): boolean {
	return Boolean(options.baseUrl ?? webEnv().MAPS_URL)
}

/** Up to PLACE_MATCHES places matching a text (an address, a place, a postcode). */
export function searchPlaces(text: string, options: MapsOptions = {}): Promise<MapsAnswer> {
	const params = new URLSearchParams({ q: text, format: 'json', limit: String(PLACE_MATCHES) })
	return ask('/search', params, options, (json) => {
		const places = z.array(z.unknown()).parse(json)
		return places.flatMap((place) => {
			const parsed = placeSchema.safeParse(place)
			return parsed.success ? [toPlace(parsed.data)] : []
		})
	})
}

/** The address at a point, if the service knows one (none: an empty list). */
export function reverseGeocode(
	latitude: number,
	longitude: number,
	options: MapsOptions = {},
): Promise<MapsAnswer> {
	const params = new URLSearchParams({
		lat: String(latitude),
		lon: String(longitude),
		format: 'json',
	})
	return ask('/reverse', params, options, (json) => {
		// Nominatim answers a point without an address with `{ "error": "Unable to geocode" }`.
		const parsed = placeSchema.safeParse(json)
		return parsed.success ? [toPlace(parsed.data)] : []
	})
}

async function ask(
	path: string,
	params: URLSearchParams,
	options: MapsOptions,
	read: (json: unknown) => Place[],
): Promise<MapsAnswer> {
	const baseUrl = (options.baseUrl ?? webEnv().MAPS_URL)?.replace(/\/+$/, '')
	if (!baseUrl) return { status: 'off' }
	const headers: Record<string, string> = {
		Accept: 'application/json',
		// Nominatim's usage policy asks every application to name itself.
		'User-Agent': `Caixa (${webEnv().APP_URL})`,
	}
	if (options.language) headers['Accept-Language'] = options.language
	try {
		const response = await (options.fetch ?? fetch)(`${baseUrl}${path}?${params}`, {
			headers,
			signal: AbortSignal.timeout(TIMEOUT_MS),
		})
		if (!response.ok) return { status: 'unavailable' }
		return { status: 'ok', places: read(await response.json()) }
	} catch {
		// Unreachable, too slow, or not JSON of places: the page says so and the form goes on.
		return { status: 'unavailable' }
	}
}

function toPlace(place: z.output<typeof placeSchema>): Place {
	return { address: place.display_name, latitude: place.lat, longitude: place.lon }
}
