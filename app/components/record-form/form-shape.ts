// What the record form's page needs of its form without its schema (schema.ts, which loads zod):
// the settlement choices, a new line, and the fields as the browser holds them.

/**
 * How the record is settled. PAID_NOW: one payment of the total, paid on the record's date (a
 * sale at the till); ONE_DUE: one payment due on a date; INSTALLMENTS: N parts from a first due
 * date every month, week or day, split exactly (the remainder on the last).
 */
export const settlementChoices = ['PAID_NOW', 'ONE_DUE', 'INSTALLMENTS'] as const
export type SettlementChoice = (typeof settlementChoices)[number]

/** What the line list's "add a line" puts in the new line. */
export const NEW_LINE = { quantity: '1' } as const

/** The form's fields as the browser holds them (text), for Conform's field metadata. */
export type RecordFormLine = {
	productId?: string
	name?: string
	quantity?: string
	unitPrice?: string
}
export type RecordFormShape = {
	idempotencyKey: string
	issuedOn: string
	orderReferenceNumber?: string
	description?: string
	categoryId?: string
	categorySearch?: string
	newCategoryName?: string
	newCategoryGroup?: string
	clientOrSupplierId?: string
	clientSearch?: string
	newClientName?: string
	newClientDocument?: string
	items?: RecordFormLine[]
	total?: string
	settlement: string
	dueDate?: string
	installmentCount?: string
	firstDueDate?: string
	every?: string
	method?: string
	financialInstitutionId?: string
	institutionSearch?: string
}
