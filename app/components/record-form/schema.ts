import * as z from 'zod'
import {
	idempotencyKeySchema,
	installmentEverySchema,
	MAX_INSTALLMENTS,
	MAX_ITEMS,
	newInventoryBodySchema,
	newInventoryItemSchema,
} from '@caixa/contract/inventory'
import { type NewInventoryBody } from '@caixa/contract/inventory'
import { calendarDateSchema } from '@caixa/contract/primitives'
import { type Translate } from '~/components/form-errors'
import { moneyFieldSchema } from '~/components/money-field'
import { settlementChoices } from './form-shape'
import { parseQuantity } from './quantity'

// The choices and the form's shape the page itself needs live in form-shape.ts (zod-free).
export {
	NEW_LINE,
	settlementChoices,
	type RecordFormLine,
	type RecordFormShape,
	type SettlementChoice,
} from './form-shape'

// The record form's own schema (money in / money out, spec §2 `/cashier/{id}/input|output`): what
// a person types, read into what POST /cashiers/{id}/inventories takes. One factory for the
// browser and the server (money is read in the cashier's currency, messages in the reader's
// language). The fields typed as the API takes them are the API's own; money and quantities are
// read from text, then held to the API's limits.

function quantityFieldSchema(t: Translate) {
	return z
		.string()
		.trim()
		.transform((text, context) => {
			const parsed = parseQuantity(text)
			if (parsed.ok) return parsed.quantity
			context.addIssue({
				code: 'custom',
				message:
					parsed.reason === 'EMPTY'
						? t('common:form.errors.required')
						: parsed.reason === 'DECIMALS'
							? t('record:errors.quantityDecimals')
							: parsed.reason === 'NOT_POSITIVE'
								? t('record:errors.quantityPositive')
								: parsed.reason === 'TOO_LARGE'
									? t('record:errors.quantityTooLarge')
									: t('record:errors.quantityFormat'),
			})
			return z.NEVER
		})
}

export function recordFormSchema(currency: string, t: Translate) {
	const body = newInventoryBodySchema.shape
	const item = newInventoryItemSchema.shape
	const line = z.object({
		productId: item.productId,
		name: item.name,
		quantity: quantityFieldSchema(t),
		/** Left empty on a product's line: the product's price (the server fills it in). */
		unitPrice: moneyFieldSchema(currency, t, item.unitPrice).optional(),
	})
	return z
		.object({
			idempotencyKey: idempotencyKeySchema,
			issuedOn: calendarDateSchema,
			orderReferenceNumber: body.orderReferenceNumber,
			description: body.description,
			categoryId: body.categoryId,
			clientOrSupplierId: body.clientOrSupplierId,
			items: z.array(line).max(MAX_ITEMS).optional(),
			total: moneyFieldSchema(currency, t, body.total.unwrap()).optional(),
			settlement: z.enum(settlementChoices),
			dueDate: calendarDateSchema.optional(),
			// Two or more: one payment is the form's "one payment due" (the API's count of 1).
			installmentCount: z
				.number()
				.int()
				.min(2, { error: () => t('record:errors.installmentsMin', { count: 2 }) })
				.max(MAX_INSTALLMENTS, {
					error: () => t('record:errors.installmentsMax', { count: MAX_INSTALLMENTS }),
				})
				.optional(),
			firstDueDate: calendarDateSchema.optional(),
			every: installmentEverySchema.default('MONTH'),
			method: body.method,
			financialInstitutionId: body.financialInstitutionId,
		})
		.superRefine(
			(value, context) => {
				const required = (path: (string | number)[]) =>
					context.addIssue({ code: 'custom', path, message: t('common:form.errors.required') })
				// Run even when a field failed (a quantity typed wrong), so every error shows at once;
				// a failed field may hold its raw text here, and is only read for being there.
				const lines = Array.isArray(value.items) ? value.items : []
				lines.forEach((item, index) => {
					if (typeof item !== 'object' || item === null) return
					if (!item.productId && !item.name) {
						context.addIssue({
							code: 'custom',
							path: ['items', index, 'name'],
							message: t('record:errors.lineNeedsName'),
						})
					}
					if (!item.productId && item.unitPrice === undefined)
						required(['items', index, 'unitPrice'])
				})
				// Above zero is the API's own field's floor (moneyFieldSchema words it, -5 as 0).
				if (lines.length === 0 && value.total === undefined) required(['total'])
				if (value.settlement === 'ONE_DUE' && !value.dueDate) required(['dueDate'])
				if (value.settlement === 'INSTALLMENTS') {
					if (value.installmentCount === undefined) required(['installmentCount'])
					if (!value.firstDueDate) required(['firstDueDate'])
				}
			},
			{ when: () => true },
		)
}

export type RecordFormValues = z.output<ReturnType<typeof recordFormSchema>>

/**
 * The API's body from the form's values. A product's line without a typed price takes the
 * product's (`productPrice`); PAID_NOW is one payment of the total on the record's date, paid.
 */
export function recordBody(
	values: RecordFormValues,
	input: boolean,
	productPrice: (productId: string) => number | undefined,
): NewInventoryBody {
	const items = (values.items ?? []).map((item) => ({
		productId: item.productId,
		name: item.name,
		quantity: item.quantity,
		unitPrice: item.unitPrice ?? (item.productId ? productPrice(item.productId) : undefined) ?? 0,
	}))
	const settlement =
		values.settlement === 'PAID_NOW'
			? { paid: true }
			: values.settlement === 'ONE_DUE'
				? {
						installments: {
							count: 1,
							firstDueDate: values.dueDate ?? values.issuedOn,
							every: 'MONTH' as const,
						},
					}
				: {
						installments: {
							count: values.installmentCount ?? 2,
							firstDueDate: values.firstDueDate ?? values.issuedOn,
							every: values.every,
						},
					}
	return {
		input,
		issuedOn: values.issuedOn,
		orderReferenceNumber: values.orderReferenceNumber,
		description: values.description,
		categoryId: values.categoryId,
		clientOrSupplierId: values.clientOrSupplierId,
		...(items.length > 0 ? { items } : { total: values.total }),
		...settlement,
		method: values.method,
		financialInstitutionId: values.financialInstitutionId,
	}
}

/**
 * Where the API's field paths land on the form: the body's `installments.count` is the form's
 * `installmentCount`, and so on; the rest keep their names (`items[0].quantity`).
 */
export function formPathOf(apiPath: string, settlement: string | undefined): string {
	switch (apiPath) {
		case 'installments.count':
		case 'installments':
			return settlement === 'INSTALLMENTS' ? 'installmentCount' : 'dueDate'
		case 'installments.firstDueDate':
			return settlement === 'INSTALLMENTS' ? 'firstDueDate' : 'dueDate'
		case 'installments.every':
			return 'every'
		case 'payments':
			return 'total'
		default:
			return apiPath
	}
}
