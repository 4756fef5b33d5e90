import { z } from 'zod'
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
