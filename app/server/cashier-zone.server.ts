import { endpoints } from '@caixa/contract/endpoints'
import { caixaCall, requireFound } from './caixa.server'

/**
 * The cashier a page is about (the page's 404 when the caller may not see it) and the IANA zone
 * its calendar days are counted in: its unit's, which the cashier itself carries, so a cashier
 * collaborator (who may not read the unit) counts the shop's days too.
 */
export async function cashierOfPage(token: string, request: Request, cashierId: string) {
	const { data: cashier } = await requireFound(
		caixaCall(endpoints.cashiers.get, { params: { id: cashierId }, token, request }),
	)
	return { cashier, timeZone: cashier.unit.timezone }
}
