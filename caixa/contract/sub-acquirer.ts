import * as z from 'zod'
import { pageQuerySchema, textQuerySchema } from './paging'
import { currencyCodeSchema, minorUnitsSchema } from './primitives'

// Payment sub-acquirers (DOMAIN.md "Platform … staff"), which management profiles list. The
// country is the enum name as text rather than the contract's country enum, so the pages that
// show these shapes leave the country list out of the browser's bundle.

export const subAcquirerFeeMethods = ['DEBIT', 'CREDIT', 'CREDIT_INSTALLMENTS', 'PIX'] as const
export const subAcquirerFeeMethodSchema = z
	.enum(subAcquirerFeeMethods)
	.meta({ id: 'SubAcquirerFeeMethod' })
export type SubAcquirerFeeMethod = z.infer<typeof subAcquirerFeeMethodSchema>

/** What one method costs a merchant, and when its money arrives. */
export const subAcquirerFeeSchema = z
	.object({
		method: subAcquirerFeeMethodSchema,
		feeBasisPoints: z.number().int().min(0).max(10_000).meta({
			description: 'The percentage fee in basis points, hundredths of a percent: 199 is 1.99%',
			example: 199,
		}),
		fixedFee: minorUnitsSchema.meta({
			description: 'A fixed fee per payment, in the minor unit of the sub-acquirer’s currency',
		}),
		settlementDays: z.number().int().min(0).meta({
			description: 'Days from the sale until the money reaches the merchant',
			example: 30,
		}),
	})
	.meta({ id: 'SubAcquirerFee' })
export type SubAcquirerFee = z.infer<typeof subAcquirerFeeSchema>

const subAcquirerFields = {
	id: z.uuid(),
	name: z.string(),
	document: z.string().nullable().meta({ description: 'Its tax id (a CNPJ…), as published' }),
	country: z.string().meta({ description: 'ISO 3166-1 enum name', example: 'BRAZIL' }),
	currency: currencyCodeSchema,
	active: z.boolean(),
}

/** A row of the list: the sub-acquirer without its fees. */
export const subAcquirerSummarySchema = z
	.object(subAcquirerFields)
	.meta({ id: 'SubAcquirerSummary' })
export type SubAcquirerSummary = z.infer<typeof subAcquirerSummarySchema>
export const subAcquirerListSchema = z.array(subAcquirerSummarySchema)

/** One sub-acquirer with its fee table, methods in the order of subAcquirerFeeMethods. */
export const subAcquirerSchema = z
	.object({ ...subAcquirerFields, fees: z.array(subAcquirerFeeSchema) })
	.meta({ id: 'SubAcquirer' })
export type SubAcquirer = z.infer<typeof subAcquirerSchema>

/** `GET /management/sub-acquirers`: by name, filtered by name words and part of the document. */
export const subAcquirerListQuerySchema = pageQuerySchema.extend({
	name: textQuerySchema.meta({ description: 'Words the name must hold' }),
	document: textQuerySchema.meta({
		description: 'Part of the tax id, with or without its dots, slashes and dashes',
	}),
})
export type SubAcquirerListQuery = z.infer<typeof subAcquirerListQuerySchema>
