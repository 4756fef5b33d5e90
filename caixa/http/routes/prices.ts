import { createRoute } from '@hono/zod-openapi'
import { priceListSchema, pricesQuerySchema } from '@caixa/contract/prices'
import { priceListFor } from '@caixa/domain/prices'
import { createRouter } from '../router'

const getPrices = createRoute({
	method: 'get',
	path: '/prices',
	tags: ['public'],
	summary: "The plans and their monthly prices in the hinted country's currency",
	description:
		'Public. A missing or unknown hint, or a country whose currency has no price list, answers UNITED_STATES in USD.',
	request: { query: pricesQuerySchema },
	responses: {
		200: {
			description: 'The price list',
			content: { 'application/json': { schema: priceListSchema } },
		},
	},
})

export function pricesRoutes() {
	return createRouter().openapi(getPrices, (c) => {
		c.header('Cache-Control', 'public, max-age=3600')
		return c.json(priceListFor(c.req.valid('query').hint), 200)
	})
}
