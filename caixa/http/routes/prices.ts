import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { priceListFor } from '@caixa/domain/prices'
import { problem } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

const getPrices = createRoute({
	...requestOf(endpoints.prices.list),
	tags: ['public'],
	summary: "The plans and their monthly prices in the hinted country's currency",
	description:
		'Public. A missing or unknown hint, or a country whose currency has no price list, answers UNITED_STATES in USD.',
	responses: {
		200: answerOf(endpoints.prices.list, 200, { description: 'The price list' }),
		422: problem('A hint longer than 100 characters'),
	},
})

export function pricesRoutes() {
	return createRouter().openapi(getPrices, (c) => {
		c.header('Cache-Control', 'public, max-age=3600')
		return c.json(priceListFor(c.req.valid('query').hint), 200)
	})
}
