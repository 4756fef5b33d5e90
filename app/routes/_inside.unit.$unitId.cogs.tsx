import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { cogsFilters } from '~/components/cogs/cogs-filters'
import { CogsFiguresView } from '~/components/cogs/cogs-figures'
import { CountForm } from '~/components/cogs/count-form'
import { countCogs, loadCogsPage } from '~/components/cogs/cogs.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { pageTitle } from '~/components/page-title'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'cogs'] }

// The cost of goods sold (spec §2 /unit/{unitId}/cogs, DOMAIN.md "Cost of goods sold"): for the
// period in the URL, the periodic cost (opening + purchases − closing stock) beside the perpetual
// one (what the sales took out at average cost) and their difference, in total and per product.
// The loader closes with the system's stock; the count form posts the counted closing stock and
// the action answers the figures worked out with it.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const page = await loadCogsPage({ token, request }, requireParam(params, 'unitId'))
	const t = await i18nServer.getFixedT(request, 'cogs')
	return { ...page, title: t('title') }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	return countCogs({ token, request }, requireParam(params, 'unitId'), await request.formData())
}

// The count's answer holds its own figures: the loader's (the system's stock) would be a call
// for nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({
	formMethod,
	defaultShouldRevalidate,
}) => (formMethod === 'POST' ? false : defaultShouldRevalidate)

export default function CogsRoute() {
	const loaded = useLoaderData<typeof loader>()
	const answered = useActionData<typeof action>()
	const { t } = useTranslation('cogs')
	const view = answered?.view ?? loaded.view
	const problem = answered ? answered.problem : loaded.problem
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('title')}</h1>
				<p className="text-slate-700">{t('intro')}</p>
			</div>
			<FilterBar definitions={cogsFilters} state={loaded.filters} timeZone={loaded.zone} />
			{problem ? (
				<p role="status" className="text-slate-800">
					{t(problem === 'CHOOSE' ? 'choosePeriod' : 'endsBeforeStart')}
				</p>
			) : null}
			{answered?.view?.counted ? (
				<p role="status" className="text-emerald-900">
					{t('count.withCount')}
				</p>
			) : null}
			{view && !problem ? (
				view.products.length === 0 ? (
					<p className="text-slate-700">{t('noProducts')}</p>
				) : (
					<>
						<CogsFiguresView view={view} />
						<CountForm view={view} typed={answered?.typed ?? {}} errors={answered?.errors ?? {}} />
					</>
				)
			) : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
