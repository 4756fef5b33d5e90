import { type Cashier } from '@caixa/contract/cashier'
import { type Session } from '@caixa/contract/session'

// Fixtures are typed with the contract, so a shape change breaks the stub at compile time.
export const STUB_TOKENS = {
	ana: 'stub-token-ana',
	bruno: 'stub-token-bruno',
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
