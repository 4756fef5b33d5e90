// A zod-free module, so a form's fields and a list's filters take the kinds without loading zod
// (category.ts, client-or-supplier.ts and product.ts re-export them beside their schemas).

/** INCOME: money in (a sale, a receipt); EXPENSE: money out. */
export const categoryKinds = ['INCOME', 'EXPENSE'] as const
export type CategoryKind = (typeof categoryKinds)[number]

/**
 * The income-statement (DRE) group a category feeds. CAPITAL moves cash but is no result: owner
 * contributions and withdrawals, loans, asset purchases.
 */
export const dreGroups = [
	'REVENUE',
	'DEDUCTION',
	'COST_OF_SALES',
	'OPERATING_EXPENSE',
	'FINANCIAL_INCOME',
	'FINANCIAL_EXPENSE',
	'OTHER_INCOME',
	'OTHER_EXPENSE',
	'INCOME_TAX',
	'CAPITAL',
] as const
export type DreGroup = (typeof dreGroups)[number]

/** The income-statement groups each kind of category may feed. */
export const groupsOfKind: Readonly<Record<CategoryKind, readonly DreGroup[]>> = {
	INCOME: ['REVENUE', 'FINANCIAL_INCOME', 'OTHER_INCOME', 'CAPITAL'],
	EXPENSE: [
		'DEDUCTION',
		'COST_OF_SALES',
		'OPERATING_EXPENSE',
		'FINANCIAL_EXPENSE',
		'OTHER_EXPENSE',
		'INCOME_TAX',
		'CAPITAL',
	],
}

/** Whether a category of `kind` may feed `group`: income never lands on an expense line. */
export function isGroupOfKind(kind: CategoryKind, group: DreGroup): boolean {
	return groupsOfKind[kind].includes(group)
}

/** Whom a unit sells to, buys from, or both. */
export const clientOrSupplierKinds = ['CLIENT', 'SUPPLIER', 'BOTH'] as const

/** A good (may keep stock) or a service. */
export const productKinds = ['PRODUCT', 'SERVICE'] as const
