import { z } from 'zod'

// The words of a category (DOMAIN.md "Categories"). The Category shape itself comes with the
// categories API; these enums come first because every new unit starts with a set of categories.

/** INCOME: money in (a sale, a receipt); EXPENSE: money out. */
export const categoryKinds = ['INCOME', 'EXPENSE'] as const
export const categoryKindSchema = z.enum(categoryKinds).meta({ id: 'CategoryKind' })
export type CategoryKind = z.infer<typeof categoryKindSchema>

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
export const dreGroupSchema = z.enum(dreGroups).meta({ id: 'DreGroup' })
export type DreGroup = z.infer<typeof dreGroupSchema>
