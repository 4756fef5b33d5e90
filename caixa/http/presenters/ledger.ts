import { type Language } from '@caixa/contract/enums'
import {
	type CashierBookRow,
	type CashierTransferRow,
	type Inventory,
	type InventoryRow,
} from '@caixa/contract/inventory'
import { type Payment, type PaymentMethod } from '@caixa/contract/payment'
import { shownCategoryName } from '@caixa/domain/default-categories'
import { financialInstitutionById } from '@caixa/domain/financial-institutions'
import { isOverdue, remaining, totalDue } from '@caixa/domain/payment-amounts'
import { recordSettlement } from '@caixa/domain/record-settlement'
import {
	type BookTransferView,
	type CashierBookRow as BookRowView,
	type InventoryItemView,
	type InventoryView,
	type PaymentView,
} from '@caixa/services/inventories'
import { type LedgerCashier } from '@caixa/services/ledger-access'
import { API_BASE } from '../paths'

/** What presenting a payment needs beside its row: the unit's zone, country and the reader. */
export interface LedgerContext {
	cashier: LedgerCashier
	today: string
	language: Language
}

/**
 * A row's category as its reader sees it: a default's name in their language until renamed
 * (db/category-name.ts resolves the same names in SQL where lists sort or group by them).
 */
function categoryOf(
	view: Pick<InventoryView, 'categoryId' | 'categoryName' | 'categoryDefaultCode'>,
	language: Language,
): { id: string; name: string } | null {
	if (!view.categoryId || view.categoryName === null) return null
	const name = shownCategoryName(
		{ name: view.categoryName, defaultCode: view.categoryDefaultCode },
		language,
	)
	return { id: view.categoryId, name }
}

export function presentPayment(view: PaymentView, context: LedgerContext): Payment {
	const { language } = context
	const due = totalDue(view)
	const institution = view.financialInstitutionId
		? (financialInstitutionById(
				context.cashier.country,
				context.language,
				view.financialInstitutionId,
			) ?? {
				id: view.financialInstitutionId,
				code: null,
				name: view.financialInstitutionId,
			})
		: null
	return {
		id: view.id,
		inventoryId: view.inventoryId,
		cashierId: view.cashierId,
		input: view.input,
		parentId: view.parentId,
		number: view.number,
		of: view.of,
		dueDate: view.dueDate,
		amount: view.amount,
		interest: view.interest,
		lateFee: view.lateFee,
		discount: view.discount,
		totalDue: due,
		paid: view.paid,
		remaining: remaining(due, view.paid),
		paidAt: view.paidAt === null ? null : new Date(view.paidAt).toISOString(),
		paidOn: view.paidOn,
		status: view.status,
		overdue: isOverdue({ status: view.status, dueDate: view.dueDate, today: context.today }),
		method: view.method as PaymentMethod | null,
		financialInstitution: institution,
		followed: view.followed,
		currency: context.cashier.currency,
		orderReferenceNumber: view.orderReferenceNumber,
		description: view.description,
		firstItemName: view.firstItemName,
		category: categoryOf(view, language),
		clientOrSupplier:
			view.clientOrSupplierId && view.clientOrSupplierName !== null
				? { id: view.clientOrSupplierId, name: view.clientOrSupplierName }
				: null,
		charges:
			view.chargesAsOf !== null
				? {
						monthlyInterestBasisPoints: view.interestRateBasisPoints ?? 0,
						lateFeeBasisPoints: view.lateFeeRateBasisPoints ?? 0,
						asOf: view.chargesAsOf,
					}
				: null,
	}
}

export function presentCashierBookRow(
	row: BookRowView,
	cashier: LedgerCashier,
	language: Language,
): CashierBookRow {
	return row.kind === 'RECORD'
		? { kind: 'RECORD', ...presentInventoryRow(row.record, cashier, language) }
		: presentCashierTransferRow(row.transfer, cashier)
}

function presentCashierTransferRow(
	view: BookTransferView,
	cashier: LedgerCashier,
): CashierTransferRow {
	return {
		kind: 'TRANSFER',
		id: view.id,
		unitId: view.unitId,
		cashierId: cashier.id,
		input: view.input,
		otherCashier: { id: view.otherCashierId, name: view.otherCashierName },
		issuedOn: view.transferredOn,
		description: view.description,
		total: view.amount,
		currency: cashier.currency,
		createdAt: new Date(view.createdAt).toISOString(),
	}
}

/** A record's fields as its row and its whole share them. */
export function presentInventoryRow(
	view: InventoryView,
	cashier: LedgerCashier,
	language: Language,
): Omit<InventoryRow, 'kind'> {
	return {
		id: view.id,
		cashierId: view.cashierId,
		input: view.input,
		orderReferenceNumber: view.orderReferenceNumber,
		issuedOn: view.issuedOn,
		description: view.description,
		firstItemName: view.firstItemName,
		category: categoryOf(view, language),
		clientOrSupplier:
			view.clientOrSupplierId && view.clientOrSupplierName !== null
				? { id: view.clientOrSupplierId, name: view.clientOrSupplierName }
				: null,
		total: view.total,
		paid: view.paid,
		remaining: remaining(view.due, view.paid),
		settlement: recordSettlement(view),
		currency: cashier.currency,
		reactions: { APPROVED: view.approved, QUESTION: view.question, REJECTED: view.rejected },
		comments: view.comments,
		createdAt: new Date(view.createdAt).toISOString(),
	}
}

export function presentInventory(
	view: InventoryView,
	items: readonly InventoryItemView[],
	payments: readonly PaymentView[],
	context: LedgerContext,
): Inventory {
	return {
		...presentInventoryRow(view, context.cashier, context.language),
		items: items.map((item) => ({
			productId: item.productId,
			name: item.name,
			quantity: item.quantityMilli / 1000,
			unitPrice: item.unitPrice,
			total: item.total,
		})),
		payments: payments.map((payment) => presentPayment(payment, context)),
	}
}

export function inventoryPath(cashierId: string, inventoryId: string): string {
	return `${API_BASE}/cashiers/${cashierId}/inventories/${inventoryId}`
}

export function paymentPath(cashierId: string, paymentId: string): string {
	return `${API_BASE}/cashiers/${cashierId}/payments/${paymentId}`
}
