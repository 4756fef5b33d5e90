import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as CaixaServer from '~/server/caixa.server'

// The download hands the API's body on as it comes: the browser gets the first rows while the API
// is still writing the rest. The API here is a stand-in whose file never ends after its first
// chunk: a route that read the file whole before answering would never answer at all.

const forwarded: Request[] = []
let answer: () => Response

vi.mock('~/server/caixa.server', async (importOriginal) => ({
	...(await importOriginal<typeof CaixaServer>()),
	forwardToCaixa: (request: Request) => {
		forwarded.push(request)
		return Promise.resolve(answer())
	},
}))

const { streamReportExport } = await import('./export.server')

const caller = {
	token: 'the-token',
	request: new Request('http://localhost/unit/u/general-report/export?format=csv'),
}
const UNIT = '0b7c6b8e-4a51-4c59-9d4f-6f4b9c1e2a10'

afterEach(() => {
	forwarded.length = 0
})

describe('streamReportExport', () => {
	it('answers with the first chunk while the API has not finished the file', async () => {
		let cancelled = false
		answer = () =>
			new Response(
				new ReadableStream<Uint8Array>({
					start(controller) {
						controller.enqueue(new TextEncoder().encode('Due date,Record\r\n'))
						// …and nothing more, ever.
					},
					cancel() {
						cancelled = true
					},
				}),
				{
					headers: {
						'Content-Type': 'text/csv; charset=utf-8',
						'Content-Disposition': 'attachment; filename="payments-2026-11-01-2026-11-30.csv"',
						'X-Internal': 'not for the browser',
					},
				},
			)
		const query = new URLSearchParams([
			['status', 'PENDING'],
			['zone', 'America/Sao_Paulo'],
			['format', 'csv'],
		])
		const response = await streamReportExport(caller, UNIT, query)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('Content-Disposition')).toBe(
			'attachment; filename="payments-2026-11-01-2026-11-30.csv"',
		)
		expect(response.headers.get('X-Internal')).toBeNull()
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		const reader = response.body!.getReader()
		const first = await reader.read()
		expect(new TextDecoder().decode(first.value)).toBe('Due date,Record\r\n')
		// A reader who leaves stops the API's writing.
		await reader.cancel()
		expect(cancelled).toBe(true)
		const [sent] = forwarded
		expect(new URL(sent!.url).pathname).toBe(`/caixa/api/reports/units/${UNIT}/payments/export`)
		expect(new URL(sent!.url).search).toBe(`?${query.toString()}`)
		expect(sent!.headers.get('Authorization')).toBe('Bearer the-token')
	})

	it('a refusal is the page’s error, never a file: 404 as 404, a lost session signs in', async () => {
		const problem = (status: number) => () =>
			Response.json({ type: 'about:blank', title: 'No', status }, { status })
		answer = problem(404)
		const missing = await streamReportExport(caller, UNIT, new URLSearchParams()).catch(
			(thrown: unknown) => thrown,
		)
		expect(missing).toBeInstanceOf(Response)
		expect((missing as Response).status).toBe(404)
		answer = problem(401)
		const lost = (await streamReportExport(caller, UNIT, new URLSearchParams()).catch(
			(thrown: unknown) => thrown,
		)) as Response
		expect(lost.status).toBe(302)
		expect(lost.headers.get('Location')).toMatch(/^\/authentication\?redirect=/)
	})
})
