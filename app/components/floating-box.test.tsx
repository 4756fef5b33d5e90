import i18next from 'i18next'
import { type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { i18nConfig } from '~/i18n/config'
import {
	clampOffset,
	FloatingBox,
	HOME,
	keyboardMove,
	MOVE_BIG_STEP_PX,
	MOVE_STEP_PX,
	offsetBounds,
	parseStoredOffset,
	type BoxBounds,
} from './floating-box'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en-US' })

function render(node: ReactNode) {
	return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
}

describe('without JavaScript', () => {
	const html = render(
		<FloatingBox label="Portal actions">
			<a href="/create/cashier">Create cashier</a>
		</FloatingBox>,
	)

	test('is a named region fixed in the bottom right corner, holding its actions', () => {
		expect(html).toMatch(
			/^<section data-floating-box="" aria-label="Portal actions" class="fixed right-4 bottom-4 /,
		)
		expect(html).toContain('<a href="/create/cashier">Create cashier</a>')
	})

	test('has no handle, which could not move it, and no offset', () => {
		expect(html).not.toContain('<button')
		expect(html).not.toContain('transform')
	})

	test('is named "Quick actions" when no label is given', () => {
		expect(render(<FloatingBox>x</FloatingBox>)).toContain('aria-label="Quick actions"')
	})
})

// A 1000 × 800 viewport, the box 200 × 50 at home in the corner, 16 px from both edges.
const home = { left: 1000 - 16 - 200, top: 800 - 16 - 50, width: 200, height: 50 }
const bounds: BoxBounds = offsetBounds(home, { width: 1000, height: 800 })

describe('offsetBounds', () => {
	test('lets the box reach every edge of the viewport and no further', () => {
		expect(bounds).toEqual({ minX: -784, maxX: 16, minY: -734, maxY: 16 })
	})

	test('a box wider than the viewport keeps its left edge in view', () => {
		const wide = offsetBounds(
			{ left: -50, top: 10, width: 400, height: 50 },
			{ width: 320, height: 600 },
		)
		expect(wide.minX).toBe(50)
		expect(wide.maxX).toBe(50)
	})
})

describe('clampOffset', () => {
	test('keeps an offset inside the bounds', () => {
		expect(clampOffset({ x: -2000, y: 500 }, bounds)).toEqual({ x: -784, y: 16 })
		expect(clampOffset({ x: -10, y: -20 }, bounds)).toEqual({ x: -10, y: -20 })
	})
})

describe('keyboardMove', () => {
	test(`arrows move ${MOVE_STEP_PX} px`, () => {
		expect(MOVE_STEP_PX).toBe(16)
		expect(keyboardMove(HOME, 'ArrowLeft', false, bounds)).toEqual({ x: -16, y: 0 })
		expect(keyboardMove(HOME, 'ArrowUp', false, bounds)).toEqual({ x: 0, y: -16 })
		expect(keyboardMove({ x: -32, y: -32 }, 'ArrowRight', false, bounds)).toEqual({
			x: -16,
			y: -32,
		})
		expect(keyboardMove({ x: -32, y: -32 }, 'ArrowDown', false, bounds)).toEqual({
			x: -32,
			y: -16,
		})
	})

	test(`Shift and an arrow move ${MOVE_BIG_STEP_PX} px`, () => {
		expect(MOVE_BIG_STEP_PX).toBe(64)
		expect(keyboardMove(HOME, 'ArrowLeft', true, bounds)).toEqual({ x: -64, y: 0 })
		expect(keyboardMove({ x: -100, y: -100 }, 'ArrowDown', true, bounds)).toEqual({
			x: -100,
			y: -36,
		})
	})

	test('never leaves the viewport', () => {
		expect(keyboardMove({ x: -780, y: 0 }, 'ArrowLeft', true, bounds)).toEqual({ x: -784, y: 0 })
		expect(keyboardMove({ x: 10, y: 10 }, 'ArrowDown', true, bounds)).toEqual({ x: 10, y: 16 })
	})

	test('Home puts it back in the corner', () => {
		expect(keyboardMove({ x: -300, y: -200 }, 'Home', false, bounds)).toEqual(HOME)
	})

	test('other keys do not move it (Tab, Enter and Space keep their work)', () => {
		for (const key of ['Tab', 'Enter', ' ', 'a', 'End']) {
			expect(keyboardMove(HOME, key, false, bounds)).toBeNull()
		}
	})
})

describe('parseStoredOffset', () => {
	test('reads back what was saved', () => {
		expect(parseStoredOffset(JSON.stringify({ x: -120, y: -48 }))).toEqual({ x: -120, y: -48 })
	})

	test('anything else is no position', () => {
		for (const text of [
			null,
			'',
			'nope',
			'[]',
			'null',
			'{"x":1}',
			'{"x":"1","y":2}',
			'{"x":1e999,"y":0}',
		]) {
			expect(parseStoredOffset(text)).toBeNull()
		}
	})
})
