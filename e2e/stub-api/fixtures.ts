// Type-only imports: the contract's modules (countries, with their data files) stay unloaded in
// the test runner.
import type { Cashier } from '@caixa/contract/cashier'
import type { OutsidePost } from '@caixa/contract/posts'
import type { PriceList } from '@caixa/contract/prices'
import type { Session } from '@caixa/contract/session'
import type { Unit } from '@caixa/contract/unit'
import { stubCashier, stubId, stubUnit } from './fixture-builders'
import { backOffice, ledgerUnit, shopTill } from './ledger-fixtures'
import { organisationCashiers, organisationUnits } from './organisation-fixtures'

// Fixtures are typed with the contract, so a shape change breaks the stub at compile time.

/** The local OIDC server's default user (e2e/oidc/server.ts); the stub signs them in. */
export const OIDC_USER = {
	email: 'olivia.dias@example.com',
	givenName: 'Olivia',
	familyName: 'Dias',
} as const

export const STUB_TOKENS = {
	ana: 'stub-token-ana',
	bruno: 'stub-token-bruno',
	// Tests that change a profile (its photo) use Carla, so no other test sees the change.
	carla: 'stub-token-carla',
	olivia: 'stub-token-olivia',
	// Tests that change a profile's details use Davi, for the same reason.
	davi: 'stub-token-davi',
	// The portal's reader: 45 cashiers in three units, and two cashiers she audits.
	elena: 'stub-token-elena',
	// Tests that create cashiers use Fabio, so the portal's counts stay Elena's own.
	fabio: 'stub-token-fabio',
	// Issue 6's organisation: her units with their master data, her companies and marketplace.
	gabriela: 'stub-token-gabriela',
	// Staff of the product (management): the one stub person who lists sub-acquirers.
	heitor: 'stub-token-heitor',
	// Issue 7's ledger: her cashiers' records and payments (ledger-fixtures.ts).
	iris: 'stub-token-iris',
} as const

/** Whom GET /session/is-management answers true (staff are made by an operator command). */
export const MANAGEMENT_TOKENS: ReadonlySet<string> = new Set([STUB_TOKENS.heitor])

export const sessions: Record<string, Session> = {
	[STUB_TOKENS.ana]: {
		token: STUB_TOKENS.ana,
		id: '0b7d6a52-3c1e-4d7e-9a51-1f6c2d3e4a10',
		name: 'Ana',
		surname: 'Souza',
		email: 'ana@example.com',
		photo: null,
		language: 'en-US',
	},
	[STUB_TOKENS.bruno]: {
		token: STUB_TOKENS.bruno,
		id: '6f1e2d3c-4b5a-4978-8d6c-5b4a39281706',
		name: 'Bruno',
		surname: 'Lima',
		email: 'bruno@example.com',
		photo: null,
		language: 'pt-BR',
	},
	[STUB_TOKENS.carla]: {
		token: STUB_TOKENS.carla,
		id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
		name: 'Carla',
		surname: 'Mendes',
		email: 'carla@example.com',
		photo: null,
		language: 'en-US',
	},
	[STUB_TOKENS.davi]: {
		token: STUB_TOKENS.davi,
		id: '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8',
		name: 'Davi',
		surname: 'Rocha',
		email: 'davi@example.com',
		photo: null,
		language: 'en-US',
	},
	[STUB_TOKENS.elena]: {
		token: STUB_TOKENS.elena,
		id: '5f6a7b8c-9d0e-4f1a-b2c3-d4e5f6a7b8c9',
		name: 'Elena',
		surname: 'Prado',
		email: 'elena@example.com',
		photo: null,
		language: 'en-US',
	},
	[STUB_TOKENS.fabio]: {
		token: STUB_TOKENS.fabio,
		id: '6a7b8c9d-0e1f-4a2b-83c4-e5f6a7b8c9d0',
		name: 'Fabio',
		surname: 'Nunes',
		email: 'fabio@example.com',
		photo: null,
		language: 'en-US',
	},
	[STUB_TOKENS.gabriela]: {
		token: STUB_TOKENS.gabriela,
		id: '7b8c9d0e-1f2a-4b3c-94d5-f6a7b8c9d0e1',
		name: 'Gabriela',
		surname: 'Alves',
		email: 'gabriela@example.com',
		photo: null,
		language: 'en-US',
	},
	[STUB_TOKENS.heitor]: {
		token: STUB_TOKENS.heitor,
		id: '8c9d0e1f-2a3b-4c4d-a5e6-a7b8c9d0e1f2',
		name: 'Heitor',
		surname: 'Campos',
		email: 'heitor@example.com',
		photo: null,
		language: 'en-US',
	},
	[STUB_TOKENS.iris]: {
		token: STUB_TOKENS.iris,
		id: '9d0e1f2a-3b4c-4d5e-b6f7-b8c9d0e1f2a3',
		name: 'Iris',
		surname: 'Moraes',
		email: 'iris@example.com',
		photo: null,
		language: 'en-US',
	},
	[STUB_TOKENS.olivia]: {
		token: STUB_TOKENS.olivia,
		id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
		name: OIDC_USER.givenName,
		surname: OIDC_USER.familyName,
		email: OIDC_USER.email,
		photo: null,
		language: 'en-US',
	},
}

/**
 * The portal's data, the same in both modes (the real-mode tests write these rows into the real
 * database): 45 cashiers, 15 per unit, their names cycling through three kinds, so a name and a
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

const elenaUnits = PORTAL_UNITS.map((name, index) => stubUnit(stubId('e1e1e1e1', index + 1), name))
const fabioUnit = stubUnit(stubId('f1f1f1f1', 1), 'Fabio Bakery')

/** What each stub person sees on the portal: their cashiers, the ones they audit, their units. */
export const portals: Record<string, { cashiers: Cashier[]; auditing: Cashier[]; units: Unit[] }> =
	{
		[STUB_TOKENS.elena]: {
			units: elenaUnits,
			cashiers: portalCashiers.map(({ unit, name }, index) =>
				stubCashier(
					stubId('e2e2e2e2', index + 1),
					name,
					elenaUnits[PORTAL_UNITS.indexOf(unit)] ?? fabioUnit,
					'OWNER',
				),
			),
			auditing: auditedCashiers.map(({ unit, name }, index) =>
				stubCashier(
					stubId('e3e3e3e3', index + 1),
					name,
					stubUnit(stubId('e4e4e4e4', index + 1), unit),
					'AUDITOR',
				),
			),
		},
		[STUB_TOKENS.fabio]: {
			units: [fabioUnit],
			cashiers: [stubCashier(stubId('f2f2f2f2', 1), 'Front counter', fabioUnit, 'OWNER')],
			auditing: [],
		},
		[STUB_TOKENS.gabriela]: {
			units: organisationUnits,
			cashiers: organisationCashiers,
			auditing: [],
		},
		[STUB_TOKENS.iris]: { units: [ledgerUnit], cashiers: [shopTill, backOffice], auditing: [] },
	}

/** An invite to this address answers 429, so the dialog's message can be seen. */
export const RATE_LIMITED_INVITE = 'too-many@example.com'

export const cashiers: Record<string, Cashier> = {
	'5a1f3c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b': {
		id: '5a1f3c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
		name: 'Main till',
		unit: {
			id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
			name: 'Padaria Central',
			photo: null,
			timezone: 'America/Sao_Paulo',
		},
		openingBalance: 150000,
		openingDate: '2026-01-01',
		balance: 482350,
		currency: 'BRL',
		role: 'OWNER',
	},
}

// ---------------------------------------------------------------------------------------------
// Sign-in

/** The access links the stub knows: one signs Ana in, the others are refused as they say. */
export const ACCESS_LINKS = {
	ana: 'stub-link-ana',
	expired: 'expired',
	used: 'used',
} as const

/** Every sign-in call for this address answers 429, so the page's message can be seen. */
export const RATE_LIMITED_EMAIL = 'limited@example.com'
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 600

// ---------------------------------------------------------------------------------------------
// Beside sign-in: plans and articles

const features = {
	FREE: ['units.1', 'cashiers.1', 'collaborators.1', 'reports'],
	PRO: ['units.1', 'cashiers.5', 'collaborators.5', 'auditors', 'reports', 'export'],
	BUSINESS: ['units.unlimited', 'cashiers.unlimited', 'auditors', 'reports', 'companies'],
}

export const priceLists: Record<'BRAZIL' | 'UNITED_STATES', PriceList> = {
	BRAZIL: {
		country: 'BRAZIL',
		currency: 'BRL',
		plans: [
			{ code: 'FREE', monthlyPrice: 0, features: features.FREE },
			{ code: 'PRO', monthlyPrice: 2990, features: features.PRO },
			{ code: 'BUSINESS', monthlyPrice: 7990, features: features.BUSINESS },
		],
	},
	UNITED_STATES: {
		country: 'UNITED_STATES',
		currency: 'USD',
		plans: [
			{ code: 'FREE', monthlyPrice: 0, features: features.FREE },
			{ code: 'PRO', monthlyPrice: 900, features: features.PRO },
			{ code: 'BUSINESS', monthlyPrice: 2400, features: features.BUSINESS },
		],
	},
}

export const outsidePosts: OutsidePost[] = [
	{
		id: 'a1b2c3d4-0001-4e5f-8a9b-0c1d2e3f4a5b',
		slug: 'your-first-cashier',
		title: 'Your first cashier',
		summary: 'Open a cash book for the till and log the day’s sales in a minute.',
		body: '# Your first cashier',
		cover: null,
		language: 'en-US',
		publishedAt: '2026-03-01T12:00:00.000Z',
	},
	{
		id: 'a1b2c3d4-0002-4e5f-8a9b-0c1d2e3f4a5b',
		slug: 'inviting-your-accountant',
		title: 'Inviting your accountant',
		summary: 'Share one cashier with your accountant, who reads and comments but never edits.',
		body: '# Inviting your accountant',
		cover: null,
		language: 'en-US',
		publishedAt: '2026-02-01T12:00:00.000Z',
	},
	{
		id: 'a1b2c3d4-0003-4e5f-8a9b-0c1d2e3f4a5b',
		slug: 'convidando-seu-contador',
		title: 'Convidando seu contador',
		summary: 'Compartilhe um caixa com seu contador, que lê e comenta mas nunca edita.',
		body: '# Convidando seu contador',
		cover: null,
		language: 'pt-BR',
		publishedAt: '2026-02-01T12:00:00.000Z',
	},
]
