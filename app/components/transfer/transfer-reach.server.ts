import { caixaCall, type Caller, endpoints } from '~/server/caixa.server'
import { todayIn } from '~/server/unit-today.server'
import { notFound } from '~/server/not-found.server'

// A cashier's collaborator moves money between the cashiers they may write (DOMAIN.md "Roles",
// "see and write … transfers of a cashier": "that cashier"), but may not read the unit itself:
// GET /units/{id} answers them 404. What they may know of it comes with their cashiers
// (GET /cashiers?unitId=…: each names its unit, its zone and its currency), and that is all the
// transfer pages need of it. Nothing here widens what the API shows them.

/** The role the transfer pages give a caller who reaches the unit through its cashiers alone. */
const CASHIER_COLLABORATOR = 'CASHIER_COLLABORATOR'

/** A transfer moves money between two cashiers: with fewer, the screens have nothing to offer. */
const CASHIERS_TO_TRANSFER = 2

/**
 * The unit's live cashiers the caller may write (owner, unit or cashier collaborator; never the
 * ones they audit), by name: at most a page of 100, as the transfer form has always offered.
 */
export async function loadWritableCashiers({ token, request }: Caller, unitId: string) {
	const { data } = await caixaCall(endpoints.cashiers.list, {
		query: { unitId: [unitId], size: 100 },
		token,
		request,
	})
	return data
}

/**
 * The unit as its cashiers tell it to a collaborator of two or more of them; the page's 404
 * otherwise, as the unit's own call answered.
 */
export async function loadUnitThroughCashiers(caller: Caller, unitId: string) {
	const cashiers = await loadWritableCashiers(caller, unitId)
	const first = cashiers[0]
	if (!first || cashiers.length < CASHIERS_TO_TRANSFER) {
		throw notFound()
	}
	return {
		id: first.unit.id,
		name: first.unit.name,
		photo: first.unit.photo,
		currency: first.currency,
		timezone: first.unit.timezone,
		today: todayIn(first.unit.timezone),
		role: CASHIER_COLLABORATOR,
		cashiers: cashiers.map((cashier) => ({ id: cashier.id, name: cashier.name })),
	} as const
}

/**
 * How long a session's answer for a unit is reused. Every cashier page's layout asks it for its
 * menu, and an API call on each load costs the records page (as the management flag);
 * half a minute of lag on a menu entry is harmless: the transfer pages check for themselves.
 */
export const TRANSFER_MENU_TTL_MS = 30_000
/** Answers remembered at once; past it the oldest goes (a Map keeps insertion order). */
const MAX_ANSWERS = 5_000

const answers = new Map<string, { may: boolean; until: number }>()

/** Whether the caller may write two or more live cashiers of the unit: a "Transfers" menu entry. */
export async function mayTransferIn({ token, request }: Caller, unitId: string): Promise<boolean> {
	const key = `${token}\u0000${unitId}`
	const now = Date.now()
	const known = answers.get(key)
	if (known && known.until > now) return known.may
	const { data } = await caixaCall(endpoints.cashiers.list, {
		query: { unitId: [unitId], size: CASHIERS_TO_TRANSFER },
		token,
		request,
	})
	const may = data.length >= CASHIERS_TO_TRANSFER
	answers.delete(key)
	if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!)
	answers.set(key, { may, until: now + TRANSFER_MENU_TTL_MS })
	return may
}

/** Tests: forget every answer. */
export function forgetTransferMenuAnswers(): void {
	answers.clear()
}
