import { dayFrom } from '../stub-api/ledger-fixtures'
import { seedApi } from '../stub-api/seed-api'
import { quickStart } from '../stub-api/seed-portal'
import { realApi } from './databases'

// Real-mode seeding for the cashier's record list, through the real API over HTTP with a minted
// session's token.

type Json = Record<string, unknown>

/** One call of the real API as the token's profile (seed-api.ts, over HTTP). */
export function callLedgerApi<T = Json>(
	token: string,
	method: 'GET' | 'POST' | 'PUT' | 'DELETE',
	path: string,
	body?: unknown,
): Promise<T> {
	return seedApi(realApi, token).call<T>(method, path, body)
}

/** A new unit in Brazil (BRL, America/Sao_Paulo) with its first cashier; the cashier's id. */
export async function createLedgerCashier(token: string, unitName: string) {
	return (await quickStart(realApi, token, unitName, 'Caixa da loja')).id
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
	return dayFrom(Date.now(), days)
}

/**
 * A due date as the payments list writes it in en-US: "Dec 25" this year, "Dec 25, 2027"
 * another (the web app's formatDayMonth).
 */
export function dueText(day: string) {
	const sameYear = day.slice(0, 4) === String(new Date().getUTCFullYear())
	return new Intl.DateTimeFormat('en-US', {
		day: 'numeric',
		month: 'short',
		...(sameYear ? {} : { year: 'numeric' as const }),
		timeZone: 'UTC',
	}).format(Date.parse(`${day}T00:00:00Z`))
}

/** Nothing said zero times: the lists' rows show auditors' counts only when there are some. */
export const ZERO_COUNT = /\b(Approved|Questions|Rejected|Comments|Reactions):? 0\b/
