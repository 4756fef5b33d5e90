import * as z from 'zod'
import { masterDataNameSchema, masterDataStateSchema, optionalText } from './master-data'
import { clientOrSupplierKinds } from './master-data-kinds'
import { pageQuerySchema, repeatedQuery, textQuerySchema } from './paging'

// Clients or suppliers of a unit (DOMAIN.md "Clients or suppliers"): whom it sells to or buys from.

export { clientOrSupplierKinds } from './master-data-kinds'
export const clientOrSupplierKindSchema = z
	.enum(clientOrSupplierKinds)
	.meta({ id: 'ClientOrSupplierKind' })
export type ClientOrSupplierKind = z.infer<typeof clientOrSupplierKindSchema>

/** What a Brazilian document is, read from its length; null elsewhere or without one. */
export const documentTypes = ['CPF', 'CNPJ'] as const
export const documentTypeSchema = z.enum(documentTypes).meta({ id: 'DocumentType' })
export type DocumentType = z.infer<typeof documentTypeSchema>

export const clientOrSupplierSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		/** In BRAZIL a CPF's 11 digits or a CNPJ's 14 characters, no punctuation; elsewhere as typed. */
		document: z.string().nullable(),
		documentType: documentTypeSchema.nullable(),
		kind: clientOrSupplierKindSchema,
		email: z.string().nullable(),
		phone: z.string().nullable(),
		archived: z.boolean(),
	})
	.meta({ id: 'ClientOrSupplier' })
export type ClientOrSupplier = z.infer<typeof clientOrSupplierSchema>
export const clientOrSupplierListSchema = z.array(clientOrSupplierSchema)

/** `GET /units/{unitId}/clients-or-suppliers`: by name (ties by id), live ones unless `state` says. */
export const clientOrSupplierListQuerySchema = pageQuerySchema.extend({
	name: textQuerySchema.meta({ description: 'Words the name must hold' }),
	document: textQuerySchema.meta({
		description:
			'The start of the document; in BRAZIL punctuation is ignored (123.456 finds 12345678909)',
	}),
	kind: repeatedQuery(clientOrSupplierKindSchema).meta({
		description: 'Only these kinds; CLIENT and SUPPLIER each also find BOTH',
	}),
	state: repeatedQuery(masterDataStateSchema).meta({
		description: 'LIVE (the default when absent), ARCHIVED, or both',
	}),
})
export type ClientOrSupplierListQuery = z.infer<typeof clientOrSupplierListQuerySchema>

/** A client's or supplier's e-mail, as typed (a blank one is none: see the body). */
export const clientOrSupplierEmailSchema = z.email().max(254)

/**
 * A new client or supplier. The document is checked against the unit's country by the API (a CPF
 * or CNPJ with its check digits in BRAZIL, free text elsewhere), so its errors come from there.
 */
export const clientOrSupplierBodySchema = z
	.object({
		name: masterDataNameSchema,
		document: optionalText(40),
		kind: clientOrSupplierKindSchema,
		email: clientOrSupplierEmailSchema
			.nullish()
			.or(z.literal('').transform(() => null))
			.transform((value) => value || null),
		phone: optionalText(40),
	})
	.meta({ id: 'ClientOrSupplierBody' })
export type ClientOrSupplierBody = z.infer<typeof clientOrSupplierBodySchema>

/** `PUT …/{id}`: the whole record again, and `archived` to archive it or bring it back. */
export const clientOrSupplierUpdateBodySchema = clientOrSupplierBodySchema
	.extend({ archived: z.boolean().optional() })
	.meta({ id: 'ClientOrSupplierUpdateBody' })
export type ClientOrSupplierUpdateBody = z.infer<typeof clientOrSupplierUpdateBodySchema>
