import { CentredErrorBoundary } from '~/components/centred-error-boundary'
import { notFound } from '~/server/not-found.server'

// Any path no other route claims: a real 404 status, rendered by the not-found page.
export async function loader() {
	throw notFound()
}

export default function NotFoundRoute() {
	return null
}

export function ErrorBoundary() {
	return <CentredErrorBoundary />
}
