import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect.server'

describe('safeRedirect', () => {
	it('keeps a same-origin path with its query', () => {
		expect(safeRedirect('/cashier/1?tab=auditors')).toBe('/cashier/1?tab=auditors')
	})

	it.each([
		['another origin', 'https://evil.example/'],
		['a protocol-relative URL', '//evil.example/'],
		['a backslash trick', '/\\evil.example'],
		['a relative path', 'profile'],
		['a javascript URL', 'javascript:alert(1)'],
		['nothing', null],
		['a file', new File([], 'x')],
	])('falls back on %s', (_name, target) => {
		expect(safeRedirect(target, '/home')).toBe('/home')
	})
})
