import { type LoaderFunctionArgs } from '@remix-run/node'
import { searchStockProducts } from '~/components/stock/stock.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

// The products that keep stock, for the stock activity's product picker (a POJO filter's search,
// spec §7): JSON options `[{ id, label }]` for `?query=…&offset=…&limit=…`. Not a page: the picker
// fetches it. A unit the caller may not see is the API's 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const url = new URL(request.url)
	return Response.json(
		await searchStockProducts({ token, request }, requireParam(params, 'unitId'), {
			query: url.searchParams.get('query') ?? '',
			offset: Number(url.searchParams.get('offset') ?? 0) || 0,
			limit: Number(url.searchParams.get('limit') ?? 10) || 10,
		}),
	)
}
