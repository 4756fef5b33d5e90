/**
 * A request that changes something, sent by a page of another site: a form on evil.example
 * posting to /logout or to a cashier's records with the visitor's cookie (sameSite=lax stops
 * most of these, but not a top-level POST from a same-site subdomain, nor an old browser).
 * server.ts refuses it with 403 before Remix sees it: Remix's own check only throws, which is
 * a logged stack trace and a bodyless 500 per attempt.
 *
 * The rule: for POST, PUT, PATCH and DELETE, the Origin header must name this server's host
 * (host and port; the scheme is left out, as Remix's check does, so a TLS proxy in front that
 * speaks plain HTTP to us does not make every post look foreign). "null" (a sandboxed frame, a
 * data: page) is foreign. Without Origin, Sec-Fetch-Site: cross-site is foreign; a request
 * with neither is not a browser's (a script, curl, a mobile app) and goes on.
 *
 * /caixa/* gets the same rule (answered as problem+json): the API authenticates by a Bearer
 * token, which a cross-origin browser post cannot carry, and it answers no CORS, so no page of
 * another origin is a client of it; the clients it is for (mobile apps, scripts) send no Origin.
 * Refusing there too keeps its public calls (sign-in links, account creation) from being
 * driven by other sites through visitors' browsers.
 */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface RequestOrigin {
	method: string
	/** The Origin header. */
	origin: string | undefined
	/** The Sec-Fetch-Site header. */
	secFetchSite: string | undefined
	/** This server's host as the browser addressed it (ownHost()). */
	host: string | undefined
}

export function isCrossOriginWrite({ method, origin, secFetchSite, host }: RequestOrigin): boolean {
	if (!WRITE_METHODS.has(method.toUpperCase())) return false
	if (origin !== undefined) return hostOf(origin) === null || hostOf(origin) !== host
	return secFetchSite?.toLowerCase() === 'cross-site'
}

/**
 * The host the browser addressed: the first X-Forwarded-Host when a proxy in front is trusted
 * (it may rewrite Host), else Host — the same header Remix's own check compares with, so a post
 * let through here is never one Remix then throws on (server.ts drops X-Forwarded-Host when no
 * proxy is trusted).
 */
export function ownHost(
	headers: { host?: string; 'x-forwarded-host'?: string },
	trustedProxies: number,
): string | undefined {
	const forwarded = trustedProxies > 0 ? headers['x-forwarded-host']?.split(',')[0]?.trim() : ''
	return forwarded || headers.host
}

function hostOf(origin: string): string | null {
	if (origin === 'null') return null
	try {
		return new URL(origin).host
	} catch {
		return null
	}
}
