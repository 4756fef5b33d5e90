import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requireProvider } from '~/server/oauth-strategies.server'
import { startProviderSignIn } from '~/server/provider-sign-in.server'

// Starts signing in with LinkedIn; it comes back to /linkedin (spec §2).
export async function action({ request }: ActionFunctionArgs) {
	return startProviderSignIn('linkedin', request)
}

// Only a form starts the round trip; a GET (a prefetch, a typed address) goes to sign-in.
export async function loader() {
	requireProvider('linkedin')
	return redirect('/authentication')
}
