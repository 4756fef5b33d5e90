import { type Cashier } from '@caixa/contract/cashier'
import { endpoints } from '@caixa/contract/endpoints'
import { type Caller, caixaCall, requireFound } from '~/server/caixa.server'

/**
 * The cashier a /cashier/{cashierId}/… page is about, as GET /cashiers/{id} answers it: the
 * page's 404 when the caller may not see it. It carries its unit's zone (`unit.timezone`), so
 * every page counts the shop's days from it, a cashier collaborator's too.
 */
export async function loadCashierOfPage(
	{ token, request }: Caller,
	cashierId: string,
): Promise<Cashier> {
	const { data: cashier } = await requireFound(
		caixaCall(endpoints.cashiers.get, { params: { id: cashierId }, token, request }),
	)
	return cashier
}
