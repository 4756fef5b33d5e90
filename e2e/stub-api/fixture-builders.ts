// Type-only imports: the contract's modules (countries, with their data files) stay unloaded in
// the test runner, which imports the fixtures.
import type { Cashier } from '@caixa/contract/cashier'
import type { Unit } from '@caixa/contract/unit'

// How the fixtures make their rows: the shapes of the contract, with what a test does not care
// about filled in once.

/** A stub id: a fixed UUID made from a prefix and a number, so tests can name rows. */
export function stubId(prefix: string, index: number) {
	return `${prefix}-0000-4000-8000-${String(index).padStart(12, '0')}`
}

/** A unit in BRAZIL (BRL, São Paulo) unless `changes` say otherwise. */
export function stubUnit(
	id: string,
	name: string,
	role: Unit['role'] = 'OWNER',
	changes: Partial<Omit<Unit, 'id' | 'name' | 'role'>> = {},
): Unit {
	return {
		id,
		name,
		document: null,
		country: 'BRAZIL',
		currency: 'BRL',
		timezone: 'America/Sao_Paulo',
		companyId: null,
		information: {
			photo: null,
			address: null,
			latitude: null,
			longitude: null,
			phone: null,
			email: null,
		},
		role,
		...changes,
	}
}

/** A cashier of `unit` opened on 2026-01-01 with nothing in it unless `balance` says. */
export function stubCashier(
	id: string,
	name: string,
	unit: Unit,
	role: Cashier['role'],
	balance = 0,
): Cashier {
	return {
		id,
		name,
		unit: { id: unit.id, name: unit.name, photo: unit.information.photo, timezone: unit.timezone },
		openingBalance: 0,
		openingDate: '2026-01-01',
		balance,
		currency: unit.currency,
		role,
	}
}
