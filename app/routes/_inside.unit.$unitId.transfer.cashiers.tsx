import { type LoaderFunctionArgs } from '@remix-run/node'
import { searchTransferCashiers } from '~/components/transfer/transfers.server'
import { requireFound } from '~/server/caixa.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

// The cashiers the transfers list's pickers offer (a POJO filter's search, spec §7): JSON options
// `[{ id, label }]` of the unit's cashiers for `?query=…&offset=…&limit=…`. Not a page.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const url = new URL(request.url)
	// A unit that is not the caller's is a 404 here too.
	const options = await requireFound(
		searchTransferCashiers({ token, request }, requireParam(params, 'unitId'), {
			query: url.searchParams.get('query') ?? '',
			offset: Number(url.searchParams.get('offset') ?? 0) || 0,
			limit: Number(url.searchParams.get('limit') ?? 10) || 10,
		}),
	)
	return Response.json(options)
}
