import { type LoaderFunctionArgs } from '@remix-run/node'
import { reportExportFormats } from '@caixa/contract/report-payments'
import { reportFiltersOf } from '~/components/general-report/general-report.server'
import { streamReportExport } from '~/components/general-report/export.server'
import { unitOfReport } from '~/components/report/report.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

// The general report as a file: `?format=csv|xlsx` and the page's own filters (its download
// links carry them), streamed from the API to the browser. Not a page.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const unit = await unitOfReport(caller, requireParam(params, 'unitId'))
	const { query } = await reportFiltersOf(caller, unit)
	const asked = new URL(request.url).searchParams.get('format')
	query.set('format', reportExportFormats.find((format) => format === asked) ?? 'csv')
	return streamReportExport(caller, unit.id, query)
}
