import { describe, expect, test } from 'vitest'
import { CoalescedStream } from './coalesced-stream.server'

function chunksOf(stream: CoalescedStream): string[] {
	const seen: string[] = []
	stream.on('data', (chunk: Buffer) => seen.push(chunk.toString()))
	return seen
}

describe('CoalescedStream', () => {
	test('hands on what was written as one chunk at each flush, and the rest at the end', async () => {
		const stream = new CoalescedStream()
		const seen = chunksOf(stream)
		stream.write(Buffer.from('<html>'))
		stream.write(Buffer.from('<body>'))
		await new Promise((resolve) => setImmediate(resolve))
		expect(seen).toEqual([])
		stream.flush()
		stream.write(Buffer.from('<p>late</p>'))
		stream.flush()
		stream.flush()
		stream.write(Buffer.from('</body>'))
		stream.end(Buffer.from('</html>'))
		await new Promise((resolve) => stream.on('end', resolve))
		expect(seen).toEqual(['<html><body>', '<p>late</p>', '</body></html>'])
	})

	test('a React document comes out in a few chunks, not one per 2 KB piece', async () => {
		const { renderToPipeableStream } = await import('react-dom/server')
		const { createElement } = await import('react')
		const rows = Array.from({ length: 400 }, (_, index) =>
			createElement('li', { key: index, className: 'row' }, `Row number ${index}`),
		)
		const stream = new CoalescedStream()
		const seen = chunksOf(stream)
		const ended = new Promise((resolve) => stream.on('end', resolve))
		const { pipe } = renderToPipeableStream(createElement('ul', null, rows), {
			onShellReady: () => pipe(stream),
		})
		await ended
		const html = seen.join('')
		expect(html.length).toBeGreaterThan(10_000)
		expect(html).toContain('Row number 399')
		expect(seen.length).toBeLessThanOrEqual(2)
	})
})
