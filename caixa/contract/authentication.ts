import * as z from 'zod'
import { languageSchema } from './enums'
import { emailSchema } from './primitives'

/**
 * Sign-in by e-mail (`POST /api/authentication`): the answer is the same 202 whether or not the
 * address has an account, so it tells nothing about who is a customer.
 */
export const accessRequestSchema = z
	.object({
		accessValue: emailSchema,
		/** The page to land on after the e-mail link (same-origin path), carried in the link. */
		redirect: z.string().startsWith('/').max(2000).optional(),
		/** The visitor's language, for the e-mail to an address without an account (default en-US). */
		language: languageSchema.optional(),
	})
	.meta({ id: 'AccessRequest' })
export type AccessRequest = z.infer<typeof accessRequestSchema>

/** `POST /api/authentication/check`: the one-time token of an access link. */
export const tokenCheckSchema = z
	.object({ token: z.string().min(1).max(200) })
	.meta({ id: 'TokenCheck' })
export type TokenCheck = z.infer<typeof tokenCheckSchema>

/** `GET /api/authentication/check/google|linkedin?token=`: the provider's access token. */
export const providerTokenQuerySchema = z.object({ token: z.string().min(1).max(4000) })

export const managementSchema = z.object({ management: z.boolean() }).meta({ id: 'Management' })
export type Management = z.infer<typeof managementSchema>

/** `PUT /api/session/photo`: a multimedia id the caller uploaded. */
export const photoBodySchema = z.object({ multimedia: z.uuid() }).meta({ id: 'PhotoBody' })
export type PhotoBody = z.infer<typeof photoBodySchema>

/**
 * Why an access link was refused, so the access screen can say it plainly. The API answers
 * 410 Gone for expired and used links and 404 for unknown (or forged) ones, with this code in
 * the problem's `code`.
 */
export const accessLinkFailures = ['EXPIRED', 'USED', 'UNKNOWN'] as const
export type AccessLinkFailure = (typeof accessLinkFailures)[number]
