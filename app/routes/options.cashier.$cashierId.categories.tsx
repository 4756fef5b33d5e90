import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireFound } from '~/server/caixa.server'
import { cashierOptionsResponse } from '~/components/ledger/cashier-options.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

// The categories a cashier's pickers offer (a POJO filter's search, spec §7): JSON options
// `[{ id, label }]` for `?query=…&offset=…&limit=…`. Not a page: the picker fetches it.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	return requireFound(
		cashierOptionsResponse({ token, request }, requireParam(params, 'cashierId'), 'categories'),
	)
}
