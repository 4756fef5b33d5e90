import { type CategoryKind, type DreGroup } from '@caixa/contract/category'
import { type Language } from '@caixa/contract/enums'

/*
 * The categories a new unit starts with (DOMAIN.md "Categories": "a sensible default set,
 * translated"). Enough for a small shop or service business to log its first month without
 * setting anything up, and one per income-statement line it is likely to touch, so the first DRE
 * already reads right. Each is stored with its code and shown in the reader's language until
 * renamed (db/category-name.ts); the stored name, in its creator's language, is what a renamed
 * one replaces. They are the unit's own: renamed, archived or added to like any other.
 */

// The table of which group each kind may feed lives with the contract, so that forms check it too.
export { groupsOfKind, isGroupOfKind } from '@caixa/contract/category'

export interface DefaultCategory {
	/** Stable: stored with the category (default_code), which is named by it until renamed. */
	code: string
	kind: CategoryKind
	group: DreGroup
	names: Readonly<Record<Language, string>>
}

export const defaultCategories: readonly DefaultCategory[] = [
	{
		code: 'SALES_OF_GOODS',
		kind: 'INCOME',
		group: 'REVENUE',
		names: { 'en-US': 'Sales of goods', 'pt-BR': 'Venda de mercadorias', es: 'Venta de productos' },
	},
	{
		code: 'SERVICES',
		kind: 'INCOME',
		group: 'REVENUE',
		names: {
			'en-US': 'Services rendered',
			'pt-BR': 'Prestação de serviços',
			es: 'Prestación de servicios',
		},
	},
	{
		code: 'SALES_TAXES',
		kind: 'EXPENSE',
		group: 'DEDUCTION',
		names: {
			'en-US': 'Sales taxes',
			'pt-BR': 'Impostos sobre vendas',
			es: 'Impuestos sobre ventas',
		},
	},
	{
		code: 'COST_OF_GOODS',
		kind: 'EXPENSE',
		group: 'COST_OF_SALES',
		names: {
			'en-US': 'Purchases for resale',
			'pt-BR': 'Compra de mercadorias',
			es: 'Compra de mercancías',
		},
	},
	{
		code: 'RENT',
		kind: 'EXPENSE',
		group: 'OPERATING_EXPENSE',
		names: { 'en-US': 'Rent', 'pt-BR': 'Aluguel', es: 'Alquiler' },
	},
	{
		code: 'SALARIES',
		kind: 'EXPENSE',
		group: 'OPERATING_EXPENSE',
		names: {
			'en-US': 'Salaries and wages',
			'pt-BR': 'Salários e encargos',
			es: 'Sueldos y cargas sociales',
		},
	},
	{
		code: 'UTILITIES',
		kind: 'EXPENSE',
		group: 'OPERATING_EXPENSE',
		names: {
			'en-US': 'Utilities (power, water, internet)',
			'pt-BR': 'Água, luz e internet',
			es: 'Agua, luz e internet',
		},
	},
	{
		code: 'MARKETING',
		kind: 'EXPENSE',
		group: 'OPERATING_EXPENSE',
		names: {
			'en-US': 'Marketing and advertising',
			'pt-BR': 'Marketing e publicidade',
			es: 'Marketing y publicidad',
		},
	},
	{
		code: 'BANK_FEES',
		kind: 'EXPENSE',
		group: 'FINANCIAL_EXPENSE',
		names: {
			'en-US': 'Bank and card fees',
			'pt-BR': 'Tarifas bancárias e de cartão',
			es: 'Comisiones bancarias y de tarjeta',
		},
	},
	{
		code: 'INTEREST_RECEIVED',
		kind: 'INCOME',
		group: 'FINANCIAL_INCOME',
		names: { 'en-US': 'Interest received', 'pt-BR': 'Juros recebidos', es: 'Intereses cobrados' },
	},
	{
		code: 'INTEREST_PAID',
		kind: 'EXPENSE',
		group: 'FINANCIAL_EXPENSE',
		names: { 'en-US': 'Interest paid', 'pt-BR': 'Juros pagos', es: 'Intereses pagados' },
	},
	{
		code: 'OWNER_CONTRIBUTION',
		kind: 'INCOME',
		group: 'CAPITAL',
		names: {
			'en-US': 'Owner contributions',
			'pt-BR': 'Aporte dos sócios',
			es: 'Aportes de los socios',
		},
	},
	{
		code: 'OWNER_WITHDRAWAL',
		kind: 'EXPENSE',
		group: 'CAPITAL',
		names: {
			'en-US': 'Owner withdrawals',
			'pt-BR': 'Retirada dos sócios',
			es: 'Retiros de los socios',
		},
	},
	{
		code: 'INCOME_TAX',
		kind: 'EXPENSE',
		group: 'INCOME_TAX',
		names: {
			'en-US': 'Income tax',
			'pt-BR': 'Imposto de renda e CSLL',
			es: 'Impuesto sobre la renta',
		},
	},
	{
		code: 'OTHER_INCOME',
		kind: 'INCOME',
		group: 'OTHER_INCOME',
		names: { 'en-US': 'Other income', 'pt-BR': 'Outras receitas', es: 'Otros ingresos' },
	},
	{
		code: 'OTHER_EXPENSES',
		kind: 'EXPENSE',
		group: 'OTHER_EXPENSE',
		names: { 'en-US': 'Other expenses', 'pt-BR': 'Outras despesas', es: 'Otros gastos' },
	},
]

export interface CategoryDraft {
	name: string
	kind: CategoryKind
	group: DreGroup
	/** The default it is, if one. */
	defaultCode?: string
}

/** The default set, named in `language`. */
export function defaultCategoriesIn(language: Language): CategoryDraft[] {
	return defaultCategories.map(({ code, kind, group, names }) => ({
		name: names[language],
		kind,
		group,
		defaultCode: code,
	}))
}

const byCode = new Map(defaultCategories.map((category) => [category.code, category]))

/**
 * What a category is called for a reader of `language`: its default's name there while it keeps
 * its code (one the table no longer holds falls back), else the name it was given.
 */
export function shownCategoryName(
	category: { name: string; defaultCode: string | null },
	language: Language,
): string {
	const known = category.defaultCode === null ? undefined : byCode.get(category.defaultCode)
	return known ? known.names[language] : category.name
}
