import { type LoaderFunctionArgs } from '@remix-run/node'
import { readerLanguage } from '~/server/i18n.server'
import { reverseGeocode, searchPlaces } from '~/server/maps.server'
import { requireSession } from '~/server/session.server'

// The places a unit's address search offers, for the edit page's fetcher (with JavaScript; without
// it the page's own form asks): JSON MapsAnswer for `?query=…` (search) or `?lat=…&lon=…`
// (reverse geocoding). Not a page. Signed-in only, so the maps service is not an open proxy.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireSession(request)
	const params = new URL(request.url).searchParams
	const language = await readerLanguage(request)
	const query = params.get('query')?.trim().slice(0, 200)
	if (query) return Response.json(await searchPlaces(query, { language }))
	const latitude = coordinateOf(params.get('lat'), 90)
	const longitude = coordinateOf(params.get('lon'), 180)
	if (latitude !== null && longitude !== null) {
		return Response.json(await reverseGeocode(latitude, longitude, { language }))
	}
	return Response.json({ error: 'Ask with query, or with lat and lon' }, { status: 400 })
}

function coordinateOf(text: string | null, limit: number): number | null {
	if (!text?.trim()) return null
	const value = Number(text.trim().replace(',', '.'))
	return Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}
