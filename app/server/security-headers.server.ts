/**
 * The headers every response of the web server carries (server.ts): pages, Remix data
 * requests, resource routes, the /caixa API, static files and the server's own refusals.
 */
export function securityHeaders({
	csp,
	secureCookies,
}: {
	/** contentSecurityPolicy() for this request. */
	csp: string
	/**
	 * SECURE_COOKIES: the product is served over HTTPS, so browsers are told to keep to it (HSTS).
	 * Over plain HTTP (a LAN, tests) the header would be ignored at best, so it is left out.
	 */
	secureCookies: boolean
}): Record<string, string> {
	return {
		'Content-Security-Policy': csp,
		// frame-ancestors 'none' for browsers that predate it.
		'X-Frame-Options': 'DENY',
		// A JSON answer or an uploaded photo is never read as a script or a page.
		'X-Content-Type-Options': 'nosniff',
		// Links out of Caixa do not carry the path (ids of cashiers, records) to other sites.
		'Referrer-Policy': 'same-origin',
		...(secureCookies
			? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
			: {}),
	}
}

/**
 * Cache-Control of everything Remix renders (pages, data requests, resource routes, /caixa)
 * that does not set its own: a signed-in page holds someone's figures, and neither a shared
 * cache nor the browser's back-forward cache on a shared computer should keep it. Public pages
 * get the same, as they are rendered per visitor too (language, toast, sign-in state); static
 * files keep their long caching, and an answer that chose its own (GET /prices, a photo) keeps
 * it.
 */
export const RENDERED_CACHE_CONTROL = 'private, no-store'
