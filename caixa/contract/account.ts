import * as z from 'zod'
import { languageSchema } from './enums'
import { emailSchema } from './primitives'

/** What a visitor types to create an account (spec §3 "account creation"). */
export const accountBodySchema = z
	.object({
		name: z.string().trim().min(1).max(80),
		surname: z.string().trim().min(1).max(80),
		email: emailSchema,
		language: languageSchema.optional(),
		/** The page to land on after the e-mail link, carried in the link (same-origin path). */
		redirect: z.string().startsWith('/').max(2000).optional(),
	})
	.meta({ id: 'AccountBody' })
export type AccountBody = z.infer<typeof accountBodySchema>
