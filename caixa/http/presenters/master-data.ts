import { type Category } from '@caixa/contract/category'
import { type ClientOrSupplier } from '@caixa/contract/client-or-supplier'
import { type Language } from '@caixa/contract/enums'
import { type Product } from '@caixa/contract/product'
import { brazilianDocumentType } from '@caixa/domain/brazilian-document'
import { shownCategoryName } from '@caixa/domain/default-categories'
import { type CategoryRow } from '@caixa/services/categories'
import { type ClientOrSupplierRow } from '@caixa/services/clients-or-suppliers'
import { type ProductRow } from '@caixa/services/products'
import { API_BASE } from '../paths'

/** The category as a reader of `language` sees it: a default's name in that language. */
export function presentCategory(row: CategoryRow, language: Language): Category {
	return {
		id: row.id,
		name: shownCategoryName({ name: row.name, defaultCode: row.default_code }, language),
		defaultCode: row.default_code,
		kind: row.kind,
		group: row.dre_group,
		archived: row.archived_at !== null,
	}
}

export function presentClientOrSupplier(
	row: ClientOrSupplierRow,
	country: string,
): ClientOrSupplier {
	return {
		id: row.id,
		name: row.name,
		document: row.document,
		documentType:
			row.document !== null && country === 'BRAZIL' ? brazilianDocumentType(row.document) : null,
		kind: row.kind,
		email: row.email,
		phone: row.phone,
		archived: row.archived_at !== null,
	}
}

export function presentProduct(row: ProductRow, currency: string): Product {
	return {
		id: row.id,
		name: row.name,
		sku: row.sku,
		kind: row.kind,
		unitPrice: row.unit_price,
		unitCost: row.unit_cost,
		currency,
		tracksStock: row.tracks_stock === 1,
		archived: row.archived_at !== null,
	}
}

export const unitCategoryPath = (unitId: string, id: string) =>
	`${API_BASE}/units/${unitId}/categories/${id}`
export const unitClientOrSupplierPath = (unitId: string, id: string) =>
	`${API_BASE}/units/${unitId}/clients-or-suppliers/${id}`
export const unitProductPath = (unitId: string, id: string) =>
	`${API_BASE}/units/${unitId}/products/${id}`

// The same things reached through a cashier (its record form's pickers, routes/cashier-*.ts).
export const cashierCategoryPath = (cashierId: string, id: string) =>
	`${API_BASE}/cashiers/${cashierId}/categories/${id}`
export const cashierClientOrSupplierPath = (cashierId: string, id: string) =>
	`${API_BASE}/cashiers/${cashierId}/clients-or-suppliers/${id}`
export const cashierProductPath = (cashierId: string, id: string) =>
	`${API_BASE}/cashiers/${cashierId}/products/${id}`
