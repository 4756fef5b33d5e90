import { statSync, watchFile } from 'node:fs'
import { type ServerResponse } from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import {
	broadcastDevReady,
	installGlobals,
	type AppLoadContext,
	type ServerBuild,
} from '@remix-run/node'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import { z } from 'zod'
import { clientAddress, trustProxySchema } from '@caixa/http/client-address'
import { answerClientError } from '@caixa/http/client-error'
import { checkBody } from '~/server/body-limit.server'
import { isCrossOriginWrite, ownHost } from '~/server/cross-origin.server'
import { contentSecurityPolicy, cspNonce, formActionOrigins } from '~/server/csp.server'
import { webEnv } from '~/server/env.server'
import { readerLanguage } from '~/server/i18n.server'
import { refusalPage, type Refusal } from '~/server/refusal-page.server'
import { RENDERED_CACHE_CONTROL, securityHeaders } from '~/server/security-headers.server'

/*
 * The production web server (`npm run serve`, scripts/start.sh, the Docker image, e2e): what
 * remix-serve did — the Remix build behind express, compression, build/client files cached for
 * a year, public/ for an hour, a line per request — plus what remix-serve has no place for:
 * security headers with a per-request CSP nonce on every response, cross-origin posts refused
 * with 403 before Remix's own check throws, the browser's address handed to the API, bodies
 * refused by their declared size, and Node's clientError answered as problem+json.
 */

process.setSourceMapsEnabled(true)
process.env.NODE_ENV ??= 'production'
const env = webEnv()
const mode = env.NODE_ENV
const { TRUST_PROXY, HOST } = z
	.object({ TRUST_PROXY: trustProxySchema, HOST: z.string().min(1).optional() })
	.parse({ TRUST_PROXY: process.env.TRUST_PROXY || undefined, HOST: process.env.HOST || undefined })

const BUILD_PATH = path.resolve('build/index.js')
let build = await importBuild()
installGlobals({ nativeFetch: build.future.v3_singleFetch })

const formActions = formActionOrigins(env)
// `remix dev` tells the app server where its own server is; only development loads from it.
const devOrigin = mode === 'development' ? process.env.REMIX_DEV_ORIGIN : undefined

const app = express()
app.disable('x-powered-by')
// Behind TRUST_PROXY proxies, express reads the scheme and host they forward (request.url).
if (TRUST_PROXY > 0) app.set('trust proxy', TRUST_PROXY)
app.use(compressed())
app.use(withSecurityHeaders())
app.use(withBrowserAddress())
app.use(refuseCrossOriginWrites())
app.use(
	build.publicPath,
	express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' }),
)
app.use(express.static('public', { maxAge: '1h' }))
app.use(logRequest())
app.use(refuseLargeBodies())
app.all('*', withRenderedCacheControl(), remixHandler())
app.use(lastResort())

const server = HOST ? app.listen(env.PORT, HOST, onListen) : app.listen(env.PORT, onListen)
// Headers past Node's 16 KB, or a request it cannot parse: a problem+json, not an empty 431.
server.on('clientError', answerClientError)

function onListen() {
	console.log(`Caixa listening on http://${HOST ?? 'localhost'}:${env.PORT}`)
	if (mode === 'development') void broadcastDevReady(build)
}

function shutdown() {
	// Keep-alive connections could hold close() open; give in-flight requests a moment, no more.
	setTimeout(() => process.exit(0), 5000).unref()
	server.close(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

async function importBuild(): Promise<ServerBuild> {
	// The mtime busts the import cache, so development picks up each rebuild.
	const version = statSync(BUILD_PATH).mtimeMs
	return (await import(`${pathToFileURL(BUILD_PATH).href}?t=${version}`)) as ServerBuild
}

function remixHandler(): RequestHandler {
	const getLoadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
		cspNonce: res.locals.cspNonce as string,
		// Single fetch asks for a page's data at `{path}.data`; anything else renders a document.
		markup: req.path.endsWith('.data') ? undefined : new Map(),
	})
	if (mode !== 'development') {
		const handle = createRequestHandler({ build, mode, getLoadContext })
		// It passes its own failures to next(); the promise has nothing more to say.
		return (req, res, next) => void handle(req, res, next)
	}
	// `remix dev` rebuilds into build/ and rewrites version.txt: load the new build, then say so.
	watchFile(path.resolve(BUILD_PATH, '..', 'version.txt'), { interval: 200 }, () => {
		void importBuild().then((fresh) => {
			build = fresh
			return broadcastDevReady(build)
		})
	})
	return (req, res, next) =>
		void createRequestHandler({ build, mode, getLoadContext })(req, res, next)
}

/*
 * Compression, sized for a server that sends many small documents.
 * - Brotli (what browsers prefer) with a 256 KB window, not zlib's 4 MB default: each response
 *   opens its own encoder, and the default one's buffers, above glibc's mmap threshold (fixed by
 *   MALLOC_TRIM_THRESHOLD_, scripts/start.sh), are mapped and faulted in anew every time. The
 *   privacy policy cost 19 ms of CPU with it against 8 ms uncompressed, 10.5 ms with this window.
 *   Nothing compresses worse: the largest built file (258 KB, react-dom's chunk) comes to 83,530
 *   bytes with either window.
 * - Rendered responses (pages, data, /caixa) at gzip level 3: a records page of 59 KB costs 0.3
 *   ms against level 6's 1.1 ms, for 12% more bytes (7.9 against 7.1 KB); it is made anew each
 *   time. Built assets and translations, asked once per visitor and version, keep level 6.
 */
function compressed(): RequestHandler {
	// Here, not at the top level: compressed() runs before the module's later lines do.
	const BROTLI_WINDOW_BITS = 18
	const RENDERED_GZIP_LEVEL = 3
	const brotli = { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } }
	const assets = compression({ brotli })
	const rendered = compression({ brotli, level: RENDERED_GZIP_LEVEL })
	const isAsset = (pathname: string) =>
		pathname.startsWith(build.publicPath) || pathname.startsWith('/locales/')
	return (req, res, next) => (isAsset(req.path) ? assets : rendered)(req, res, next)
}

/** Runs `apply` just before the status line and headers go out, whoever writes them. */
function beforeHeaders(res: ServerResponse, apply: () => void) {
	const writeHead = res.writeHead
	let applied = false
	res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
		if (!applied) {
			applied = true
			apply()
		}
		return writeHead.apply(this, args)
	} as typeof writeHead
}

// Every response: pages, data requests, resource routes, /caixa, static files, refusals. Set as
// the headers go out, so they replace any a route set (the API's own nosniff is not doubled).
function withSecurityHeaders(): RequestHandler {
	return (_req, res, next) => {
		const nonce = cspNonce()
		res.locals.cspNonce = nonce
		const headers = securityHeaders({
			csp: contentSecurityPolicy({ nonce, formActionOrigins: formActions, devOrigin }),
			secureCookies: env.SECURE_COOKIES,
		})
		beforeHeaders(res, () => {
			for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
		})
		next()
	}
}

/**
 * The browser's address, resolved once here (TRUST_PROXY: the socket's peer, or the trusted
 * entry of X-Forwarded-For), is the only X-Forwarded-For Remix and the API see: the app
 * forwards it to the API (caixa.server.ts), which trusts it because only this server reaches
 * it. Without a trusted proxy, X-Forwarded-Host is a client's own word and is dropped, so the
 * host Remix compares Origin with is the Host this server was reached at.
 */
function withBrowserAddress(): RequestHandler {
	return (req, _res, next) => {
		const forwardedFor = req.get('x-forwarded-for')
		const address = clientAddress({
			headers: new Headers(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
			connection: req.socket.remoteAddress,
			trustedProxies: TRUST_PROXY,
		})
		if (address) req.headers['x-forwarded-for'] = address
		else delete req.headers['x-forwarded-for']
		if (TRUST_PROXY === 0) delete req.headers['x-forwarded-host']
		next()
	}
}

const isApiPath = (requestPath: string) =>
	requestPath === '/caixa' || requestPath.startsWith('/caixa/')

// See cross-origin.server.ts for the rule and why /caixa/* gets it too. One line in the log,
// no stack: an attempt is an event, not an error.
function refuseCrossOriginWrites(): RequestHandler {
	return (req, res, next) => {
		const origin = req.get('origin')
		const refused = isCrossOriginWrite({
			method: req.method,
			origin,
			secFetchSite: req.get('sec-fetch-site'),
			host: ownHost(
				{ host: req.get('host'), 'x-forwarded-host': req.get('x-forwarded-host') },
				TRUST_PROXY,
			),
		})
		if (!refused) return next()
		// The body stays unread; closing the connection keeps Node from reading it to reuse it.
		res.setHeader('Connection', 'close')
		console.warn(
			`refused cross-origin ${req.method} ${req.path} from ${origin ?? 'Sec-Fetch-Site: cross-site'}`,
		)
		if (isApiPath(req.path)) {
			res.status(403).type('application/problem+json').send({
				type: 'about:blank',
				title: 'Forbidden',
				status: 403,
				detail:
					'A page of another origin cannot call this API. Programs call it without an Origin header, with a Bearer token.',
			})
			return
		}
		void sendRefusal(req, res, 403, { kind: 'crossOrigin' })
	}
}

// body-limit.server.ts: decided from Content-Length, before a byte is read. /caixa/* counts its
// own bodies (the API's limits, problem+json).
function refuseLargeBodies(): RequestHandler {
	return (req, res, next) => {
		const verdict = checkBody(req.headers)
		if (verdict.accepted || isApiPath(req.path)) return next()
		// The body stays unread; closing the connection keeps Node from reading it to reuse it.
		res.setHeader('Connection', 'close')
		if (verdict.status === 411) {
			res
				.status(411)
				.type('text/plain')
				.send('Length Required: send the body with a Content-Length.')
			return
		}
		void sendRefusal(req, res, 413, { kind: 'tooLarge', limitBytes: verdict.limitBytes })
	}
}

async function sendRefusal(
	req: express.Request,
	res: express.Response,
	status: number,
	refusal: Refusal,
) {
	const language = await readerLanguage(
		new Request(new URL(req.originalUrl, 'http://caixa.internal'), {
			headers: {
				cookie: req.get('cookie') ?? '',
				'accept-language': req.get('accept-language') ?? '',
			},
		}),
	)
	res
		.status(status)
		.set('Cache-Control', 'no-store')
		.type('html')
		.send(refusalPage(refusal, language))
}

// What Remix renders is per visitor (security-headers.server.ts): not stored, unless the
// response chose its own caching.
function withRenderedCacheControl(): RequestHandler {
	return (_req, res, next) => {
		beforeHeaders(res, () => {
			if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', RENDERED_CACHE_CONTROL)
		})
		next()
	}
}

// One line per request, as remix-serve's (morgan "tiny"); an access link's token is left out.
function logRequest(): RequestHandler {
	return (req, res, next) => {
		const started = performance.now()
		res.once('finish', () => {
			const url = req.originalUrl.replace(/^\/access\/[^/?]+/, '/access/…')
			const length = res.getHeader('Content-Length') ?? '-'
			const took = (performance.now() - started).toFixed(1)
			console.log(`${req.method} ${url} ${res.statusCode} ${String(length)} - ${took} ms`)
		})
		next()
	}
}

// Remix answers its own errors; this is for what fails around it (a response cut mid-way).
function lastResort(): ErrorRequestHandler {
	return (error: unknown, req, res, _next) => {
		console.error(`${req.method} ${req.path} failed:`, error)
		if (res.headersSent) {
			res.destroy()
			return
		}
		res.status(500).type('text/plain').send('Internal Server Error')
	}
}
