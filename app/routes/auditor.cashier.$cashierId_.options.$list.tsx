import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireSession, searchAuditorOptions } from '~/components/audit/auditor-view.server'
import { pageOfRefusal } from '~/server/caixa-refusal.server'
import { notFound, requireParam } from '~/server/not-found.server'

// The auditor view's pickers' search (a POJO filter's, spec §7): JSON `[{ id, label }]` for
// `?query=…&offset=…&limit=…` — `categories` or `clients-or-suppliers` of the cashier's unit,
// through the auditor space. Not a page: the picker fetches it. Out of the view's layout, so a
// search asks the API this alone.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const list = params.list
	if (list !== 'categories' && list !== 'clients-or-suppliers') {
		throw notFound()
	}
	const url = new URL(request.url)
	try {
		return Response.json(
			await searchAuditorOptions({ token, request }, requireParam(params, 'cashierId'), list, {
				query: url.searchParams.get('query') ?? '',
				offset: Number(url.searchParams.get('offset') ?? 0) || 0,
				limit: Number(url.searchParams.get('limit') ?? 10) || 10,
			}),
		)
	} catch (error) {
		throw pageOfRefusal(error) ?? error
	}
}
