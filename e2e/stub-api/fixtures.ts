// The stub's data, as names and figures the specs expect (plain data: the Playwright runner
// imports it). seed.ts makes these rows through the API; their ids come from the manifest.

/**
 * The portal's data, the same in both modes (the real-mode tests make these rows for a profile of
 * their own): 45 cashiers, 15 per unit, their names cycling through three kinds, so a name and a
 * unit filter cut the list differently.
 */
export const PORTAL_UNITS = ['Padaria Central', 'Café Aurora', 'Mercado Sol'] as const
const CASHIER_KINDS = ['Till', 'Bank account', 'Card machine'] as const
export const portalCashiers = Array.from({ length: 45 }, (_, index) => ({
	unit: PORTAL_UNITS[Math.floor(index / 15)] ?? PORTAL_UNITS[0],
	name: `${CASHIER_KINDS[index % 3] ?? 'Till'} ${String(index + 1).padStart(2, '0')}`,
}))
/** The cashiers Elena audits, each of another owner's unit. */
export const auditedCashiers = [
	{ unit: 'Loja Norte', name: 'Caixa Norte' },
	{ unit: 'Loja Sul', name: 'Caixa Sul' },
] as const

/** Ana's one cashier, which the cashier layout's spec opens. */
export const MAIN_TILL = { unit: 'Padaria Central', name: 'Main till' } as const
/** Fabio's, beside the cashiers his tests create. */
export const FRONT_COUNTER = { unit: 'Fabio Bakery', name: 'Front counter' } as const
