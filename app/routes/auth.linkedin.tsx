import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requireProvider } from '~/server/oauth-strategies.server'
import { startProviderSignIn } from '~/server/provider-sign-in.server'
import { CentredErrorBoundary } from '~/components/centred-error-boundary'

// Starts signing in with LinkedIn; it comes back to /linkedin (spec §2).
export async function action({ request }: ActionFunctionArgs) {
	return startProviderSignIn('linkedin', request)
}

// Only a form starts the round trip; a GET (a prefetch, a typed address) goes to sign-in.
export async function loader() {
	requireProvider('linkedin')
	return redirect('/authentication')
}

// While the provider is off its routes answer 404 (requireProvider): rendered as the product's
// not-found page, which needs a component here though the route itself never renders one.
export default function LinkedInSignInRoute() {
	return null
}

export function ErrorBoundary() {
	return <CentredErrorBoundary />
}
