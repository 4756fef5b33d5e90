import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLanguage } from '~/i18n/config'
import { combineHeaders } from '~/server/headers.server'
import { i18nServer, languageCookie } from '~/server/i18n.server'
import { safeRedirect } from '~/server/safe-redirect.server'
import { toastHeaders } from '~/server/toast.server'

// A plain form post, so the switch works without JavaScript; the answer is a redirect back.
export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	const language = form.get('language')
	const redirectTo = safeRedirect(form.get('redirectTo'))
	if (!isLanguage(language)) {
		const t = await i18nServer.getFixedT(request)
		return redirect(redirectTo, {
			headers: await toastHeaders({ type: 'error', title: t('language.unsupported') }),
		})
	}
	const t = await i18nServer.getFixedT(language)
	return redirect(redirectTo, {
		headers: combineHeaders(
			new Headers({ 'Set-Cookie': await languageCookie.serialize(language) }),
			await toastHeaders({ type: 'success', title: t('language.changed') }),
		),
	})
}

export async function loader() {
	return redirect('/')
}
