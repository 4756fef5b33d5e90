import * as z from 'zod'
import { languageSchema } from './enums'

export const sessionSchema = z
	.object({
		token: z.string().meta({ description: 'The bearer token of this session' }),
		id: z.uuid().meta({ description: "The signed-in profile's id" }),
		name: z.string(),
		surname: z.string(),
		email: z.email(),
		photo: z.string().nullable().meta({
			description: 'Path of the profile photo',
			example: '/caixa/api/multimedia/content/…jpg',
		}),
		language: languageSchema,
	})
	.meta({ id: 'Session' })
export type Session = z.infer<typeof sessionSchema>

/** `PUT /api/session`: the signed-in person's own name, surname and language (not the e-mail). */
export const profileDetailsSchema = z
	.object({
		name: z.string().trim().min(1).max(80),
		surname: z.string().trim().min(1).max(80),
		language: languageSchema,
	})
	.meta({ id: 'ProfileDetails' })
export type ProfileDetails = z.infer<typeof profileDetailsSchema>
