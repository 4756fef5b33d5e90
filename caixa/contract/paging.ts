import * as z from 'zod'

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

/**
 * A list filter given as repeated query keys (`?unitId=a&unitId=b`, API.md "Lists"). The query
 * validator hands one occurrence over as a plain string and several as an array: both become an
 * array here.
 */
export function repeatedQuery<T extends z.ZodType>(item: T) {
	return z
		.preprocess(
			(value) => (value === undefined || Array.isArray(value) ? value : [value]),
			z.array(item),
		)
		.optional()
}

/** A free-text filter; blank means no filter. */
export const textQuerySchema = z
	.string()
	.max(200)
	.optional()
	.transform((value) => value?.trim() || undefined)
