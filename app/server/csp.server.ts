import { randomBytes } from 'node:crypto'
import { type WebEnv } from './env.server'

/**
 * The Content-Security-Policy every response carries (server.ts), enforced, not report-only.
 * Each directive is as narrow as the app allows, for these reasons:
 *
 * - script-src: our own files and the inline scripts Remix and React render for this request,
 *   which carry its nonce (entry.server.tsx, root.tsx). No 'unsafe-inline', no 'unsafe-eval'.
 * - style-src: the built stylesheet, and a <style> element with the nonce (Radix's menus lock the
 *   page's scroll with one, entry.client.tsx hands it the nonce). style-src-attr
 *   'unsafe-inline': components render style attributes with values computed per element (an
 *   avatar's size and colour, a list row's intrinsic height, a toast's duration, the floating
 *   box's drag offset); a style attribute cannot run script, and one only reaches the page
 *   through markup React has escaped. This is narrower than a blanket 'unsafe-inline', which
 *   would also let an injected <style> element in.
 * - img-src: photos come from /caixa/api/multimedia (same origin); data: and blob: for images a
 *   page makes itself. The maps service is called by the server (options.places), never the
 *   browser, so no tile origin is needed.
 * - worker-src: canvas-confetti draws from a worker it starts from a blob: URL.
 * - form-action: our own forms, and the sign-in providers' authorization pages, because Chrome
 *   applies form-action to the redirect a form post answers (POST /auth/google → Google).
 * - frame-ancestors 'none' (with X-Frame-Options: DENY for browsers without CSP 2): no page is
 *   framed, so none can be clicked through a disguise. base-uri and object-src: none needed.
 */
export interface CspOptions {
	/** This request's nonce (cspNonce()). */
	nonce: string
	/** Origins a form post may be redirected to: the sign-in providers' (formActionOrigins()). */
	formActionOrigins: readonly string[]
	/**
	 * Remix's development server (REMIX_DEV_ORIGIN, set by `remix dev`), whose scripts and
	 * websocket a development page loads. Given only in development; production never relaxes.
	 */
	devOrigin?: string
}

export function contentSecurityPolicy({ nonce, formActionOrigins, devOrigin }: CspOptions): string {
	const dev = devOrigin ? [devOrigin, devOrigin.replace(/^http/, 'ws')] : []
	const directives: Array<[string, ...string[]]> = [
		['default-src', "'self'"],
		['script-src', "'self'", `'nonce-${nonce}'`, ...dev.slice(0, 1)],
		['style-src', "'self'", `'nonce-${nonce}'`],
		['style-src-attr', "'unsafe-inline'"],
		['img-src', "'self'", 'data:', 'blob:'],
		['font-src', "'self'"],
		['connect-src', "'self'", ...dev],
		['worker-src', "'self'", 'blob:'],
		['frame-src', "'none'"],
		['frame-ancestors', "'none'"],
		['base-uri', "'none'"],
		['object-src', "'none'"],
		['form-action', "'self'", ...new Set(formActionOrigins)],
	]
	return directives.map((directive) => directive.join(' ')).join('; ')
}

/** A fresh nonce for each response: 128 random bits, as CSP 3 asks. */
export function cspNonce(): string {
	return randomBytes(16).toString('base64')
}

/** The authorization origins of the sign-in providers that are configured. */
export function formActionOrigins(env: Pick<WebEnv, 'google' | 'linkedin'>): string[] {
	const providers = [env.google, env.linkedin].filter((provider) => provider !== null)
	return [...new Set(providers.map((provider) => new URL(provider.authorizationUrl).origin))]
}
