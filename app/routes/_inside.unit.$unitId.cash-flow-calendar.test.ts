import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { iceCreamShop, inProcessApi, loaderArgs, type Shop } from '~/testing/report-books'
import { thrownResponse } from '~/testing/route-requests'
import type * as Calendar from './_inside.unit.$unitId.cash-flow-calendar'

// The cash calendar's loader against the real API in process: this month by
// default, a month from the URL with the months on either side, today's cell with rent of 80,00
// due and open in an empty till: its projected balance −80,00, below zero from today on.

let api: Awaited<ReturnType<typeof inProcessApi>>
let calendar: typeof Calendar
let shop: Shop
let today: string

beforeAll(async () => {
	api = await inProcessApi('caixa-cash-calendar-')
	calendar = await import('./_inside.unit.$unitId.cash-flow-calendar')
	shop = await iceCreamShop(api.call)
	today = shop.today
	await shop.record({ input: false, issuedOn: today, total: 8_000 })
}, 60_000)

afterAll(() => api.remove())

async function page(url: string, session = shop.owner) {
	const { unitId } = shop
	return calendar.loader(
		await loaderArgs(session, `/unit/${unitId}/cash-flow-calendar${url}`, { unitId }),
	)
}

describe('the cash calendar', () => {
	it('this month by default: today’s cell below zero, and the month’s first day below zero', async () => {
		const data = await page('')
		expect(data.title).toBe('Cash flow calendar')
		const cells = data.calendar.weeks.flat()
		expect(cells.every((cell) => cell.key)).toBe(true)
		const cell = cells.find((entry) => entry.key === today)
		expect(cell).toMatchObject({ inMonth: true, today: true, belowZero: true, balance: '-R$80.00' })
		expect(cell?.realized).toBe('R$0.00')
		expect(data.calendar.firstBelowZero).not.toBeNull()
		expect(data.calendar.closing).toEqual({ realized: 'R$0.00', projected: '-R$80.00' })
		expect(data.calendar.weekdays.map((day) => day.short)[0]).toBe('Sun')
		// The balance line: today's column marked, the realized line ending there at zero and the
		// projected one starting there at −80,00, below the zero line and marked below zero.
		const { chart } = data.calendar
		expect(chart.todayX).not.toBeNull()
		expect(chart.realized.at(-1)).toMatchObject({ x: chart.todayX, y: chart.zeroY })
		expect(chart.projected[0]?.x).toBe(chart.todayX)
		expect(chart.projected[0]?.y).toBeGreaterThan(chart.zeroY)
		expect(chart.belowZero[0]).toEqual(chart.projected[0])
		expect(chart.ticks.map((tick) => tick.label)).toContain('-R$80')
	})

	it('a month from the URL, with the months on either side; a month the API refuses is none', async () => {
		const data = await page('?month=1900-01')
		expect(data.calendar.month).toBe('January 1900')
		expect(data.calendar.previousMonth).toBeNull()
		expect(data.calendar.nextMonth).toBe('1900-02')
		expect(data.calendar.weeks.flat().some((cell) => cell.belowZero)).toBe(false)
		const ignored = await page('?month=0001-13')
		expect(ignored.calendar.weeks.flat().some((cell) => cell.key === today)).toBe(true)
	})

	it('is the unit’s people’s alone: a 404 to a stranger', async () => {
		const refused = await thrownResponse(page('', shop.stranger))
		expect(refused.status).toBe(404)
	})
})
