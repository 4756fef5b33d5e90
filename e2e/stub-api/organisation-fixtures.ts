// The organisation screens on the stub: Gabriela's units with their master data, her company and
// marketplace, and a unit of someone else's she works in. Plain data (the Playwright runner
// imports it): seed-organisation.ts makes these rows through the API; the specs expect the same
// names and figures, and read the rows' ids from the manifest.

/** Read only: the x-ray and the units list show its figures, so no test writes to it. */
export const auroraUnit = {
	name: 'Padaria Aurora',
	document: '12.345.678/0001-95',
	address: 'Rua Augusta, 1500, São Paulo',
	latitude: -23.5572,
	longitude: -46.6614,
	phone: '+55 11 3333-0001',
	email: 'contato@aurora.example.com',
} as const
/** Where the tests add categories, clients and products (each with names of its own). */
export const boaVistaUnit = { name: 'Mercearia Boa Vista' } as const
/** Someone else's unit (Cora's, in the United States) she works in. */
export const cornerUnit = { name: 'Corner Store' } as const

/** Cashiers by unit name, with their opening balances in minor units. */
export const organisationCashiers = [
	{ unit: auroraUnit.name, name: 'Gaveta', openingBalance: 123_456 },
	{ unit: auroraUnit.name, name: 'Banco', openingBalance: 250_000 },
	{ unit: auroraUnit.name, name: 'Maquininha', openingBalance: 0 },
	{ unit: boaVistaUnit.name, name: 'Caixa', openingBalance: 0 },
	{ unit: cornerUnit.name, name: 'Register', openingBalance: 5_000 },
] as const

/** The x-ray of Padaria Aurora, as the fixtures above and below add up. */
export const AURORA_FIGURES = {
	cashiers: 3,
	balance: 'R$3,734.56',
	categories: 4,
	clientsOrSuppliers: 2,
	products: 3,
	collaborators: 0,
} as const

type Kind = 'INCOME' | 'EXPENSE'

/**
 * Each unit's categories, by unit name, in place of the defaults a new unit starts with (the
 * x-ray counts them). The archived one shows only under its filter.
 */
export const unitCategories: Record<
	string,
	Array<{
		name: string
		kind: Kind
		group: string
		archived?: boolean
	}>
> = {
	[auroraUnit.name]: [
		{ name: 'Sales of bread', kind: 'INCOME', group: 'REVENUE' },
		{ name: 'Flour and supplies', kind: 'EXPENSE', group: 'COST_OF_SALES' },
		{ name: 'Rent', kind: 'EXPENSE', group: 'OPERATING_EXPENSE' },
		{ name: 'Card fees', kind: 'EXPENSE', group: 'FINANCIAL_EXPENSE' },
		{ name: 'Old delivery app', kind: 'EXPENSE', group: 'OPERATING_EXPENSE', archived: true },
	],
	[boaVistaUnit.name]: [
		{ name: 'Sales of goods', kind: 'INCOME', group: 'REVENUE' },
		{ name: 'Rent', kind: 'EXPENSE', group: 'OPERATING_EXPENSE' },
	],
}

export const auroraClientsOrSuppliers = [
	{ name: 'Maria Silva', kind: 'CLIENT', document: '529.982.247-25', email: 'maria@example.com' },
	{
		name: 'Moinho Sul Ltda',
		kind: 'SUPPLIER',
		document: '11.222.333/0001-81',
		phone: '+55 11 4004-0001',
	},
] as const

export const auroraProducts = [
	{ name: 'Pão de queijo', kind: 'PRODUCT', sku: 'PQ-1', unitPrice: 1_250, unitCost: 420 },
	{ name: 'Bolo de fubá', kind: 'PRODUCT', sku: 'BF-1', unitPrice: 3_500, unitCost: 1_100 },
	{ name: 'Encomenda de festa', kind: 'SERVICE', unitPrice: 15_000, tracksStock: false },
] as const

/** Her marketplace, which groups Caio's company. */
export const shoppingMarketplace = { name: 'Shopping Central' } as const
/** Her company, which holds Padaria Aurora. */
export const auroraCompany = { name: 'Grupo Aurora', document: '12.345.678/0001-95' } as const
/** Caio's company in her marketplace: she sees it and counts its units, not its books. */
export const atrioCompany = { name: 'Café do Átrio', unit: 'Quiosque do Átrio' } as const

/** Otto's company (with one unit) and marketplace, which no stub person may see. */
export const ottoCompany = { name: 'Otto Holdings', unit: 'Otto Kiosk' } as const
export const ottoMarketplace = { name: 'Otto Mall' } as const
