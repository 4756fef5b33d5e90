import { type CashierItem } from '@caixa/contract/cashier-lookups'
import { type CashierItemRow } from '@caixa/services/cashier-items'

export function presentCashierItem(row: CashierItemRow, currency: string): CashierItem {
	return {
		productId: row.product_id,
		name: row.name,
		unitPrice: row.unit_price,
		currency,
		uses: row.uses,
		lastUsedAt: new Date(row.last_used_at).toISOString(),
	}
}
