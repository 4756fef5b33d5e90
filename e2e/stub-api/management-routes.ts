import { type Session } from '@caixa/contract/session'
import { subAcquirerListQuerySchema, type SubAcquirerSummary } from '@caixa/contract/sub-acquirer'
import { MANAGEMENT_TOKENS } from './fixtures'
import { subAcquirers } from './organisation-fixtures'
import { withSession } from './session-state'
import { byName, holdsWords, invalid, notFound, page, queryObject, type Route } from './stub-http'

// Staff of the product (management): the flag the profile menu reads, and the sub-acquirers
// they list and open. Anyone else gets the 404 of a path that is not there, as from the real API.

const isManagement = (session: Session) => MANAGEMENT_TOKENS.has(session.token)

/** Digits and letters only, so "10.573.521" finds "10.573.521/0001-91" and "10573521" too. */
const bare = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase()

export const managementRoutes: Route[] = [
	[
		'GET',
		/^\/caixa\/api\/session\/is-management$/,
		withSession((session) => ({ status: 200, body: { management: isManagement(session) } })),
	],
	[
		'GET',
		/^\/caixa\/api\/management\/sub-acquirers$/,
		withSession((session, call) => {
			if (!isManagement(session)) return notFound()
			const parsed = subAcquirerListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const { offset, size, name, document } = parsed.data
			const found = subAcquirers
				.filter(
					(row) =>
						holdsWords(row.name, name) &&
						(!document || bare(row.document ?? '').includes(bare(document))),
				)
				.map(({ fees: _fees, ...summary }): SubAcquirerSummary => summary)
			return page(byName(found), offset, size)
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/sub-acquirers\/([^/]+)$/,
		withSession((session, _call, [, id]) => {
			const found = isManagement(session) && subAcquirers.find((row) => row.id === id)
			return found ? { status: 200, body: found } : notFound()
		}),
	],
]
