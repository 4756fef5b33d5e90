import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { callCaixa, CaixaProblem } from '~/server/caixa.server'
import { combineHeaders } from '~/server/headers.server'
import { i18nServer } from '~/server/i18n.server'
import { destroySessionCookie, getSignedIn } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'

// Logging out is a POST (a link could be followed by a prefetch or a crawler): the API revokes
// the token, then the cookie goes.
export async function action({ request }: ActionFunctionArgs) {
	const signedIn = await getSignedIn(request)
	if (signedIn) {
		try {
			await callCaixa('/authentication/logout', { method: 'POST', token: signedIn.token })
		} catch (error) {
			// An already revoked or expired session is signed out all the same.
			if (!(error instanceof CaixaProblem && error.status === 401)) throw error
		}
	}
	const t = await i18nServer.getFixedT(request)
	return redirect('/authentication', {
		headers: combineHeaders(
			new Headers({ 'Set-Cookie': await destroySessionCookie(request) }),
			await toastHeaders({ type: 'success', title: t('logout.done') }),
		),
	})
}

export async function loader() {
	return redirect('/')
}
