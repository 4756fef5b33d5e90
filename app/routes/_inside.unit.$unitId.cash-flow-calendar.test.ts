import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { type MintedSession, mintSession } from '@caixa/testing/session'
import { signedInRequest, thrownResponse } from '~/testing/route-requests'
import type * as CaixaServer from '~/server/caixa.server'
import type * as Calendar from './_inside.unit.$unitId.cash-flow-calendar'

// The cash calendar's loader against the real API in process (issue 17 item 3): this month by
// default, a month from the URL with the months on either side, today's cell with rent of 80,00
// due and open in an empty till: its projected balance −80,00, below zero from today on.

let dataDir: string
let calendar: typeof Calendar
let call: typeof CaixaServer.caixaCall
let owner: MintedSession
let stranger: MintedSession
let unitId: string
let today: string

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-cash-calendar-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	calendar = await import('./_inside.unit.$unitId.cash-flow-calendar')
	call = (await import('~/server/caixa.server')).caixaCall
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	stranger = await mintSession({ name: 'Edu', surname: 'Lima', email: 'edu@example.com' })
	const { data: cashier } = await call(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	unitId = cashier.unit.id
	today = calendarDateIn(Date.now(), cashier.unit.timezone)
	await call(endpoints.cashiers.inventories.create, {
		params: { id: cashier.id },
		token: owner.token,
		body: { input: false, issuedOn: today, total: 8_000 },
	})
}, 60_000)

afterAll(async () => {
	await rm(dataDir, { recursive: true, force: true })
})

async function page(url: string, session = owner) {
	return calendar.loader({
		request: await signedInRequest(session, `/unit/${unitId}/cash-flow-calendar${url}`),
		params: { unitId },
		context: {},
	})
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
		const refused = await thrownResponse(page('', stranger))
		expect(refused.status).toBe(404)
	})
})
