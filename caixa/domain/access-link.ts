// Access links: the one-time sign-in links of e-mails (DOMAIN.md "Sign-in"). Their tokens are
// session-grade (generateToken: 256 random bits) and, like sessions, kept only as a hash.

const MINUTE_MS = 60 * 1000

export function accessLinkExpiresAt(issuedAt: number, validMinutes: number): number {
	return issuedAt + validMinutes * MINUTE_MS
}

export interface AccessLinkMoments {
	usedAt: number | null
	expiresAt: number
}

export type AccessLinkRefusal = 'USED' | 'EXPIRED'

/** Why a known link no longer signs in, or null when it still does. Used wins over expired. */
export function accessLinkRefusal(link: AccessLinkMoments, now: number): AccessLinkRefusal | null {
	if (link.usedAt !== null) return 'USED'
	if (now >= link.expiresAt) return 'EXPIRED'
	return null
}

/**
 * A landing page to carry in a link: a path on our own origin, or nothing. `//host` and `/\host`
 * are refused because browsers read both as another origin. Same rule as the web app's
 * safeRedirect, so a link never sends anyone somewhere the web app would not.
 */
export function sameOriginPath(redirect: string | undefined): string | undefined {
	const target = redirect?.trim()
	if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
		return undefined
	}
	return target
}

/** Joined by hand, not with `new URL(path, base)`, so that an APP_URL with a path keeps it. */
function appLink(appUrl: string, path: string, query: Record<string, string | undefined>): string {
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value)
	const search = params.toString()
	return `${appUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`
}

/** `${APP_URL}/access/{token}`, with `?redirect=` when a safe landing page was asked for. */
export function accessLinkUrl(appUrl: string, token: string, redirect?: string): string {
	return appLink(appUrl, `/access/${encodeURIComponent(token)}`, {
		redirect: sameOriginPath(redirect),
	})
}

/** Where an address without an account is invited to create one, the address filled in. */
export function createAccountUrl(appUrl: string, email: string, redirect?: string): string {
	return appLink(appUrl, '/authentication/create-account', {
		email,
		redirect: sameOriginPath(redirect),
	})
}
