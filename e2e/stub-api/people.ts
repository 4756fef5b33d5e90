// The stub's people: profiles made at start through the API's own session service, each signed
// in once; their tokens reach the specs through the manifest (manifest.ts). Plain data only: the
// Playwright runner imports this file.

export const STUB_PEOPLE = {
	ana: { name: 'Ana', surname: 'Souza', email: 'ana@example.com', language: 'en-US' },
	bruno: { name: 'Bruno', surname: 'Lima', email: 'bruno@example.com', language: 'pt-BR' },
	// Tests that change a profile (its photo) use Carla, so no other test sees the change.
	carla: { name: 'Carla', surname: 'Mendes', email: 'carla@example.com', language: 'en-US' },
	// Tests that change a profile's details use Davi, for the same reason.
	davi: { name: 'Davi', surname: 'Rocha', email: 'davi@example.com', language: 'en-US' },
	// The portal's reader: 45 cashiers in three units, and two cashiers she audits.
	elena: { name: 'Elena', surname: 'Prado', email: 'elena@example.com', language: 'en-US' },
	// Tests that create cashiers use Fabio, so the portal's counts stay Elena's own.
	fabio: { name: 'Fabio', surname: 'Nunes', email: 'fabio@example.com', language: 'en-US' },
	// The organisation: her units with their master data, her companies and marketplace.
	gabriela: {
		name: 'Gabriela',
		surname: 'Alves',
		email: 'gabriela@example.com',
		language: 'en-US',
	},
	// Staff of the product (management): the one stub person who lists sub-acquirers.
	heitor: { name: 'Heitor', surname: 'Campos', email: 'heitor@example.com', language: 'en-US' },
	// The ledger: her cashiers' records and payments (ledger-fixtures.ts).
	iris: { name: 'Iris', surname: 'Moraes', email: 'iris@example.com', language: 'en-US' },
	olivia: { name: 'Olivia', surname: 'Dias', email: 'olivia.dias@example.com', language: 'en-US' },
	// The portal overview: two units in two currencies, a cashier of Otto's she works on and
	// one she audits (caixa/testing/overview-books.ts).
	julia: { name: 'Julia', surname: 'Teixeira', email: 'julia@example.com', language: 'en-US' },
} as const

export type StubPerson = keyof typeof STUB_PEOPLE

/** Owners of what the stub people only audit, work in, or see through a marketplace. */
export const STUB_OTHERS = {
	otto: { name: 'Otto', surname: 'Owner', email: 'otto@example.com', language: 'en-US' },
	cora: { name: 'Cora', surname: 'Lane', email: 'cora@example.com', language: 'en-US' },
	caio: { name: 'Caio', surname: 'Átrio', email: 'caio@example.com', language: 'pt-BR' },
} as const
