import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { accountBodySchema } from '@caixa/contract/account'
import {
	accessRequestSchema,
	photoBodySchema,
	tokenCheckSchema,
} from '@caixa/contract/authentication'
import { MULTIMEDIA_MAX_BYTES, type Multimedia } from '@caixa/contract/multimedia'
import { cashierListQuerySchema, newCashierBodySchema, type Cashier } from '@caixa/contract/cashier'
import { currencyOfCountry } from '@caixa/contract/countries'
import { friendInviteBodySchema } from '@caixa/contract/invite'
import { quickStartBodySchema } from '@caixa/contract/quick-start'
import { timeZoneOfCountry } from '@caixa/contract/time-zones'
import { type Unit } from '@caixa/contract/unit'
import { profileDetailsSchema, type Session } from '@caixa/contract/session'
import { companyRoutes } from './company-routes'
import {
	ACCESS_LINKS,
	cashiers,
	outsidePosts,
	priceLists,
	RATE_LIMITED_INVITE,
	RATE_LIMIT_RETRY_AFTER_SECONDS,
	RATE_LIMITED_EMAIL,
	STUB_TOKENS,
} from './fixtures'
import { ledgerLookupRoutes } from './ledger-lookup-routes'
import { ledgerRoutes } from './ledger-routes'
import { managementRoutes } from './management-routes'
import { masterDataRoutes } from './master-data-routes'
import { details, newCashier, photos, portalOf, sessionOf, withSession } from './session-state'
import {
	type Call,
	holdsWords,
	invalid,
	problem,
	query,
	queryObject,
	type Raw,
	type Reply,
	type Route,
} from './stub-http'
import { unitRoutes } from './unit-routes'

// A small HTTP server answering the /caixa calls the web app makes, from fixtures, so the web
// app can be tested alone. It records every call (GET /__stub/calls) so tests can assert on
// what the web app sent; DELETE /__stub/calls clears them. Issue 6's resources answer from their
// own files (unit-, master-data-, company- and management-routes.ts).
const calls: Call[] = []

const rateLimited = () =>
	problem(
		429,
		'Too Many Requests',
		'Too many e-mails were asked for this address',
		{ code: 'RATE_LIMITED' },
		{ 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS) },
	)

// Uploaded photos, kept as sent (the real API re-encodes them as JPEG).
const multimedia = new Map<string, { bytes: Buffer; contentType: string }>()

// What the real API learns from the bytes themselves: enough of it to refuse a text file.
function imageType(bytes: Buffer): string | null {
	if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
		return 'image/png'
	if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg'
	if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif'
	if (
		bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
		bytes.subarray(8, 12).toString('latin1') === 'WEBP'
	)
		return 'image/webp'
	return null
}

async function upload(raw: Raw): Promise<Reply> {
	if (!raw.contentType.startsWith('multipart/form-data')) {
		return problem(415, 'Unsupported Media Type', 'Send multipart/form-data')
	}
	const form = await new Request('http://stub/', {
		method: 'POST',
		headers: { 'Content-Type': raw.contentType },
		body: new Uint8Array(raw.bytes),
	}).formData()
	const file = form.get('file')
	if (!(file instanceof File)) return invalid([{ path: ['file'], message: 'Required' }])
	if (file.size > MULTIMEDIA_MAX_BYTES) return problem(413, 'Content Too Large', 'Over 5 MB')
	const bytes = Buffer.from(await file.arrayBuffer())
	const contentType = imageType(bytes)
	if (!contentType) return problem(415, 'Unsupported Media Type', 'Not an image')
	const id = randomUUID()
	multimedia.set(id, { bytes, contentType })
	const body: Multimedia = { id, contentType: 'image/jpeg', sizes: ['STANDARD', 'SAMPLE'] }
	return { status: 201, body, headers: { Location: contentPath(id) } }
}

const contentPath = (id: string) => `/caixa/api/multimedia/content/${id}.jpg`

function listCashiers(list: readonly Cashier[], call: Call): Reply {
	const parsed = cashierListQuerySchema.safeParse(queryObject(call))
	if (!parsed.success) return invalid(parsed.error.issues)
	const { offset, size, name, unitId, sort } = parsed.data
	const found = list.filter(
		(cashier) =>
			holdsWords(cashier.name, name) && (!unitId?.length || unitId.includes(cashier.unit.id)),
	)
	const ordered =
		sort === 'newest'
			? [...found].reverse()
			: [...found].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
	return { status: 200, body: ordered.slice(offset, offset + size) }
}

function findCashier(session: Session, id: string | undefined): Cashier | undefined {
	return (
		portalOf(session).cashiers.find((cashier) => cashier.id === id) ??
		(id ? cashiers[id] : undefined)
	)
}

const routes: Route[] = [
	[
		'GET',
		/^\/caixa\/api\/health$/,
		() => ({ status: 200, body: { status: 'ok', database: 'ok' } }),
	],
	['GET', /^\/caixa\/api\/session$/, withSession((session) => ({ status: 200, body: session }))],
	['POST', /^\/caixa\/api\/authentication\/logout$/, withSession(() => ({ status: 204 }))],
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)$/,
		withSession((session, _call, [, id]) => {
			const cashier = findCashier(session, id)
			return cashier ? { status: 200, body: cashier } : problem(404, 'Not Found')
		}),
	],

	// The portal and creating a cashier
	[
		'GET',
		/^\/caixa\/api\/cashiers$/,
		withSession((session, call) => listCashiers(portalOf(session).cashiers, call)),
	],
	[
		'GET',
		/^\/caixa\/api\/auditors$/,
		withSession((session, call) => listCashiers(portalOf(session).auditing, call)),
	],
	[
		'POST',
		/^\/caixa\/api\/publics\/units$/,
		withSession((session, call) => {
			const parsed = quickStartBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			const { unitName, cashierName, country } = parsed.data
			const unit: Unit = {
				id: randomUUID(),
				name: unitName,
				document: null,
				country,
				currency: parsed.data.currency ?? currencyOfCountry(country),
				timezone: parsed.data.timezone ?? timeZoneOfCountry(country),
				companyId: null,
				information: {
					photo: null,
					address: null,
					latitude: null,
					longitude: null,
					phone: null,
					email: null,
				},
				role: 'OWNER',
			}
			portalOf(session).units.push(unit)
			const cashier = newCashier(session, unit, cashierName)
			return {
				status: 201,
				body: cashier,
				headers: { Location: `/caixa/api/cashiers/${cashier.id}` },
			}
		}),
	],
	[
		'POST',
		/^\/caixa\/api\/units\/([^/]+)\/cashiers$/,
		withSession((session, call, [, unitId]) => {
			const unit = portalOf(session).units.find((each) => each.id === unitId)
			if (!unit) return problem(404, 'Not Found')
			const parsed = newCashierBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			const cashier = newCashier(session, unit, parsed.data.name)
			return {
				status: 201,
				body: cashier,
				headers: { Location: `/caixa/api/units/${unit.id}/cashiers/${cashier.id}` },
			}
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/units\/([^/]+)\/cashiers\/([^/]+)$/,
		withSession((session, _call, [, unitId, id]) => {
			const cashier = findCashier(session, id)
			return cashier && cashier.unit.id === unitId
				? { status: 200, body: cashier }
				: problem(404, 'Not Found')
		}),
	],
	[
		'POST',
		/^\/caixa\/api\/accounts\/invites$/,
		withSession((_session, call) => {
			const parsed = friendInviteBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			if (parsed.data.email === RATE_LIMITED_INVITE) return rateLimited()
			return { status: 202 }
		}),
	],

	// Sign-in: the same 202 for every address, as the real API answers.
	[
		'POST',
		/^\/caixa\/api\/accounts$/,
		(call) => {
			const parsed = accountBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			if (parsed.data.email === RATE_LIMITED_EMAIL) return rateLimited()
			return { status: 202 }
		},
	],
	[
		'POST',
		/^\/caixa\/api\/authentication$/,
		(call) => {
			const parsed = accessRequestSchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			if (parsed.data.accessValue === RATE_LIMITED_EMAIL) return rateLimited()
			return { status: 202 }
		},
	],
	[
		'POST',
		/^\/caixa\/api\/authentication\/check$/,
		(call) => {
			const parsed = tokenCheckSchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			const { token } = parsed.data
			if (token === ACCESS_LINKS.ana) return { status: 200, body: sessionOf(STUB_TOKENS.ana) }
			if (token === ACCESS_LINKS.expired)
				return problem(410, 'Gone', 'This link has expired', { code: 'EXPIRED' })
			if (token === ACCESS_LINKS.used)
				return problem(410, 'Gone', 'This link was already used', { code: 'USED' })
			return problem(404, 'Not Found', 'This link is not valid', { code: 'UNKNOWN' })
		},
	],
	// Any token the local OIDC server issued signs its default user in: the stub cannot ask the
	// provider (that is the real API's job), so it takes the token's presence as the provider's word.
	[
		'GET',
		/^\/caixa\/api\/authentication\/check\/(google|linkedin)$/,
		(call) =>
			query(call).get('token')
				? { status: 200, body: sessionOf(STUB_TOKENS.olivia) }
				: problem(401, 'Unauthorized', 'No token', { code: 'PROVIDER_REFUSED' }),
	],

	// Photos
	[
		'POST',
		/^\/caixa\/api\/multimedia$/,
		withSession((_session, _call, _match, raw) => upload(raw)),
	],
	[
		'GET',
		/^\/caixa\/api\/multimedia\/content\/([^/]+)\.jpg$/,
		(_call, [, id]) => {
			const stored = id ? multimedia.get(id) : undefined
			if (!stored) return problem(404, 'Not Found')
			return { status: 200, body: stored.bytes, headers: { 'Content-Type': stored.contentType } }
		},
	],
	[
		'PUT',
		/^\/caixa\/api\/session$/,
		withSession((session, call) => {
			const parsed = profileDetailsSchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			details.set(session.token, parsed.data)
			return { status: 200, body: sessionOf(session.token) }
		}),
	],
	[
		'PUT',
		/^\/caixa\/api\/session\/photo$/,
		withSession((session, call) => {
			const parsed = photoBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			if (!multimedia.has(parsed.data.multimedia)) return problem(404, 'Not Found')
			photos.set(session.token, contentPath(parsed.data.multimedia))
			return { status: 200, body: sessionOf(session.token) }
		}),
	],

	// Beside sign-in
	[
		'GET',
		/^\/caixa\/api\/prices$/,
		(call) => {
			const hint = query(call).get('hint')?.toUpperCase()
			const list = hint === 'BRAZIL' || hint === 'BR' ? priceLists.BRAZIL : priceLists.UNITED_STATES
			return { status: 200, body: list }
		},
	],
	[
		'GET',
		/^\/caixa\/api\/outside\/posts$/,
		(call) => {
			const params = query(call)
			const offset = Number(params.get('offset') ?? 0)
			const size = Number(params.get('size') ?? 20)
			const language = params.get('language')
			const words = (params.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean)
			const found = outsidePosts.filter(
				(post) =>
					(!language || post.language === language) &&
					words.every((word) => `${post.title} ${post.summary}`.toLowerCase().includes(word)),
			)
			return { status: 200, body: found.slice(offset, offset + size) }
		},
	],
	...managementRoutes,
	...unitRoutes,
	...masterDataRoutes,
	...companyRoutes,
	...ledgerRoutes,
	...ledgerLookupRoutes,
]

async function readBody(request: IncomingMessage): Promise<Raw> {
	const chunks: Buffer[] = []
	for await (const chunk of request) chunks.push(chunk as Buffer)
	return { bytes: Buffer.concat(chunks), contentType: request.headers['content-type'] ?? '' }
}

function describe(raw: Raw): unknown {
	if (raw.bytes.length === 0) return undefined
	if (raw.contentType.startsWith('multipart/')) return `<multipart, ${raw.bytes.length} bytes>`
	const text = raw.bytes.toString('utf8')
	try {
		return JSON.parse(text) as unknown
	} catch {
		return text
	}
}

function send(response: ServerResponse, reply: Reply) {
	if (reply.body === undefined) {
		response.writeHead(reply.status, reply.headers)
		return response.end()
	}
	if (Buffer.isBuffer(reply.body)) {
		response.writeHead(reply.status, reply.headers)
		return response.end(reply.body)
	}
	response.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers })
	response.end(JSON.stringify(reply.body))
}

const server = createServer((request, response) => {
	void (async () => {
		const url = new URL(request.url ?? '/', 'http://stub')
		const method = request.method ?? 'GET'
		if (url.pathname === '/__stub/calls') {
			if (method === 'DELETE') calls.length = 0
			return send(response, { status: 200, body: calls })
		}
		const raw = await readBody(request)
		const call: Call = {
			method,
			path: `${url.pathname}${url.search}`,
			authorization: request.headers.authorization ?? null,
			body: describe(raw),
		}
		const idempotencyKey = request.headers['idempotency-key']
		if (typeof idempotencyKey === 'string') call.idempotencyKey = idempotencyKey
		calls.push(call)
		for (const [routeMethod, pattern, handler] of routes) {
			const match = url.pathname.match(pattern)
			if (match && routeMethod === method) return send(response, await handler(call, match, raw))
		}
		send(
			response,
			problem(404, 'Not Found', `The stub has no fixture for ${method} ${url.pathname}`),
		)
	})().catch((error: unknown) => {
		send(response, problem(500, 'Stub failure', String(error)))
	})
})

const port = Number(process.env.STUB_API_PORT ?? 3101)
server.listen(port, '127.0.0.1', () => {
	console.log(`stub /caixa API on http://127.0.0.1:${port}`)
})
