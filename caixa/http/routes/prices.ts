import { endpoints } from '@caixa/contract/endpoints'
import { priceListFor } from '@caixa/domain/prices'
import { routeOf } from '../route-of'
import { createRouter } from '../router'

const getPrices = routeOf(endpoints.prices.list)

export function pricesRoutes() {
	return createRouter().openapi(getPrices, (c) => {
		c.header('Cache-Control', 'public, max-age=3600')
		return c.json(priceListFor(c.req.valid('query').hint), 200)
	})
}
