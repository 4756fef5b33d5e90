import * as z from 'zod'

export const languages = ['en-US', 'pt-BR', 'es'] as const
export const languageSchema = z.enum(languages).meta({ id: 'Language', example: 'pt-BR' })
export type Language = z.infer<typeof languageSchema>
