import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { ConsolidatedReport } from '~/components/consolidated/consolidated-report'
import {
	i18nServer,
	loadConsolidatedPage,
	requireSession,
} from '~/components/consolidated/consolidated.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { type loader as layoutLoader } from './_inside.marketplace.$marketplaceId'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'report', 'cashFlow', 'consolidated'] }

// A marketplace's consolidated reports: for its owner, the units of its
// companies whose books the owner may see, summed per currency; the others are only counted.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const page = await loadConsolidatedPage(
		{ token, request },
		{ kind: 'MARKETPLACE', id: requireParam(params, 'marketplaceId') },
	)
	const t = await i18nServer.getFixedT(request, 'consolidated')
	return { ...page, title: t('tab') }
}

export default function MarketplaceReportRoute() {
	const page = useLoaderData<typeof loader>()
	const layout = useRouteLoaderData<typeof layoutLoader>(
		'routes/_inside.marketplace.$marketplaceId',
	)
	return <ConsolidatedReport page={page} name={layout?.marketplace.name ?? ''} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
