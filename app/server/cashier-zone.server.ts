import { cashierSchema } from '@caixa/contract/cashier'
import { unitSchema } from '@caixa/contract/unit'
import { callCaixa, CaixaProblem, requireFound } from './caixa.server'

/** When the unit's zone cannot be read (see cashierOfPage). */
export const FALLBACK_TIME_ZONE = 'UTC'

/**
 * The cashier a page is about (the page's 404 when the caller may not see it) and the IANA zone
 * its calendar days are counted in: its unit's. GET /cashiers/{id} does not carry the zone, and
 * only the unit's owners and collaborators may read the unit; a cashier collaborator's pages
 * count days in UTC instead (a decision: the date filter's "today" may then be a few hours off
 * the shop's, while the API, given the same zone, still reads the same days back).
 */
export async function cashierOfPage(token: string, request: Request, cashierId: string) {
	const { data: cashier } = await requireFound(
		callCaixa(`/cashiers/${encodeURIComponent(cashierId)}`, {
			token,
			schema: cashierSchema,
			request,
		}),
	)
	if (cashier.role === 'AUDITOR') return { cashier, timeZone: FALLBACK_TIME_ZONE }
	try {
		const { data: unit } = await callCaixa(`/units/${cashier.unit.id}`, {
			token,
			schema: unitSchema,
			request,
		})
		return { cashier, timeZone: unit.timezone }
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 404) {
			return { cashier, timeZone: FALLBACK_TIME_ZONE }
		}
		throw error
	}
}
