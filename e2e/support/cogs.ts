import { type TestInfo } from '@playwright/test'
import { type Cashier } from '@caixa/contract/cashier'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { overHttp, seedApi } from '../stub-api/seed-api'
import { quickStart } from '../stub-api/seed-portal'
import { realApi } from './databases'
import { E2E } from './servers'
import { modeOf } from './session'

// The COGS journey's own unit, seeded through the API of the project's mode (the stub's API over
// HTTP, or the real server's) as its owner would.

export const COGS_PRODUCT = 'Café em grãos'

/**
 * The worked example, dated today in the unit's zone: buy 10 @ 2,00 and 10 @ 4,00, sell 5 (15
 * left at an average of 3,00, worth 45,00; the sale took out 15,00), and a transfer of 150,00
 * from the unit's till to its safe.
 */
export async function seedCogsUnit(testInfo: TestInfo, token: string) {
	const target = modeOf(testInfo) === 'real' ? realApi : overHttp(E2E.stub.apiUrl)
	const api = seedApi(target, token)
	const till = await quickStart(
		target,
		token,
		`Torrefação ${testInfo.project.name} ${Date.now()}`,
		'Till',
	)
	const unitId = till.unit.id
	const today = calendarDateIn(Date.now(), till.unit.timezone)
	const product = await api.post<{ id: string }>(`/units/${unitId}/products`, {
		name: COGS_PRODUCT,
		kind: 'PRODUCT',
		unitPrice: 600,
		unitCost: 200,
		tracksStock: true,
	})
	const line = (quantity: number, unitPrice: number) => ({
		productId: product.id,
		quantity,
		unitPrice,
	})
	for (const [input, quantity, unitPrice] of [
		[false, 10, 200],
		[false, 10, 400],
		[true, 5, 600],
	] as const) {
		await api.post(`/cashiers/${till.id}/inventories`, {
			input,
			issuedOn: today,
			items: [line(quantity, unitPrice)],
		})
	}
	const safe = await api.post<Cashier>(`/units/${unitId}/cashiers`, { name: 'Safe' })
	await api.post(`/units/${unitId}/internal-transfers`, {
		fromCashierId: till.id,
		toCashierId: safe.id,
		amount: 15000,
		transferredOn: today,
	})
	return { unitId, productId: product.id }
}
