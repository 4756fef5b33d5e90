import { type InternalTransfer } from '@caixa/contract/internal-transfer'
import { type InternalTransferView } from '@caixa/services/internal-transfers'
import { API_BASE } from '../paths'

export function presentTransfer(view: InternalTransferView, currency: string): InternalTransfer {
	return {
		id: view.id,
		unitId: view.unitId,
		from: { id: view.fromCashierId, name: view.fromCashierName },
		to: { id: view.toCashierId, name: view.toCashierName },
		amount: view.amount,
		currency,
		transferredOn: view.transferredOn,
		description: view.description,
		createdAt: new Date(view.createdAt).toISOString(),
	}
}

export function transferPath(unitId: string, transferId: string): string {
	return `${API_BASE}/units/${unitId}/internal-transfers/${transferId}`
}
