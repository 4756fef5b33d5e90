import * as z from 'zod'
import { nameSchema } from './cashier'
import { pageQuerySchema, textQuerySchema } from './paging'

// A company groups units under one owner; a marketplace groups companies (DOMAIN.md
// "Organisation").

export const companyRoles = ['OWNER', 'COLLABORATOR', 'MARKETPLACE_OWNER'] as const
/**
 * The caller's role on a company: its OWNER (who owns its units), a COLLABORATOR (who works in
 * all of them), or the owner of its marketplace (MARKETPLACE_OWNER), who sees the company but
 * not its units' books (caixa/domain/company-roles.ts).
 */
export const companyRoleSchema = z.enum(companyRoles).meta({ id: 'CompanyRole' })
export type CompanyRole = z.infer<typeof companyRoleSchema>

export const companySchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		document: z.string().nullable(),
		/** The photo's path (`/caixa/api/multimedia/content/{id}.jpg`), as a unit's. */
		photo: z.string().nullable(),
		marketplace: z.object({ id: z.uuid(), name: z.string() }).nullable(),
		role: companyRoleSchema,
	})
	.meta({ id: 'Company' })
export type Company = z.infer<typeof companySchema>
export const companyListSchema = z.array(companySchema)

/** `GET /companies/{id}/full`: the company and the figures of its page. */
export const companyFullSchema = companySchema
	.extend({
		figures: z.object({
			units: z.number().int(),
			/** Live cashiers of its units; null for a marketplace owner, who does not see them. */
			cashiers: z.number().int().nullable(),
			/** Its collaborators; null for a marketplace owner. */
			collaborators: z.number().int().nullable(),
		}),
	})
	.meta({ id: 'CompanyFull' })
export type CompanyFull = z.infer<typeof companyFullSchema>

/** `GET /companies`: the companies the caller owns, works in, or groups in a marketplace. */
export const companyListQuerySchema = pageQuerySchema.extend({
	query: textQuerySchema.meta({ description: 'Words the company’s name must hold' }),
	marketplaceId: z.uuid().optional().meta({ description: 'Only companies of this marketplace' }),
	role: companyRoleSchema
		.optional()
		.meta({ description: 'Only companies where the caller has it' }),
})
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>

/** A tax id (CNPJ, EIN…) as typed; blank means none. */
export const companyDocumentSchema = z
	.string()
	.trim()
	.max(40)
	.transform((value) => value || null)

/** `POST /companies`, `POST /marketplaces/{id}/companies`, and `PUT /companies/{id}`. */
export const companyBodySchema = z
	.object({
		name: nameSchema,
		document: companyDocumentSchema.nullable().optional(),
	})
	.meta({ id: 'CompanyBody' })
export type CompanyBody = z.input<typeof companyBodySchema>

/** `GET /companies/{id}/units`: its units, by name. */
export const companyUnitListQuerySchema = pageQuerySchema.extend({
	query: textQuerySchema.meta({ description: 'Words the unit’s name must hold' }),
})
