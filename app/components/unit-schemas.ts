import * as z from 'zod'
import { nameSchema } from '@caixa/contract/cashier'
import { companyUnitBodySchema } from '@caixa/contract/company-unit'
import { countryNameSchema } from '@caixa/contract/country-codes'
import { emailSchema } from '@caixa/contract/primitives'
import { quickStartBodySchema } from '@caixa/contract/quick-start'
import { phoneSchema, unitUpdateFieldsSchema } from '@caixa/contract/unit-details'

// The forms that make or name a unit, from the API's own bodies, so each rule is written once:
// the browser checks as the API will, and the API checks again. Conform leaves an empty field
// out; a blank optional one is sent as null (cleared) or left out (the country's currency and
// zone), as each action says.

/** How a unit is known — PUT /units/{unitId}'s name, tax id, phone, e-mail and address. */
export const unitContactFields = {
	name: nameSchema,
	document: unitUpdateFieldsSchema.shape.document,
	phone: phoneSchema.optional(),
	email: emailSchema.optional(),
	address: unitUpdateFieldsSchema.shape.address,
}

/** A company's owner editing how one of its units is known (PUT /units/{unitId}). */
export const unitContactSchema = z.object(unitContactFields)

/**
 * A new unit in a company (POST /companies/{id}/units): its name and country, the currency and
 * zone (empty: the country's), and its first cashier (empty: none).
 */
export const newCompanyUnitSchema = z.object({
	name: nameSchema,
	country: countryNameSchema,
	currency: companyUnitBodySchema.shape.currency,
	timezone: companyUnitBodySchema.shape.timezone,
	cashierName: companyUnitBodySchema.shape.cashierName,
})

/**
 * A new cashier, in one of the person's units (POST /units/{unitId}/cashiers) or in a new unit
 * (the quick start, POST /publics/units): an empty unit means a new one, which then needs its
 * name; an empty currency or zone means the country's.
 */
export const createCashierSchema = z
	.object({
		// A choice of the person's units (the API answers 404 for any other).
		unitId: z.string().optional(),
		unitName: quickStartBodySchema.shape.unitName.optional(),
		cashierName: quickStartBodySchema.shape.cashierName,
		country: countryNameSchema,
		currency: quickStartBodySchema.shape.currency,
		timezone: quickStartBodySchema.shape.timezone,
	})
	.superRefine((value, context) => {
		if (!value.unitId && !value.unitName) {
			// Worded as any empty required field.
			context.addIssue({
				code: 'too_small',
				origin: 'string',
				minimum: 1,
				inclusive: true,
				input: '',
				path: ['unitName'],
			})
		}
	})
