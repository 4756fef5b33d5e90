import { GeneralErrorBoundary } from './error-boundary'
import { CentredLayout } from './layouts/centred-layout'

/**
 * The ErrorBoundary of a route outside the signed-in layouts: a path no route claims, a sign-in
 * provider's routes while it is off. Such a route needs a component (even one rendering nothing)
 * for its thrown 404 to become the product's not-found page rather than a bare "Not found" text.
 */
export function CentredErrorBoundary() {
	return (
		<CentredLayout>
			<GeneralErrorBoundary />
		</CentredLayout>
	)
}
