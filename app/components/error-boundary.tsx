import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NotFound } from './not-found'
import { buttonClassName } from './ui/button'

/** A thrown Response as the boundary sees it. */
export type RouteErrorResponse = { status: number; statusText: string; data: unknown }

export type GeneralErrorBoundaryProps = {
	/**
	 * Show an unexpected error's message. The browser has no NODE_ENV, so the route decides
	 * (e.g. from the loader's or root's idea of development); never on in production, where a
	 * message may reveal internals.
	 */
	showDetails?: boolean
	/** Pages for particular statuses (e.g. 403), instead of the generic one. */
	statusHandlers?: Partial<Record<number, (error: RouteErrorResponse) => ReactNode>>
}

/**
 * The ErrorBoundary of route modules: 404 shows the not-found page, another thrown status a
 * short page with the status, anything else a generic message with no stack trace.
 */
export function GeneralErrorBoundary({
	showDetails = false,
	statusHandlers,
}: GeneralErrorBoundaryProps) {
	const error = useRouteError()
	const { t } = useTranslation()

	if (isRouteErrorResponse(error)) {
		const handler = statusHandlers?.[error.status]
		if (handler) return <>{handler(error)}</>
		if (error.status === 404) return <NotFound />
		return (
			<ErrorPanel title={t('error.title')}>
				<p className="text-slate-700">{t('error.status', { status: error.status })}</p>
			</ErrorPanel>
		)
	}

	return (
		<ErrorPanel title={t('error.title')}>
			<p className="text-slate-700">{t('error.unexpected')}</p>
			{showDetails && error instanceof Error ? (
				<pre className="overflow-x-auto rounded bg-slate-100 p-3 text-sm whitespace-pre-wrap text-slate-900">
					{error.message}
				</pre>
			) : null}
		</ErrorPanel>
	)
}

function ErrorPanel({ title, children }: { title: string; children: ReactNode }) {
	const { t } = useTranslation()
	return (
		<div className="flex flex-col items-start gap-4">
			<h1 className="text-2xl font-bold text-slate-900">{title}</h1>
			{children}
			<Link to="/" className={buttonClassName()}>
				{t('error.home')}
			</Link>
		</div>
	)
}
