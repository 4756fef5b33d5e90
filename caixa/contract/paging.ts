import { z } from 'zod'

// How every list of the API pages (API.md "Lists"), written once.

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** `offset` rows to skip and `size` rows to answer; query strings arrive as text, hence coerce. */
export const pageQuerySchema = z.object({
	offset: z.coerce
		.number()
		.int()
		.min(0)
		.default(0)
		.meta({ description: 'Rows to skip', example: 0 }),
	size: z.coerce
		.number()
		.int()
		.min(1)
		.max(MAX_PAGE_SIZE)
		.default(DEFAULT_PAGE_SIZE)
		.meta({ description: `Rows to answer, 1–${MAX_PAGE_SIZE}`, example: DEFAULT_PAGE_SIZE }),
})
export type PageQuery = z.infer<typeof pageQuerySchema>
