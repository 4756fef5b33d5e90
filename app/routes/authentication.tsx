import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type PriceList } from '@caixa/contract/prices'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CentredLayout } from '~/components/layouts/centred-layout'
import { pageTitle } from '~/components/page-title'
import {
	AFTER_SIGN_IN_PATH,
	caixaCall,
	CaixaProblem,
	countryHint,
	endpoints,
	getSignedIn,
	languageSwitchHtml,
	readerLanguage,
	safeRedirect,
} from '~/components/auth/authentication-layout.server'
import { numberFormat } from '@caixa/domain/intl-formats'

export const handle = { i18n: ['common', 'auth'] }

// The sign-in pages (sign in, create account, check your inbox): the form of the child route,
// and beside it what a visitor may want to know first, the plans and the latest articles.
export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	if (await getSignedIn(request)) {
		throw redirect(safeRedirect(url.searchParams.get('redirect'), AFTER_SIGN_IN_PATH))
	}
	const locale = await readerLanguage(request)
	const hint = countryHint(request.headers.get('Accept-Language'))
	const [prices, posts] = await Promise.all([
		showcase(caixaCall(endpoints.prices.list, { query: { hint }, client: request })),
		showcase(
			caixaCall(endpoints.outside.posts.list, {
				query: { offset: 0, size: 3, language: locale },
				client: request,
			}),
		),
	])
	return {
		languageSwitch: await languageSwitchHtml(request, locale),
		plans: prices ? pricedPlans(prices, locale) : [],
		posts: (posts ?? []).map(({ id, title, summary }) => ({ id, title, summary })),
	}
}

// The aside never stands between a visitor and signing in: if the API cannot answer it, the
// page shows the form alone.
async function showcase<T>(call: Promise<{ data: T }>): Promise<T | null> {
	try {
		return (await call).data
	} catch (error) {
		if (error instanceof CaixaProblem) return null
		throw error
	}
}

// Formatted here, once, so the server and the browser never disagree on a price's spelling.
function pricedPlans(prices: PriceList, locale: string) {
	const format = numberFormat(locale, { style: 'currency', currency: prices.currency })
	const digits = format.resolvedOptions().maximumFractionDigits ?? 2
	return prices.plans.map((plan) => ({
		code: plan.code,
		price: plan.monthlyPrice === 0 ? null : format.format(plan.monthlyPrice / 10 ** digits),
		features: plan.features,
	}))
}

// The aside does not change when a form on the page is posted. The language choice comes back
// to the page it is on: read again when another page of the layout is opened.
export const shouldRevalidate: ShouldRevalidateFunction = ({
	formMethod,
	currentUrl,
	nextUrl,
	defaultShouldRevalidate,
}) =>
	formMethod && formMethod !== 'GET'
		? false
		: currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate

export default function AuthenticationRoute() {
	const { languageSwitch, plans, posts } = useLoaderData<typeof loader>()
	const { t } = useTranslation()
	return (
		<CentredLayout width="wide">
			{/* A visitor has no profile menu (where the signed-in choose): the choice stands at the
			    top corner of the sign-in pages, before the form, where one looks for it. */}
			<div className="self-end" dangerouslySetInnerHTML={{ __html: languageSwitch }} />
			<div className="grid items-start gap-10 md:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
				<div className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
					<Outlet />
				</div>
				{plans.length > 0 || posts.length > 0 ? (
					<aside aria-label={t('auth:showcase.label')} className="flex flex-col gap-8">
						{plans.length > 0 ? <Plans plans={plans} /> : null}
						{posts.length > 0 ? <Posts posts={posts} /> : null}
					</aside>
				) : null}
			</div>
		</CentredLayout>
	)
}

type PlanView = { code: string; price: string | null; features: string[] }

function Plans({ plans }: { plans: PlanView[] }) {
	const { t } = useTranslation()
	return (
		<section aria-labelledby="plans-heading" className="flex flex-col gap-3">
			<h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
				{t('auth:showcase.plans')}
			</h2>
			<ul className="grid gap-3 sm:grid-cols-3">
				{plans.map((plan) => (
					<li
						key={plan.code}
						className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
					>
						<h3 className="font-semibold text-emerald-800">
							{t(`auth:showcase.plan.${plan.code}`, { defaultValue: plan.code })}
						</h3>
						<p className="text-sm font-medium text-slate-900">
							{plan.price
								? t('auth:showcase.perMonth', { price: plan.price })
								: t('auth:showcase.free')}
						</p>
						<ul className="flex list-disc flex-col gap-1 pl-4 text-sm text-slate-700">
							{plan.features.map((feature) => (
								<li key={feature}>
									{t(`auth:showcase.feature.${feature}`, { defaultValue: feature })}
								</li>
							))}
						</ul>
					</li>
				))}
			</ul>
		</section>
	)
}

function Posts({ posts }: { posts: Array<{ id: string; title: string; summary: string }> }) {
	const { t } = useTranslation()
	return (
		<section aria-labelledby="posts-heading" className="flex flex-col gap-3">
			<h2 id="posts-heading" className="text-lg font-semibold text-slate-900">
				{t('auth:showcase.posts')}
			</h2>
			<ul className="flex flex-col gap-3">
				{posts.map((post) => (
					<li key={post.id}>
						<article className="rounded-lg border border-slate-200 bg-white p-4">
							<h3 className="font-semibold text-slate-900">{post.title}</h3>
							<p className="mt-1 text-sm text-slate-700">{post.summary}</p>
						</article>
					</li>
				))}
			</ul>
		</section>
	)
}

// Each page inside (sign in, create account, e-mail verification) names itself.
export const meta: MetaFunction = () => [{ title: pageTitle() }]

export function ErrorBoundary() {
	return (
		<CentredLayout>
			<GeneralErrorBoundary />
		</CentredLayout>
	)
}
