import { endpoints } from '@caixa/contract/endpoints'
import { redirect } from '@remix-run/node'
import { type Session } from '@caixa/contract/session'
import { caixaCall } from './caixa.server'
import { getSignedIn, signInCookie } from './session.server'

/**
 * Where a sign-in lands when nothing asked for a page, and where a signed-in visitor of the
 * sign-in pages is sent: the portal (spec §2).
 */
export const AFTER_SIGN_IN_PATH = '/'

/** What the session cookie keeps of the API's answer: the token beside, the profile here. */
export function profileOf(session: Session) {
	const { token: _token, ...profile } = session
	return profile
}

/** Signs the browser in with the API's session and sends it on. */
export async function signInRedirect(request: Request, session: Session, redirectTo: string) {
	return redirect(redirectTo, {
		headers: { 'Set-Cookie': await replaceSession(request, session) },
	})
}

/**
 * The cookie of the new session. A browser already signed in (an access link opened in it, say)
 * has its previous session ended at the API too, rather than left valid and forgotten. Best
 * effort: if that fails, the old session still ends on its own (idle and absolute expiry).
 */
export async function replaceSession(request: Request, session: Session) {
	const previous = await getSignedIn(request)
	if (previous && previous.token !== session.token) {
		await caixaCall(endpoints.authentication.logout, { token: previous.token }).catch(
			() => undefined,
		)
	}
	return signInCookie(request, session.token, profileOf(session))
}
