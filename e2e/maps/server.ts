import { createServer } from 'node:http'
import { E2E } from '../support/servers'
import { AUGUSTA, FAILING_SEARCH, KNOWN_SEARCH, PAULISTA, SE } from './fixtures'

// A local stand-in for a Nominatim-compatible maps service (DOMAIN.md "Maps"), answering from
// fixtures, so Playwright drives the real web app's address search and reverse geocoding:
// - GET /search?q=…&format=json: PAULISTA and AUGUSTA when q holds "paulista", 503 when it holds
//   "failing", none otherwise;
// - GET /reverse?lat=…&lon=…&format=json: SE at its coordinates (the point given), Nominatim's
//   `{ error }` at 0,0;
// - GET /health: ok.

const port = Number(process.env.MAPS_PORT ?? E2E.maps.port)

const server = createServer((request, response) => {
	const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
	const json = (status: number, body: unknown) => {
		response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
		response.end(JSON.stringify(body))
	}
	if (request.method !== 'GET') return json(405, { error: 'GET only' })
	if (url.pathname === '/health') return json(200, { status: 'ok' })
	if (url.searchParams.get('format') !== 'json') return json(400, { error: 'format=json only' })
	if (url.pathname === '/search') {
		const query = (url.searchParams.get('q') ?? '').toLowerCase()
		if (query.includes(FAILING_SEARCH)) return json(503, { error: 'unavailable' })
		return json(200, query.includes(KNOWN_SEARCH) ? [PAULISTA, AUGUSTA] : [])
	}
	if (url.pathname === '/reverse') {
		const lat = Number(url.searchParams.get('lat'))
		const lon = Number(url.searchParams.get('lon'))
		if (!Number.isFinite(lat) || !Number.isFinite(lon)) return json(400, { error: 'lat, lon' })
		if (lat === 0 && lon === 0) return json(200, { error: 'Unable to geocode' })
		return json(200, { ...SE, lat: String(lat), lon: String(lon) })
	}
	return json(404, { error: 'not found' })
})

server.listen(port, '127.0.0.1', () => {
	console.log(`maps stub on http://127.0.0.1:${port}`)
})
