import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from './ui/button'

export type NotFoundProps = {
	/** The path that was asked for; the current location's by default. */
	path?: string
}

/** The body of the not-found page (the caller chooses the layout around it). */
export function NotFound({ path }: NotFoundProps) {
	const { t } = useTranslation()
	const location = useLocation()
	const askedPath = path ?? location.pathname
	return (
		<div className="flex flex-col items-start gap-4">
			<h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
			<p className="text-slate-700">
				{t('notFound.description')}{' '}
				<code className="rounded bg-slate-100 px-1 break-all text-slate-900">{askedPath}</code>
			</p>
			<Link to="/" className={buttonClassName()}>
				{t('notFound.home')}
			</Link>
		</div>
	)
}
