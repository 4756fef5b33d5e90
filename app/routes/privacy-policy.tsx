import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CentredLayout } from '~/components/layouts/centred-layout'
import { pageTitle } from '~/components/page-title'
import { webEnv } from '~/server/env.server'
import { i18nServer } from '~/server/i18n.server'

export const handle = { i18n: ['common', 'auth', 'privacy'] }

// A static page (spec §2), translated; only the contact for deletion is configuration.
export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	return { title: t('privacy:title'), contact: webEnv().PRIVACY_EMAIL ?? null }
}

export default function PrivacyPolicyRoute() {
	const { contact } = useLoaderData<typeof loader>()
	const { t } = useTranslation()
	return (
		<CentredLayout width="wide">
			<article className="mx-auto flex max-w-2xl flex-col gap-6 text-slate-800">
				<header className="flex flex-col gap-2">
					<h1 className="text-3xl font-bold text-slate-900">{t('privacy:title')}</h1>
					<p>{t('privacy:intro')}</p>
				</header>
				<Section title={t('privacy:profile.title')}>
					<p>{t('privacy:profile.body')}</p>
				</Section>
				<Section title={t('privacy:records.title')}>
					<p>{t('privacy:records.body')}</p>
				</Section>
				<Section title={t('privacy:cookies.title')}>
					<p>{t('privacy:cookies.intro')}</p>
					<ul className="flex list-disc flex-col gap-2 pl-5">
						<li>{t('privacy:cookies.session')}</li>
						<li>{t('privacy:cookies.language')}</li>
						<li>{t('privacy:cookies.toast')}</li>
						<li>{t('privacy:cookies.signIn')}</li>
					</ul>
				</Section>
				<Section title={t('privacy:tracking.title')}>
					<p>{t('privacy:tracking.body')}</p>
				</Section>
				<Section title={t('privacy:email.title')}>
					<p>{t('privacy:email.body')}</p>
				</Section>
				<Section title={t('privacy:security.title')}>
					<p>{t('privacy:security.body')}</p>
				</Section>
				<Section title={t('privacy:deletion.title')}>
					<p>{t('privacy:deletion.body')}</p>
					<p>
						{contact ? (
							<>
								{t('privacy:deletion.contact')}{' '}
								<a href={`mailto:${contact}`} className="font-medium text-emerald-800 underline">
									{contact}
								</a>
							</>
						) : (
							t('privacy:deletion.noContact')
						)}
					</p>
				</Section>
				<p>
					<Link to="/authentication" className="font-medium text-emerald-800 underline">
						{t('auth:signIn.title')}
					</Link>
				</p>
			</article>
		</CentredLayout>
	)
}

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section className="flex flex-col gap-2">
			<h2 className="text-xl font-semibold text-slate-900">{title}</h2>
			{children}
		</section>
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
