import { redirect } from '@remix-run/node'
import { API_BASE } from '@caixa/http/paths'
import { caixaPath, type Caller, endpoints, forwardToCaixa, searchOf } from '~/server/caixa.server'
import { destroySessionCookie, signInPath } from '~/server/session.server'

// The general report's download: the API's export of the page's filters,
// handed to the browser as the API streams it. caixaCall reads an answer whole to parse it; a
// file of a million rows must not sit in the web server's memory, so this call hands the body
// on untouched — each chunk goes out as it comes in — with the API's Content-Type and
// Content-Disposition (its file name).

const INTERNAL_ORIGIN = 'http://caixa.internal'

/** The headers of the API's answer the browser gets. */
const KEPT_HEADERS = ['Content-Type', 'Content-Disposition']

export async function streamReportExport(
	caller: Caller,
	unitId: string,
	query: URLSearchParams,
): Promise<Response> {
	const headers = new Headers({ Authorization: `Bearer ${caller.token}` })
	const forwardedFor = caller.request.headers.get('X-Forwarded-For')
	if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor)
	const path = caixaPath(endpoints.reports.paymentsExport, { unitId })
	const answer = await forwardToCaixa(
		new Request(`${INTERNAL_ORIGIN}${API_BASE}${path}${searchOf(query)}`, { headers }),
	)
	if (!answer.ok || !answer.body) {
		// The API settles who may read and what was asked before the first byte (a problem, never
		// half a file): a lost session signs in again, anything else is the page's error.
		await answer.body?.cancel()
		if (answer.status === 401) {
			throw redirect(signInPath(caller.request), {
				headers: { 'Set-Cookie': await destroySessionCookie(caller.request) },
			})
		}
		throw new Response(answer.status === 404 ? 'Not found' : 'The report could not be exported', {
			status: answer.status === 404 ? 404 : answer.ok ? 502 : answer.status,
		})
	}
	const kept = new Headers({ 'Cache-Control': 'private, no-store' })
	for (const name of KEPT_HEADERS) {
		const value = answer.headers.get(name)
		if (value) kept.set(name, value)
	}
	return new Response(answer.body, { status: 200, headers: kept })
}
