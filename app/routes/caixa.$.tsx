import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { forwardToCaixa } from '~/server/caixa.server'

// The same server answers /caixa/* over HTTP for other clients (mobile, scripts): every method
// is handed, untouched, to the API's fetch handler.
export async function loader({ request }: LoaderFunctionArgs) {
	return forwardToCaixa(request)
}

export async function action({ request }: ActionFunctionArgs) {
	return forwardToCaixa(request)
}
