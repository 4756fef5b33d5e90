import { type LoaderFunctionArgs } from '@remix-run/node'
import { finishProviderSignIn } from '~/server/provider-sign-in.server'
import { CentredErrorBoundary } from '~/components/centred-error-boundary'

// LinkedIn's return point (spec §2 "/linkedin"; `${APP_URL}/linkedin`, registered with LinkedIn).
export async function loader({ request }: LoaderFunctionArgs) {
	return finishProviderSignIn('linkedin', request)
}

// While the provider is off its routes answer 404 (requireProvider): rendered as the product's
// not-found page, which needs a component here though the route itself never renders one.
export default function LinkedInCallbackRoute() {
	return null
}

export function ErrorBoundary() {
	return <CentredErrorBoundary />
}
