import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { type accessRequestSchema } from '@caixa/contract/authentication'
import { endpoints } from '@caixa/contract/endpoints'
import { formErrorMap } from '~/components/form-errors'
import { isLanguage } from '~/i18n/config'
import { handleCaixaRefusal, translatedRefusal } from './caixa-refusal.server'
import { AFTER_SIGN_IN_PATH } from './sign-in.server'
import { caixaCall } from './caixa.server'
import { i18nServer, readerLanguage } from './i18n.server'
import { safeRedirect } from './safe-redirect.server'
import { redirectWithToast } from './toast.server'

/**
 * The "e-mail me a link" action of the sign-in page and of "check your inbox" (which sends a new
 * one): checks the address, asks the API for a link carrying the page to land on, and goes to
 * "check your inbox" for that address — with a toast saying so when `sentToast` names one.
 */
export async function requestAccessLink(
	request: Request,
	schema: ReturnType<typeof accessRequestSchema.pick<{ accessValue: true }>>,
	{ sentToast }: { sentToast?: string } = {},
) {
	const formData = await request.formData()
	const t = await i18nServer.getFixedT(request)
	const submission = parseWithZod(formData, { schema, error: formErrorMap(t) })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const redirectTo = safeRedirect(formData.get('redirect'), AFTER_SIGN_IN_PATH)
	const locale = await readerLanguage(request)
	try {
		await caixaCall(endpoints.authentication.request, {
			body: {
				accessValue: submission.value.accessValue,
				redirect: redirectTo,
				// An address without an account is answered in the language of the page it used.
				...(isLanguage(locale) ? { language: locale } : {}),
			},
			client: request,
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, translatedRefusal(t))
	}
	const next = new URLSearchParams({ email: submission.value.accessValue, redirect: redirectTo })
	const verification = `/authentication/email-verification?${next.toString()}`
	return sentToast
		? redirectWithToast(verification, { type: 'success', title: sentToast })
		: redirect(verification)
}
