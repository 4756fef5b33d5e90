import * as z from 'zod'
import { pageQuerySchema, textQuerySchema } from './paging'

// Banks and payment institutions a unit's money moves through (DOMAIN.md "Financial
// institutions"): a reference list per country, always with cash first.

/** The id of the cash entry every unit has, whatever its country. */
export const CASH_INSTITUTION_ID = 'CASH'

export const financialInstitutionSchema = z
	.object({
		/** Stable: the country's alpha-2 code and the official code (BR-001), or CASH. */
		id: z.string().meta({ example: 'BR-001' }),
		/** The official code (in BRAZIL the COMPE code); null for cash. */
		code: z.string().nullable().meta({ example: '001' }),
		name: z.string().meta({ example: 'Banco do Brasil S.A.' }),
	})
	.meta({ id: 'FinancialInstitution' })
export type FinancialInstitution = z.infer<typeof financialInstitutionSchema>
export const financialInstitutionListSchema = z.array(financialInstitutionSchema)

export const financialInstitutionListQuerySchema = pageQuerySchema.extend({
	query: textQuerySchema.meta({
		description: 'Words the name must hold, or the start of the code (001, 26)',
	}),
})
export type FinancialInstitutionListQuery = z.infer<typeof financialInstitutionListQuerySchema>
