import * as z from 'zod'
import { languageSchema } from './enums'
import { pageQuerySchema } from './paging'

/** A short public article shown to visitors beside sign-in (DOMAIN.md "Outside posts"). */
export const outsidePostSchema = z
	.object({
		id: z.uuid(),
		slug: z.string().meta({ example: 'your-first-cashier' }),
		title: z.string(),
		summary: z.string(),
		body: z.string().meta({ description: 'Markdown' }),
		cover: z.string().nullable().meta({ description: 'Path or URL of a cover image' }),
		language: languageSchema,
		publishedAt: z.iso.datetime({ offset: true }).meta({ example: '2025-01-15T12:00:00.000Z' }),
	})
	.meta({ id: 'OutsidePost' })
export type OutsidePost = z.infer<typeof outsidePostSchema>

export const outsidePostListSchema = z.array(outsidePostSchema)

export const MAX_POST_QUERY_LENGTH = 200

/** `GET /api/outside/posts`: newest first; `query` keeps posts holding every one of its words. */
export const outsidePostsQuerySchema = pageQuerySchema.extend({
	query: z
		.string()
		.trim()
		.max(MAX_POST_QUERY_LENGTH)
		.optional()
		.meta({ description: 'Words to find in the title, summary or body (any case, any accents)' }),
	language: languageSchema.optional(),
})
export type OutsidePostsQuery = z.infer<typeof outsidePostsQuerySchema>
