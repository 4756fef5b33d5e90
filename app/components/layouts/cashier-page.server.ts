import { type CashierDetail } from '@caixa/contract/cashier-detail'
import { endpoints } from '@caixa/contract/endpoints'
import { type Caller, caixaCall, requireFound } from '~/server/caixa.server'

type CashierAnswer = Awaited<ReturnType<typeof readCashier>>

/*
 * A /cashier/{id}/… page runs its layout's loader and its own side by side, and both need the
 * cashier: the second joins the first's call while it is in flight, so a page asks the API once.
 * Only calls in flight are shared, keyed by the caller's session and the cashier, and
 * forgotten when they settle: nothing is kept that a later request could read stale.
 */
const inFlight = new Map<string, Promise<CashierAnswer>>()

function readCashier({ token, request }: Caller, cashierId: string) {
	return caixaCall(endpoints.cashiers.get, { params: { id: cashierId }, token, request })
}

/**
 * The cashier a /cashier/{cashierId}/… page is about, as GET /cashiers/{id} answers it: the
 * page's 404 when the caller may not see it. It carries its unit's zone (`unit.timezone`), so
 * every page counts the shop's days from it, a cashier collaborator's too.
 */
export async function loadCashierOfPage(caller: Caller, cashierId: string): Promise<CashierDetail> {
	const key = `${caller.token}\u0000${cashierId}`
	let call = inFlight.get(key)
	if (call === undefined) {
		call = readCashier(caller, cashierId)
		inFlight.set(key, call)
		const forget = () => inFlight.delete(key)
		call.then(forget, forget)
	}
	// Each loader turns a refusal into its own 404 (a Response is read once).
	const { data: cashier } = await requireFound(call)
	return cashier
}
