import { createCookieSessionStorage, redirect, type SessionStorage } from '@remix-run/node'
import { z } from 'zod'
import { webEnv } from './env.server'
import { combineHeaders } from './headers.server'

// A flash cookie, so that a redirect after a plain form post (JS off) still shows its message.
const toastSchema = z.object({
	id: z.string(),
	type: z.enum(['success', 'error', 'info']),
	title: z.string(),
	description: z.string().optional(),
	/** A success worth a confetti burst (an invite sent); only pages with JavaScript show it. */
	celebrate: z.boolean().optional(),
})
export type Toast = z.infer<typeof toastSchema>
export type ToastInput = Omit<Toast, 'id'>

const FLASH_KEY = 'toast' as const

let storage: SessionStorage<Record<string, never>, { [FLASH_KEY]: Toast }> | undefined
function toastStorage() {
	if (!storage) {
		const env = webEnv()
		storage = createCookieSessionStorage<Record<string, never>, { [FLASH_KEY]: Toast }>({
			cookie: {
				name: 'caixa_toast',
				httpOnly: true,
				sameSite: 'lax',
				path: '/',
				secure: env.SECURE_COOKIES,
				secrets: env.SESSION_SECRETS,
			},
		})
	}
	return storage
}

export async function toastHeaders(toast: ToastInput) {
	const session = await toastStorage().getSession()
	session.flash(FLASH_KEY, { id: crypto.randomUUID(), ...toast })
	return new Headers({ 'Set-Cookie': await toastStorage().commitSession(session) })
}

/**
 * The common tail of an action that worked: back to `url` with a toast saying so. `init` adds
 * its own headers (a cookie set beside the toast's) or another redirect status.
 */
export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
	return redirect(url, {
		...init,
		headers: combineHeaders(new Headers(init?.headers), await toastHeaders(toast)),
	})
}

export async function readToast(request: Request) {
	const session = await toastStorage().getSession(request.headers.get('Cookie'))
	const parsed = toastSchema.safeParse(session.get(FLASH_KEY))
	return {
		toast: parsed.success ? parsed.data : null,
		headers: parsed.success
			? new Headers({ 'Set-Cookie': await toastStorage().destroySession(session) })
			: null,
	}
}
