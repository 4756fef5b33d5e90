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

// A factory, so Playwright can mint the same cookie with the test secret.
export function createSessionStorage(secrets: string[], secure: boolean) {
	return createCookieSessionStorage<SessionData>({
		cookie: {
			name: SESSION_COOKIE_NAME,
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

export async function getSignedIn(request: Request) {
	const session = await getSession(request)
	const token = session.get('token')
	const profile = session.get('profile')
	return token && profile ? { token, profile } : null
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
