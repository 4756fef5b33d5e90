import {
	data,
	type LinksFunction,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLoaderData,
	useLocation,
	useNavigate,
	useRouteLoaderData,
} from '@remix-run/react'
import { Suspense, type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from './components/error-boundary'
import { useNonce } from './components/nonce-provider'
import { CentredLayout } from './components/layouts/centred-layout'
import { onDemandComponent } from './components/on-demand-component'
import { ZodJitlessScript } from './components/zod-jitless-script'
import { fallbackLanguage, isLanguage } from './i18n/config'
import { useLanguageOf } from './i18n/use-language-of'
import { i18nServer, readToast, translationsHref } from './server/root-loader.server'
import stylesheet from './tailwind.css'

export const handle = { i18n: ['common'] }

// A toast is rare (after an action): its code comes with the first one, not with every page.
const Toaster = onDemandComponent(() =>
	import('./components/toaster').then((module) => module.Toaster),
)

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: stylesheet },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	const found = await i18nServer.getLocale(request)
	const locale = isLanguage(found) ? found : fallbackLanguage
	const { toast, headers } = await readToast(request)
	return data(
		{ locale, translations: translationsHref(locale), toast },
		{ headers: headers ?? undefined },
	)
}

export function Layout({ children }: { children: ReactNode }) {
	// The error boundary renders without loader data: fall back to the default language.
	const rootData = useRouteLoaderData<typeof loader>('root')
	const locale = rootData?.locale ?? fallbackLanguage
	const { t, i18n } = useTranslation()
	const nonce = useNonce()
	return (
		<html lang={locale} dir={i18n.dir(locale)} className="h-full">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<ZodJitlessScript />
				{rootData ? (
					// entry.client fetches the page's translations before hydrating: preloaded here,
					// they arrive alongside the scripts instead of after them.
					<link
						rel="preload"
						as="fetch"
						crossOrigin="anonymous"
						href={rootData.translations}
						data-translations=""
					/>
				) : null}
				<Meta />
				<Links />
			</head>
			<body className="flex min-h-full flex-col bg-slate-50 text-slate-900 antialiased">
				{/* The first Tab stop: a plain anchor, so it works without JavaScript; every layout's
				    <main> is #main (tailwind.css: .skip-link). */}
				<a href="#main" className="skip-link">
					{t('skipToContent')}
				</a>
				{children}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	const { locale, translations, toast } = useLoaderData<typeof loader>()
	const location = useLocation()
	useLanguageOf(locale, translations)
	useAppLinkClicks()
	useFocusOnNewPage(location.pathname)
	return (
		<>
			<div className="flex flex-1 flex-col">
				<Outlet />
			</div>
			{toast ? (
				<Suspense fallback={null}>
					<Toaster toast={toast} />
				</Suspense>
			) : null}
		</>
	)
}

/**
 * The one listener for every AppLink (components/app-link.tsx) on the page: their clicks go to
 * the router. Here, in the shell every page loads, written small: a module of its own was 0.5 KB
 * more of it. A click the browser should keep — another button, a modifier key (a new tab), a
 * target or a download, another origin — is left to it, as a <Link> leaves it; so is one a <Link>
 * took (React's listener, on the document since hydration, runs first and prevents the default).
 */
function useAppLinkClicks() {
	const navigate = useNavigate()
	useEffect(() => {
		const onClick = (event: MouseEvent) => {
			const link = (event.target as Element).closest?.('a[data-discover]')
			if (
				!(link instanceof HTMLAnchorElement) ||
				event.defaultPrevented ||
				event.button ||
				event.metaKey ||
				event.altKey ||
				event.ctrlKey ||
				event.shiftKey ||
				link.target ||
				link.hasAttribute('download') ||
				link.origin !== location.origin
			)
				return
			event.preventDefault()
			navigate(link.pathname + link.search + link.hash)
		}
		document.addEventListener('click', onClick)
		return () => document.removeEventListener('click', onClick)
	}, [navigate])
}

/** The path of the page shown, once one is (useFocusOnNewPage). */
let shownPath = ''

/**
 * After a client-side navigation to another path the new page's heading (else its main) takes
 * the focus, so a screen reader reads where the person now is, as a full page load would start
 * at the top. Only a new path: a change of the query alone is the same page (a filter being
 * typed, a tab, a list's next batch, a dialog kept in the URL) and the focus stays where it is.
 * preventScroll: the scroll is ScrollRestoration's (the top, or where Back left the page).
 */
function useFocusOnNewPage(pathname: string) {
	useEffect(() => {
		const target =
			shownPath &&
			shownPath !== pathname &&
			(document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main'))
		shownPath = pathname
		if (!target) return
		target.tabIndex = -1
		target.focus({ preventScroll: true })
	}, [pathname])
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return (
		<CentredLayout>
			<GeneralErrorBoundary />
		</CentredLayout>
	)
}
