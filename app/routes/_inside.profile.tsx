import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { sessionSchema } from '@caixa/contract/session'
import { Avatar } from '~/components/avatar'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { isLanguage, languageNames } from '~/i18n/config'
import { callCaixa } from '~/server/caixa.server'
import { requireSession } from '~/server/session.server'

export const handle = { i18n: ['common'] }

export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const { data: session } = await callCaixa('/session', { token, schema: sessionSchema, request })
	return {
		profile: {
			name: session.name,
			surname: session.surname,
			email: session.email,
			photo: session.photo,
			language: session.language,
		},
	}
}

export default function ProfileRoute() {
	const { profile } = useLoaderData<typeof loader>()
	const { t } = useTranslation()
	const rows = [
		{ label: t('profile.name'), value: profile.name },
		{ label: t('profile.surname'), value: profile.surname },
		{ label: t('profile.email'), value: profile.email },
		{
			label: t('profile.language'),
			value: isLanguage(profile.language) ? languageNames[profile.language] : profile.language,
		},
	]
	return (
		<section className="mx-auto w-full max-w-2xl p-6">
			<div className="flex items-center gap-4">
				<Avatar name={profile.name} surname={profile.surname} photo={profile.photo} size={64} />
				<h1 className="text-2xl font-semibold">{t('profile.title')}</h1>
			</div>
			<dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
				{rows.map((row) => (
					<div key={row.label} className="grid grid-cols-3 gap-4 px-4 py-3">
						<dt className="text-sm font-medium text-slate-600">{row.label}</dt>
						<dd className="col-span-2 text-sm">{row.value}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
