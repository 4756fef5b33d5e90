import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLanguage } from '~/i18n/config'
import { i18nServer, languageCookie } from '~/server/i18n.server'
import { safeRedirect } from '~/server/safe-redirect.server'
import { redirectWithToast } from '~/server/toast.server'

// A plain form post, so the switch works without JavaScript; the answer is a redirect back.
export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	const language = form.get('language')
	const redirectTo = safeRedirect(form.get('redirectTo'))
	if (!isLanguage(language)) {
		const t = await i18nServer.getFixedT(request)
		return redirectWithToast(redirectTo, { type: 'error', title: t('language.unsupported') })
	}
	const t = await i18nServer.getFixedT(language)
	return redirectWithToast(
		redirectTo,
		{ type: 'success', title: t('language.changed') },
		{ headers: { 'Set-Cookie': await languageCookie.serialize(language) } },
	)
}

export async function loader() {
	return redirect('/')
}
