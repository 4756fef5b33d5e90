import { E2E } from './servers'

// Real-mode seeding for the cashier's record list, through the real API over HTTP with a minted
// session's token (the runner cannot load the contract's country data, so not in process).

type Json = Record<string, unknown>

export async function callLedgerApi<T = Json>(
	token: string,
	method: 'GET' | 'POST' | 'PUT' | 'DELETE',
	path: string,
	body?: unknown,
): Promise<T> {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api${path}`, {
		method,
		headers: {
			Authorization: `Bearer ${token}`,
			...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
		},
		body: body === undefined ? undefined : JSON.stringify(body),
	})
	if (!response.ok) {
		throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
	}
	const text = await response.text()
	return (text ? JSON.parse(text) : undefined) as T
}

/** A new unit in Brazil (BRL, America/Sao_Paulo) with its first cashier; the cashier's id. */
export async function createLedgerCashier(token: string, unitName: string) {
	const cashier = await callLedgerApi<{ id: string }>(token, 'POST', '/publics/units', {
		unitName,
		cashierName: 'Caixa da loja',
		country: 'BRAZIL',
	})
	return cashier.id
}

export type SeededRecord = {
	id: string
	orderReferenceNumber: string
	total: number
	payments: Array<{ id: string; amount: number }>
}

/** POST /cashiers/{id}/inventories (API.md "Creating an inventory"). */
export function createRecord(token: string, cashierId: string, body: Json) {
	return callLedgerApi<SeededRecord>(token, 'POST', `/cashiers/${cashierId}/inventories`, body)
}

/** A calendar day `days` from today (UTC; the tests keep a day or more from any edge). */
export function dayFromToday(days: number) {
	return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
