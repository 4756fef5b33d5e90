import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConsolidatedReport } from '~/components/consolidated/consolidated-report'
import {
	i18nServer,
	loadConsolidatedPage,
	requireSession,
} from '~/components/consolidated/consolidated.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { useCompanyOfLayout } from './_inside.company.$companyId'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'report', 'cashFlow', 'consolidated'] }

// A company's consolidated reports: its units' income statement and cash flow
// summed per currency. Its owner and collaborators read them; anyone else gets the API's 404.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const page = await loadConsolidatedPage(
		{ token, request },
		{ kind: 'COMPANY', id: requireParam(params, 'companyId') },
	)
	const t = await i18nServer.getFixedT(request, 'consolidated')
	return { ...page, title: t('tab') }
}

export default function CompanyReportRoute() {
	const page = useLoaderData<typeof loader>()
	const company = useCompanyOfLayout()
	return <ConsolidatedReport page={page} name={company.name} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
