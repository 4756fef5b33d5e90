import { type Kysely, sql } from 'kysely'

// A unit's default categories are named in the reader's language until renamed:
// each keeps the code of the default it was made from (domain/default-categories.ts), and reads
// resolve the name from it (db/category-name.ts). A renamed or hand-made category has none.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('categories').addColumn('default_code', 'text').execute()
	await fillDefaultCodes(db)
}

/*
 * The defaults as they stood when this migration shipped: a shipped migration must not move when
 * the domain's table does. Only what identifies one is kept: code, kind, group, and its names.
 */
const frozenDefaults: readonly (readonly [string, string, string, readonly string[]])[] = [
	[
		'SALES_OF_GOODS',
		'INCOME',
		'REVENUE',
		['Sales of goods', 'Venda de mercadorias', 'Venta de productos'],
	],
	[
		'SERVICES',
		'INCOME',
		'REVENUE',
		['Services rendered', 'Prestação de serviços', 'Prestación de servicios'],
	],
	[
		'SALES_TAXES',
		'EXPENSE',
		'DEDUCTION',
		['Sales taxes', 'Impostos sobre vendas', 'Impuestos sobre ventas'],
	],
	[
		'COST_OF_GOODS',
		'EXPENSE',
		'COST_OF_SALES',
		['Purchases for resale', 'Compra de mercadorias', 'Compra de mercancías'],
	],
	['RENT', 'EXPENSE', 'OPERATING_EXPENSE', ['Rent', 'Aluguel', 'Alquiler']],
	[
		'SALARIES',
		'EXPENSE',
		'OPERATING_EXPENSE',
		['Salaries and wages', 'Salários e encargos', 'Sueldos y cargas sociales'],
	],
	[
		'UTILITIES',
		'EXPENSE',
		'OPERATING_EXPENSE',
		['Utilities (power, water, internet)', 'Água, luz e internet', 'Agua, luz e internet'],
	],
	[
		'MARKETING',
		'EXPENSE',
		'OPERATING_EXPENSE',
		['Marketing and advertising', 'Marketing e publicidade', 'Marketing y publicidad'],
	],
	[
		'BANK_FEES',
		'EXPENSE',
		'FINANCIAL_EXPENSE',
		['Bank and card fees', 'Tarifas bancárias e de cartão', 'Comisiones bancarias y de tarjeta'],
	],
	[
		'INTEREST_RECEIVED',
		'INCOME',
		'FINANCIAL_INCOME',
		['Interest received', 'Juros recebidos', 'Intereses cobrados'],
	],
	[
		'INTEREST_PAID',
		'EXPENSE',
		'FINANCIAL_EXPENSE',
		['Interest paid', 'Juros pagos', 'Intereses pagados'],
	],
	[
		'OWNER_CONTRIBUTION',
		'INCOME',
		'CAPITAL',
		['Owner contributions', 'Aporte dos sócios', 'Aportes de los socios'],
	],
	[
		'OWNER_WITHDRAWAL',
		'EXPENSE',
		'CAPITAL',
		['Owner withdrawals', 'Retirada dos sócios', 'Retiros de los socios'],
	],
	[
		'INCOME_TAX',
		'EXPENSE',
		'INCOME_TAX',
		['Income tax', 'Imposto de renda e CSLL', 'Impuesto sobre la renta'],
	],
	['OTHER_INCOME', 'INCOME', 'OTHER_INCOME', ['Other income', 'Outras receitas', 'Otros ingresos']],
	[
		'OTHER_EXPENSES',
		'EXPENSE',
		'OTHER_EXPENSE',
		['Other expenses', 'Outras despesas', 'Otros gastos'],
	],
]

/*
 * Marks each category whose kind, group and exact name are a default's, in any language. A unit
 * that holds two of one default (the English "Rent" it was made with, and an "Aluguel" a
 * Portuguese reader added beside it) has only its first marked, by creation then id: both marked
 * would read as two "Aluguel" to that reader. Exported for its test.
 */
export async function fillDefaultCodes(db: Kysely<unknown>): Promise<void> {
	for (const [code, kind, group, names] of frozenDefaults) {
		const matches = (alias: string) =>
			sql`${sql.ref(`${alias}.kind`)} = ${kind} and ${sql.ref(`${alias}.dre_group`)} = ${group}
				and ${sql.ref(`${alias}.name`)} in (${sql.join(names)})`
		await sql`update categories set default_code = ${code}
			where default_code is null and ${matches('categories')}
			and not exists (
				select 1 from categories earlier
				where earlier.unit_id = categories.unit_id and ${matches('earlier')}
				and (earlier.created_at < categories.created_at
					or (earlier.created_at = categories.created_at and earlier.id < categories.id))
			)`.execute(db)
	}
}
