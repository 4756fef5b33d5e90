import { type LoaderFunctionArgs } from '@remix-run/node'
import { searchUnitOptions } from '~/components/units/unit-options.server'
import { requireSession } from '~/server/session.server'

// The units a filter bar's unit picker offers (a POJO filter's search, spec §7): JSON options
// `[{ id, label }]` for `?query=…&offset=…&limit=…`. Not a page: the picker fetches it.
export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const url = new URL(request.url)
	return Response.json(
		await searchUnitOptions(
			{ token, request },
			{
				query: url.searchParams.get('query') ?? '',
				offset: Number(url.searchParams.get('offset') ?? 0) || 0,
				limit: Number(url.searchParams.get('limit') ?? 10) || 10,
			},
		),
	)
}
