import { randomUUID } from 'node:crypto'
import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import {
	MULTIMEDIA_MAX_BYTES,
	multimediaContentQuerySchema,
	multimediaSizes,
	type MultimediaSize,
} from '@caixa/contract/multimedia'
import { PROBLEM_CONTENT_TYPE, type Problem } from '@caixa/contract/problem'
import { invalid, notFound } from '@caixa/domain/errors'
import { findMultimedia, insertMultimedia } from '@caixa/services/multimedia'
import { type MultimediaStorage } from '@caixa/services/multimedia-storage'
import { MAX_INPUT_PIXELS, type PhotoRefusal, renderPhoto } from '@caixa/services/photo-renditions'
import { type CaixaDependencies } from '../dependencies'
import { fieldPath } from '../middleware/errors'
import { type AuthenticatedEnv, requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { API_BASE, multimediaContentPath } from '../paths'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

const UPLOAD_PATH = endpoints.multimedia.upload.path

/**
 * The upload is the one route with a body over the API's 1 MB JSON limit, so app.ts leaves it
 * out of that limit: a limit that already ran cannot be lifted by a route's own larger one.
 */
export function isMultimediaUpload(c: Context): boolean {
	return c.req.method === 'POST' && c.req.path === `${API_BASE}${UPLOAD_PATH}`
}

// Room for the multipart framing around the file (boundary, part headers). The body is refused
// past file + framing, by its Content-Length before a byte is read or, without one, counted as it
// streams; the file itself is then held to MULTIMEDIA_MAX_BYTES exactly.
const MULTIPART_FRAMING_BYTES = 16 * 1024

const tooLarge = () =>
	new HTTPException(413, {
		message: `The file is larger than the ${MULTIMEDIA_MAX_BYTES / (1024 * 1024)} MB allowed.`,
	})

/** How long a busy upload is told to wait: a 49 MP photo decodes in well under a second, and
 * the line ahead of it is at most 8 long (photoDecoding). */
const BUSY_RETRY_AFTER_SECONDS = 5

// Answered here rather than thrown to the error middleware: each says its code, which the web
// words in the reader's language (a photo of too many pixels is not "over 5 MB"), and the 503
// its Retry-After.
const refusals = {
	'not-an-image': {
		status: 415,
		title: 'Unsupported Media Type',
		code: 'NOT_AN_IMAGE',
		detail: 'The file is not an image we can read: send a JPEG, PNG, WebP, GIF, AVIF or TIFF.',
	},
	'too-many-pixels': {
		status: 413,
		title: 'Content Too Large',
		code: 'TOO_MANY_PIXELS',
		detail: `The image has too many pixels: more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels. Send a smaller one.`,
	},
	busy: {
		status: 503,
		title: 'Service Unavailable',
		code: 'BUSY',
		detail: 'Too many photos are being processed just now: try again shortly.',
	},
} as const satisfies Record<PhotoRefusal, Omit<Problem, 'type'>>

/** The stored file of each size, under the multimedia's storage key. */
const fileNames: Record<MultimediaSize, string> = { STANDARD: 'standard.jpg', SAMPLE: 'sample.jpg' }

// Typed with the session's env so the route keeps knowing `c.var.auth`.
const uploadLimit: MiddlewareHandler<AuthenticatedEnv> = bodyLimit({
	maxSize: MULTIMEDIA_MAX_BYTES + MULTIPART_FRAMING_BYTES,
	onError: () => {
		throw tooLarge()
	},
})

// The photo's bytes never change under an id, so browsers and proxies may keep them for good.
const IMMUTABLE = 'public, max-age=31536000, immutable'

export function multimediaRoutes(deps: CaixaDependencies, storage: MultimediaStorage) {
	const upload = createRoute({
		...requestOf(endpoints.multimedia.upload),
		tags: ['multimedia'],
		summary: 'Uploads a photo, stored as JPEG in the STANDARD and SAMPLE sizes',
		description:
			'The file is re-encoded (EXIF orientation applied, all metadata removed). Its bytes decide whether it is an image; the name and declared type do not.',
		security: bearerSecurity,
		middleware: [requireSession(deps), uploadLimit] as const,
		responses: {
			201: answerOf(endpoints.multimedia.upload, 201, {
				description: 'Stored; the photo is at the Location path',
				headers: z.object({
					Location: z.string().meta({ example: '/caixa/api/multimedia/content/….jpg' }),
				}),
			}),
			401: unauthorizedResponse,
			413: problem(
				'The file is over 5 MB, or the image over 50 megapixels (code `TOO_MANY_PIXELS`, refused from its header before any pixel is decoded)',
			),
			415: problem(
				'The body is not multipart/form-data, or the file is not an image (code `NOT_AN_IMAGE`)',
			),
			422: problem('No `file` field'),
			503: problem(
				'Too many photos decoding at once (2, and 8 waiting: the memory budget): code `BUSY`, with `Retry-After` in seconds',
			),
		},
	})

	// Documented as {id}.jpg, the path the spec gives; routed below by hand, because the router
	// reads `:id.jpg` as one parameter named "id.jpg".
	const getContent = createRoute({
		...requestOf(endpoints.multimedia.content),
		tags: ['multimedia'],
		summary: 'A photo, as JPEG',
		description:
			'Public, so that an <img> can show it: ids are random UUIDs that only their owner hands out.',
		responses: {
			200: {
				description: 'The photo; cacheable for good',
				content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } },
			},
			404: problem('No photo with this id'),
			422: problem('An unknown size'),
		},
	})

	const router = createRouter().openapi(upload, async (c) => {
		const { file } = c.req.valid('form')
		if (file.size > MULTIMEDIA_MAX_BYTES) throw tooLarge()
		const result = await renderPhoto(new Uint8Array(await file.arrayBuffer()))
		if (!result.ok) {
			const refusal = refusals[result.reason]
			return c.json({ type: 'about:blank', ...refusal }, refusal.status, {
				'Content-Type': PROBLEM_CONTENT_TYPE,
				...(refusal.status === 503 ? { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } : {}),
			})
		}

		const { STANDARD: standard, SAMPLE: sample } = result.renditions
		const id = randomUUID()
		// Files first, then the row: a row never points at files that are not there.
		await storage.put(id, {
			[fileNames.STANDARD]: standard.bytes,
			[fileNames.SAMPLE]: sample.bytes,
		})
		try {
			const db = await deps.database()
			await insertMultimedia(db, {
				id,
				owner_profile_id: c.var.auth.profile.id,
				content_type: 'image/jpeg',
				storage_key: id,
				standard_bytes: standard.bytes.byteLength,
				standard_width: standard.width,
				standard_height: standard.height,
				sample_bytes: sample.bytes.byteLength,
				sample_width: sample.width,
				sample_height: sample.height,
				created_at: deps.clock.now(),
			})
		} catch (error) {
			await storage.remove(id)
			throw error
		}
		c.header('Location', multimediaContentPath(id))
		return c.json({ id, contentType: 'image/jpeg' as const, sizes: [...multimediaSizes] }, 201)
	})

	router.openAPIRegistry.registerPath(getContent)
	router.get('/multimedia/content/:file{[^/]+\\.jpg}', async (c) => {
		const id = c.req.param('file').slice(0, -'.jpg'.length)
		if (!z.uuid().safeParse(id).success) throw notFound('No photo with this id.')
		const query = multimediaContentQuerySchema.safeParse(c.req.query())
		// The same 422 a bad query value gets on every other route.
		if (!query.success) {
			throw invalid(
				query.error.issues.map((issue) => ({
					path: fieldPath(issue.path),
					message: issue.message,
				})),
			)
		}
		const db = await deps.database()
		const row = await findMultimedia(db, id)
		const bytes = row ? await storage.get(row.storage_key, fileNames[query.data.size]) : null
		if (!bytes) throw notFound('No photo with this id.')
		return c.body(bytes, 200, {
			'Content-Type': 'image/jpeg',
			'Content-Length': String(bytes.byteLength),
			'Cache-Control': IMMUTABLE,
			'X-Content-Type-Options': 'nosniff',
		})
	})
	return router
}
