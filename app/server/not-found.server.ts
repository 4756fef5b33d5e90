import { type LoaderFunctionArgs } from '@remix-run/node'

// The one way a loader or action says "no such page": a thrown 404 Response, which the route's
// error boundary (components/error-boundary.tsx) shows as the translated not-found page.

/** The page's 404, to throw (or, from a resource route, to return). */
export function notFound(): Response {
	return new Response('Not found', { status: 404 })
}

/**
 * Goes on only when `condition` holds (a row was loaded, the caller may see it); otherwise the
 * page's 404. Narrows like any assertion: `notFoundUnless(row)` leaves `row` non-null.
 */
export function notFoundUnless(condition: unknown): asserts condition {
	if (!condition) throw notFound()
}

/**
 * A param the route's path names. Remix fills every segment of a matched path, so a missing or
 * empty one is a route and a name out of step: the page's 404, never an empty id sent to the API.
 */
export function requireParam(params: LoaderFunctionArgs['params'], name: string): string {
	const value = params[name]
	notFoundUnless(value)
	return value
}
