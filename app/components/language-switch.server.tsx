import { renderToStaticMarkup } from 'react-dom/server'
import { type Language } from '~/i18n/config'
import { i18nServer } from '~/server/i18n.server'
import { LanguageSwitch } from './language-switch'

/**
 * The sign-in pages' language choice, written on the server: the page only places the markup,
 * so the component's code is not in their first load, which is at its budget. Its forms are
 * plain posts either way, so nothing of it needs the page's JavaScript. Back to the request's
 * own path and query.
 */
export async function languageSwitchHtml(request: Request, current: Language) {
	const { pathname, search } = new URL(request.url)
	const t = await i18nServer.getFixedT(current)
	return renderToStaticMarkup(
		<LanguageSwitch
			current={current}
			redirectTo={pathname + search}
			label={t('language.label')}
			listClassName="flex flex-wrap gap-2 px-3"
			itemClassName="inline-flex min-h-8 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 aria-pressed:border-emerald-700 aria-pressed:text-emerald-900"
		/>,
	)
}
