import { type LoaderFunctionArgs } from '@remix-run/node'
import { finishProviderSignIn } from '~/server/provider-sign-in.server'
import { CentredErrorBoundary } from '~/components/centred-error-boundary'

// Google's return point (`${APP_URL}/auth/google/callback`, registered with Google). The
// trailing `_` keeps it out of auth.google.tsx, whose loader would otherwise run beside it.
export async function loader({ request }: LoaderFunctionArgs) {
	return finishProviderSignIn('google', request)
}

// While the provider is off its routes answer 404 (requireProvider): rendered as the product's
// not-found page, which needs a component here though the route itself never renders one.
export default function GoogleCallbackRoute() {
	return null
}

export function ErrorBoundary() {
	return <CentredErrorBoundary />
}
