import {
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CentredLayout } from '~/components/layouts/centred-layout'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { StatusButton } from '~/components/ui/status-button'
import { i18nServer } from '~/server/i18n.server'
import { AFTER_SIGN_IN_PATH } from '~/server/sign-in.server'
import { caixaCall, CaixaProblem, endpoints } from '~/server/caixa.server'
import { destroySessionCookie, getSignedIn } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const handle = { i18n: ['common', 'auth'] }

// Opening /logout (a typed address, an old bookmark) asks first; only the form's POST signs
// out, since a link could be followed by a prefetch or a crawler.
export async function loader({ request }: LoaderFunctionArgs) {
	if (!(await getSignedIn(request))) throw redirect('/authentication')
	const t = await i18nServer.getFixedT(request)
	return { title: t('auth:logout.title'), stayPath: AFTER_SIGN_IN_PATH }
}

// The API revokes the token, then the cookie goes. Whatever the API answers, the cookie goes:
// someone signing out of a shared computer while the API is down must not stay signed in there
// (the token, no longer held by any browser, then ends with its session's lifetime).
export async function action({ request }: ActionFunctionArgs) {
	const signedIn = await getSignedIn(request)
	if (signedIn) {
		try {
			await caixaCall(endpoints.authentication.logout, { token: signedIn.token, client: request })
		} catch (error) {
			if (!(error instanceof CaixaProblem)) throw error
			// An already revoked or expired session (401) is signed out all the same.
			if (error.status !== 401) {
				console.warn(`logout: the API did not revoke the session (${error.status}); cookie dropped`)
			}
		}
	}
	const t = await i18nServer.getFixedT(request)
	return redirectWithToast(
		'/authentication',
		{ type: 'success', title: t('logout.done') },
		{ headers: { 'Set-Cookie': await destroySessionCookie(request) } },
	)
}

export default function LogoutRoute() {
	const { stayPath } = useLoaderData<typeof loader>()
	const { t } = useTranslation()
	return (
		<CentredLayout>
			<div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
				<h1 className="text-2xl font-bold text-slate-900">{t('auth:logout.title')}</h1>
				<p className="text-slate-700">{t('auth:logout.description')}</p>
				<div className="flex flex-wrap gap-3">
					<Form method="post">
						<StatusButton type="submit">{t('auth:logout.submit')}</StatusButton>
					</Form>
					<Link to={stayPath} className={buttonClassName({ variant: 'secondary' })}>
						{t('auth:logout.cancel')}
					</Link>
				</div>
			</div>
		</CentredLayout>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return (
		<CentredLayout>
			<GeneralErrorBoundary />
		</CentredLayout>
	)
}
