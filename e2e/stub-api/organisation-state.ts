import { randomUUID } from 'node:crypto'
import { type Category } from '@caixa/contract/category'
import { type ClientOrSupplier } from '@caixa/contract/client-or-supplier'
import { type Language } from '@caixa/contract/enums'
import { type Product } from '@caixa/contract/product'
import { type Session } from '@caixa/contract/session'
import { type Unit } from '@caixa/contract/unit'
import { type InterestDefaults } from '@caixa/contract/unit-details'
import { defaultCategories } from '@caixa/domain/default-categories'
import {
	interestDefaultsOf,
	unitCategories,
	unitClientsOrSuppliers,
	unitProducts,
} from './organisation-fixtures'
import { portalOf } from './session-state'

// What the stub keeps of a unit besides the unit itself (which lives in its people's portal
// lists): its master data and its interest defaults, by unit id, made from the fixtures the
// first time a unit is asked for and changed by the tests' creates from then on.

const categories = new Map<string, Category[]>()
const clientsOrSuppliers = new Map<string, ClientOrSupplier[]>()
const products = new Map<string, Product[]>()
const interestDefaults = new Map<string, InterestDefaults>()

/** The unit of this id when the caller owns it or works in it; undefined (their 404) otherwise. */
export function visibleUnit(session: Session, unitId: string | undefined): Unit | undefined {
	return portalOf(session).units.find((unit) => unit.id === unitId)
}

/** A unit's live cashiers as its people's portals hold them, by name. */
export function cashiersOfUnit(session: Session, unitId: string) {
	return portalOf(session)
		.cashiers.filter((cashier) => cashier.unit.id === unitId)
		.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
}

const languageOf = (session: Session): Language =>
	session.language === 'pt-BR' || session.language === 'es' ? session.language : 'en-US'

/**
 * A unit's categories: its fixtures' or, as the real API gives every new unit, the default set
 * in the language of whoever first opens it (the real API uses its creator's).
 */
export function categoriesOf(unit: Unit, session: Session): Category[] {
	let list = categories.get(unit.id)
	if (!list) {
		list =
			unitCategories[unit.id]?.map((category) => ({ ...category })) ??
			defaultCategories.map(({ kind, group, names }) => ({
				id: randomUUID(),
				name: names[languageOf(session)],
				kind,
				group,
				archived: false,
			}))
		categories.set(unit.id, list)
	}
	return list
}

export function clientsOrSuppliersOf(unit: Unit): ClientOrSupplier[] {
	let list = clientsOrSuppliers.get(unit.id)
	if (!list) {
		list = unitClientsOrSuppliers[unit.id]?.map((row) => ({ ...row })) ?? []
		clientsOrSuppliers.set(unit.id, list)
	}
	return list
}

export function productsOf(unit: Unit): Product[] {
	let list = products.get(unit.id)
	if (!list) {
		list = unitProducts[unit.id]?.map((row) => ({ ...row })) ?? []
		products.set(unit.id, list)
	}
	return list
}

export function interestDefaultsOfUnit(unit: Unit): InterestDefaults {
	return interestDefaults.get(unit.id) ?? interestDefaultsOf(unit.country)
}

export function setInterestDefaults(unit: Unit, defaults: InterestDefaults) {
	interestDefaults.set(unit.id, defaults)
}
