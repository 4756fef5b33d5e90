import { type Cashier } from '@caixa/contract/cashier'
import { type CashierDetail } from '@caixa/contract/cashier-detail'
import { type UnitCashier } from '@caixa/contract/unit-cashier'
import { type CashierView } from '@caixa/services/cashiers'
import { paymentTotalsOfCashier, recordTotalsOfCashier } from '@caixa/services/ledger-totals'
import { API_BASE, multimediaContentPath } from '../paths'

/** Photos are answered as their content path, as the session's photo is. */
export function presentCashier(view: CashierView): Cashier {
	return {
		id: view.id,
		name: view.name,
		unit: {
			id: view.unitId,
			name: view.unitName,
			photo: view.unitPhotoMultimediaId ? multimediaContentPath(view.unitPhotoMultimediaId) : null,
			timezone: view.unitTimezone,
		},
		openingBalance: view.openingBalance,
		openingDate: view.openingDate,
		balance: view.balance,
		currency: view.currency,
		role: view.role,
	}
}

/** A cashier read alone carries its running totals (contract/cashier-detail.ts). */
export function presentCashierDetail(view: CashierView): CashierDetail {
	return {
		...presentCashier(view),
		totals: {
			records: recordTotalsOfCashier(view.totals),
			open: paymentTotalsOfCashier(view.totals),
		},
	}
}

/** The unit's own calls answer whether it is archived too. */
export function presentUnitCashier(view: CashierView): UnitCashier {
	return { ...presentCashier(view), archived: view.archived }
}

export function cashierPath(cashierId: string): string {
	return `${API_BASE}/cashiers/${cashierId}`
}

export function unitCashierPath(unitId: string, cashierId: string): string {
	return `${API_BASE}/units/${unitId}/cashiers/${cashierId}`
}

export function unitCashierCollaboratorPath(
	unitId: string,
	cashierId: string,
	profileId: string,
): string {
	return `${unitCashierPath(unitId, cashierId)}/collaborators/${profileId}`
}
