import { createCookieSessionStorage, redirect, type SessionStorage } from '@remix-run/node'
import { webEnv } from './env.server'

export interface SessionProfile {
	id: string
	name: string
	surname: string
	email: string
	photo: string | null
	language: string
}

interface SessionData {
	token: string
	profile: SessionProfile
}

export const SESSION_COOKIE_NAME = 'caixa_session'

/**
 * Over HTTPS a cookie's name can carry the `__Host-` prefix, which browsers honour only for a
 * Secure cookie of path / and no Domain: a sibling subdomain or a plain-HTTP page cannot then
 * plant or overwrite it. Plain HTTP (development, tests) cannot set such a cookie at all.
 */
export function hostCookieName(name: string, secure: boolean) {
	return secure ? `__Host-${name}` : name
}

// A factory, so Playwright can mint the same cookie with the test secret.
export function createSessionStorage(secrets: string[], secure: boolean) {
	return createCookieSessionStorage<SessionData>({
		cookie: {
			name: hostCookieName(SESSION_COOKIE_NAME, secure),
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure,
			secrets,
			maxAge: 60 * 60 * 24 * 30,
		},
	})
}

let storage: SessionStorage<SessionData> | undefined

export function sessionStorage() {
	if (!storage) {
		const env = webEnv()
		storage = createSessionStorage(env.SESSION_SECRETS, env.SECURE_COOKIES)
	}
	return storage
}

export async function getSession(request: Request) {
	return sessionStorage().getSession(request.headers.get('Cookie'))
}

/*
 * A page's loaders run side by side, each with its own copy of the page's Request (Remix makes
 * one per loader), and each asks who is signed in (requireSession below): the signed cookie is
 * verified once (an HMAC, a few hundred µs under load) for every loader asking while it is being
 * verified, and the answer shared. Only while in flight, as the cashier's read is
 * (cashier-page.server.ts): nothing outlives the loaders asking, and the same cookie always reads
 * the same. Each Request keeps the answer it got, so a loader asking again gets the same.
 */
const verifying = new Map<string, Promise<SignedIn | null>>()
const signedInOf = new WeakMap<Request, Promise<SignedIn | null>>()

export interface SignedIn {
	token: string
	profile: SessionProfile
}

export function getSignedIn(request: Request): Promise<SignedIn | null> {
	let signedIn = signedInOf.get(request)
	if (signedIn) return signedIn
	const cookie = request.headers.get('Cookie') ?? ''
	signedIn = verifying.get(cookie)
	if (!signedIn) {
		signedIn = getSession(request).then((session) => {
			const token = session.get('token')
			const profile = session.get('profile')
			return token && profile ? { token, profile } : null
		})
		verifying.set(cookie, signedIn)
		const forget = () => verifying.delete(cookie)
		signedIn.then(forget, forget)
	}
	signedInOf.set(request, signedIn)
	return signedIn
}

/**
 * Who a request was found signed in as, if it was asked (getSignedIn): the one object the page's
 * loaders share, which the API's session reads are shared by (caixa.server.ts).
 */
export function signedInAnswerOf(request: Request): Promise<SignedIn | null> | undefined {
	return signedInOf.get(request)
}

export function signInPath(request: Request) {
	const url = new URL(request.url)
	const params = new URLSearchParams({ redirect: `${url.pathname}${url.search}` })
	return `/authentication?${params.toString()}`
}

// Every loader and action asks for it itself: nested loaders run in parallel.
export async function requireSession(request: Request) {
	const signedIn = await getSignedIn(request)
	if (!signedIn) throw redirect(signInPath(request))
	return signedIn
}

export async function destroySessionCookie(request: Request) {
	return sessionStorage().destroySession(await getSession(request))
}

/** The Set-Cookie that signs the browser in as this session (a new sign-in replaces the old). */
export async function signInCookie(request: Request, token: string, profile: SessionProfile) {
	const session = await getSession(request)
	session.set('token', token)
	session.set('profile', profile)
	return sessionStorage().commitSession(session)
}

/** The Set-Cookie that keeps the session but shows a changed profile (a new photo, a language). */
export async function updateProfileCookie(request: Request, changes: Partial<SessionProfile>) {
	const session = await getSession(request)
	const profile = session.get('profile')
	if (profile) session.set('profile', { ...profile, ...changes })
	return sessionStorage().commitSession(session)
}
