import { type AuditedCashier } from '@caixa/contract/auditor'
import { endpoints } from '@caixa/contract/endpoints'
import { type Caller, caixaCall, requireFound } from '~/server/caixa.server'

type Answer = Awaited<ReturnType<typeof readAuditedCashier>>

/*
 * An /auditor/cashier/{id}/… page runs its layout's loader and its own side by side, and both need
 * the cashier: the second joins the first's call while it is in flight (as loadCashierOfPage does
 * for the writer's pages), so a page asks the API once. Only calls in flight are shared.
 */
const inFlight = new Map<string, Promise<Answer>>()

function readAuditedCashier({ token, request }: Caller, cashierId: string) {
	return caixaCall(endpoints.auditors.cashiers.get, { params: { id: cashierId }, token, request })
}

/**
 * The cashier an auditor's page is about, as GET /auditors/cashiers/{id} answers its accepted
 * auditor: the page's 404 for anyone else (its writers too: this view is the auditor's alone).
 */
export async function loadAuditedCashier(
	caller: Caller,
	cashierId: string,
): Promise<AuditedCashier> {
	const key = `${caller.token}\u0000${cashierId}`
	let call = inFlight.get(key)
	if (call === undefined) {
		call = readAuditedCashier(caller, cashierId)
		inFlight.set(key, call)
		const forget = () => inFlight.delete(key)
		call.then(forget, forget)
	}
	const { data } = await requireFound(call)
	return data
}
