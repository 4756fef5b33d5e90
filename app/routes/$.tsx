import { CentredErrorBoundary } from '~/components/centred-error-boundary'

// Any path no other route claims: a real 404 status, rendered by the not-found page.
export async function loader() {
	throw new Response('Not found', { status: 404 })
}

export default function NotFoundRoute() {
	return null
}

export function ErrorBoundary() {
	return <CentredErrorBoundary />
}
