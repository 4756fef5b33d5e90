// Type-only imports: the contract's modules (countries, with their data files) stay unloaded in
// the test runner, which imports these fixtures for the names and figures it expects.
import type { Category } from '@caixa/contract/category'
import type { ClientOrSupplier } from '@caixa/contract/client-or-supplier'
import type { Company } from '@caixa/contract/company'
import type { FinancialInstitution } from '@caixa/contract/financial-institution'
import type { Marketplace } from '@caixa/contract/marketplace'
import type { Product } from '@caixa/contract/product'
import type { SubAcquirer } from '@caixa/contract/sub-acquirer'
import type { InterestDefaults } from '@caixa/contract/unit-details'
import { stubCashier, stubId, stubUnit } from './fixture-builders'
import { ledgerCategories, ledgerClients, ledgerProducts, ledgerUnit } from './ledger-fixtures'

// Issue 6's screens on the stub: Gabriela's units with their master data, her companies and
// marketplace, and the sub-acquirers management profiles list. The stub answers these; the
// specs read the same names and figures from here.

/** Any create (a category, a client or supplier, a product, a company) of this name is refused. */
export const REFUSED_NAME = 'Refuse me'

// ---------------------------------------------------------------------------------------------
// Units

/** Read only: the x-ray and the units list show its figures, so no test writes to it. */
export const auroraUnit = stubUnit(stubId('a0a0a0a0', 1), 'Padaria Aurora', 'OWNER', {
	document: '12.345.678/0001-95',
	companyId: stubId('c0c0c0c0', 1),
	information: {
		photo: null,
		address: 'Rua Augusta, 1500, São Paulo',
		latitude: -23.5572,
		longitude: -46.6614,
		phone: '+55 11 3333-0001',
		email: 'contato@aurora.example.com',
	},
})
/** Where the tests add categories, clients and products (each with names of its own). */
export const boaVistaUnit = stubUnit(stubId('a0a0a0a0', 2), 'Mercearia Boa Vista')
/** Someone else's unit she works in. */
export const cornerUnit = stubUnit(stubId('a0a0a0a0', 3), 'Corner Store', 'COLLABORATOR', {
	country: 'UNITED_STATES',
	currency: 'USD',
	timezone: 'America/New_York',
})

export const organisationUnits = [auroraUnit, boaVistaUnit, cornerUnit]

export const organisationCashiers = [
	stubCashier(stubId('a1a1a1a1', 1), 'Gaveta', auroraUnit, 'OWNER', 123_456),
	stubCashier(stubId('a1a1a1a1', 2), 'Banco', auroraUnit, 'OWNER', 250_000),
	stubCashier(stubId('a1a1a1a1', 3), 'Maquininha', auroraUnit, 'OWNER', 0),
	stubCashier(stubId('a1a1a1a1', 4), 'Caixa', boaVistaUnit, 'OWNER', 0),
	stubCashier(stubId('a1a1a1a1', 5), 'Register', cornerUnit, 'COLLABORATOR', 5_000),
]

/** The x-ray of Padaria Aurora, as the fixtures above and below add up. */
export const AURORA_FIGURES = {
	cashiers: 3,
	balance: 'R$3,734.56',
	categories: 4,
	clientsOrSuppliers: 2,
	products: 3,
	collaborators: 0,
} as const

/** A unit's defaults unless changed: a Brazilian one at the consumer-protection ceilings. */
export function interestDefaultsOf(country: string): InterestDefaults {
	return country === 'BRAZIL'
		? { lateFeeBasisPoints: 200, monthlyInterestBasisPoints: 100 }
		: { lateFeeBasisPoints: 0, monthlyInterestBasisPoints: 0 }
}

// ---------------------------------------------------------------------------------------------
// Master data, by unit id. A unit not listed starts with the real API's default categories and
// nothing else.

function category(index: number, name: string, kind: Category['kind'], group: Category['group']) {
	return { id: stubId('a2a2a2a2', index), name, kind, group, archived: false } satisfies Category
}

export const unitCategories: Record<string, Category[]> = {
	[ledgerUnit.id]: ledgerCategories,
	[auroraUnit.id]: [
		category(1, 'Sales of bread', 'INCOME', 'REVENUE'),
		category(2, 'Flour and supplies', 'EXPENSE', 'COST_OF_SALES'),
		category(3, 'Rent', 'EXPENSE', 'OPERATING_EXPENSE'),
		category(4, 'Card fees', 'EXPENSE', 'FINANCIAL_EXPENSE'),
		{ ...category(5, 'Old delivery app', 'EXPENSE', 'OPERATING_EXPENSE'), archived: true },
	],
	[boaVistaUnit.id]: [
		category(11, 'Sales of goods', 'INCOME', 'REVENUE'),
		category(12, 'Rent', 'EXPENSE', 'OPERATING_EXPENSE'),
	],
}

export const unitClientsOrSuppliers: Record<string, ClientOrSupplier[]> = {
	[ledgerUnit.id]: ledgerClients,
	[auroraUnit.id]: [
		{
			id: stubId('a3a3a3a3', 1),
			name: 'Maria Silva',
			document: '52998224725',
			documentType: 'CPF',
			kind: 'CLIENT',
			email: 'maria@example.com',
			phone: null,
			archived: false,
		},
		{
			id: stubId('a3a3a3a3', 2),
			name: 'Moinho Sul Ltda',
			document: '11222333000181',
			documentType: 'CNPJ',
			kind: 'SUPPLIER',
			email: null,
			phone: '+55 11 4004-0001',
			archived: false,
		},
	],
}

function product(index: number, name: string, changes: Partial<Product>): Product {
	return {
		id: stubId('a4a4a4a4', index),
		name,
		sku: null,
		kind: 'PRODUCT',
		unitPrice: 0,
		unitCost: 0,
		currency: 'BRL',
		tracksStock: true,
		archived: false,
		...changes,
	}
}

export const unitProducts: Record<string, Product[]> = {
	[ledgerUnit.id]: ledgerProducts,
	[auroraUnit.id]: [
		product(1, 'Pão de queijo', { sku: 'PQ-1', unitPrice: 1_250, unitCost: 420 }),
		product(2, 'Bolo de fubá', { sku: 'BF-1', unitPrice: 3_500, unitCost: 1_100 }),
		product(3, 'Encomenda de festa', { kind: 'SERVICE', unitPrice: 15_000, tracksStock: false }),
	],
}

/** Each country's banks and payment institutions, cash first (the real API's list is longer). */
export const financialInstitutions: Record<string, FinancialInstitution[]> = {
	BRAZIL: [
		{ id: 'BR-001', code: '001', name: 'Banco do Brasil S.A.' },
		{ id: 'BR-104', code: '104', name: 'Caixa Econômica Federal' },
		{ id: 'BR-237', code: '237', name: 'Banco Bradesco S.A.' },
		{ id: 'BR-260', code: '260', name: 'Nu Pagamentos S.A. - Instituição de Pagamento' },
		{ id: 'BR-341', code: '341', name: 'Itaú Unibanco S.A.' },
	],
}

// ---------------------------------------------------------------------------------------------
// Companies and marketplaces

export const shoppingMarketplace: Marketplace = {
	id: stubId('c1c1c1c1', 1),
	name: 'Shopping Central',
	companies: 1,
}

/** Her company, which holds Padaria Aurora. */
export const auroraCompany: Company = {
	id: stubId('c0c0c0c0', 1),
	name: 'Grupo Aurora',
	document: '12.345.678/0001-95',
	photo: null,
	marketplace: null,
	role: 'OWNER',
}

/** A company of her marketplace: she sees it and counts its units, not its books. */
export const atrioCompany: Company = {
	id: stubId('c0c0c0c0', 2),
	name: 'Café do Átrio',
	document: null,
	photo: null,
	marketplace: { id: shoppingMarketplace.id, name: shoppingMarketplace.name },
	role: 'MARKETPLACE_OWNER',
}

export const organisationCompanies = [auroraCompany, atrioCompany]
export const organisationMarketplaces = [shoppingMarketplace]

/** Units of companies whose units she may not see, by company id: only their count shows. */
export const hiddenCompanyUnits: Record<string, number> = { [atrioCompany.id]: 1 }

// ---------------------------------------------------------------------------------------------
// Management

function fees(debit: number, credit: number, installments: number, pix: number) {
	return [
		{ method: 'DEBIT', feeBasisPoints: debit, fixedFee: 0, settlementDays: 1 },
		{ method: 'CREDIT', feeBasisPoints: credit, fixedFee: 0, settlementDays: 30 },
		{
			method: 'CREDIT_INSTALLMENTS',
			feeBasisPoints: installments,
			fixedFee: 0,
			settlementDays: 30,
		},
		{ method: 'PIX', feeBasisPoints: pix, fixedFee: 0, settlementDays: 0 },
	] satisfies SubAcquirer['fees']
}

/** What management profiles list, by name. */
export const subAcquirers: SubAcquirer[] = [
	{
		id: stubId('b0b0b0b0', 1),
		name: 'Cielo',
		document: '01.027.058/0001-91',
		country: 'BRAZIL',
		currency: 'BRL',
		active: true,
		fees: fees(137, 315, 399, 99),
	},
	{
		id: stubId('b0b0b0b0', 2),
		name: 'Mercado Pago',
		document: '10.573.521/0001-91',
		country: 'BRAZIL',
		currency: 'BRL',
		active: true,
		fees: fees(199, 498, 539, 99),
	},
	{
		id: stubId('b0b0b0b0', 3),
		name: 'SumUp',
		document: '16.668.076/0001-20',
		country: 'BRAZIL',
		currency: 'BRL',
		active: true,
		fees: fees(190, 460, 520, 0),
	},
	{
		id: stubId('b0b0b0b0', 4),
		name: 'SumUp',
		document: null,
		country: 'UNITED_KINGDOM',
		currency: 'GBP',
		active: false,
		fees: [
			{ method: 'DEBIT', feeBasisPoints: 169, fixedFee: 0, settlementDays: 2 },
			{ method: 'CREDIT', feeBasisPoints: 169, fixedFee: 0, settlementDays: 2 },
		],
	},
]
