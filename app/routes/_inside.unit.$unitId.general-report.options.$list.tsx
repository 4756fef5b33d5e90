import { type LoaderFunctionArgs } from '@remix-run/node'
import { OPTION_LISTS } from '~/components/general-report/filters'
import { searchReportOptions } from '~/components/general-report/options.server'
import { requireFound } from '~/server/caixa.server'
import { requireSession } from '~/server/session.server'
import { notFound, requireParam } from '~/server/not-found.server'

// What the general report's pickers offer (a POJO filter's search, spec §7): JSON options
// `[{ id, label }]` of the unit's cashiers, categories or clients or suppliers for
// `?query=…&offset=…&limit=…`. Not a page.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const list = OPTION_LISTS.find((name) => name === params.list)
	if (!list) throw notFound()
	const url = new URL(request.url)
	// A unit that is not the caller's is a 404 here too.
	const options = await requireFound(
		searchReportOptions({ token, request }, requireParam(params, 'unitId'), list, {
			query: url.searchParams.get('query') ?? '',
			offset: Number(url.searchParams.get('offset') ?? 0) || 0,
			limit: Number(url.searchParams.get('limit') ?? 10) || 10,
		}),
	)
	return Response.json(options)
}
