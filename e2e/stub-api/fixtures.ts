// Type-only imports: the contract's modules (countries, with their data files) stay unloaded in
// the test runner.
import type { Cashier } from '@caixa/contract/cashier'
import type { OutsidePost } from '@caixa/contract/posts'
import type { PriceList } from '@caixa/contract/prices'
import type { Session } from '@caixa/contract/session'

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
} as const

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

export const cashiers: Record<string, Cashier> = {
	'5a1f3c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b': {
		id: '5a1f3c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
		name: 'Main till',
		unit: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Padaria Central', photo: null },
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
