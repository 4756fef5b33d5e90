import { describe, expect, it } from 'vitest'
import { routeModules } from '../../e2e/support/route-tree'
import {
	addressOf,
	isLayout,
	LEFT_OUT,
	pageModules,
	SWEPT_PAGES,
} from '../../e2e/support/route-sweep'

// Every page is checked at 360 px and with axe (e2e/every-page.spec.ts). The
// sweep lists its pages by hand, to seed each one's rows: this holds that list to app/routes, so
// a new page without the check fails here.

const pages = pageModules()
const swept = new Set(SWEPT_PAGES.map((page) => page.module))

describe('the every-page sweep', () => {
	it('finds the route tree (pages, a layout, a resource route left aside)', () => {
		expect(pages).toContain('_inside.profile')
		expect(pages).toContain('_inside')
		expect(isLayout('_inside', pages)).toBe(true)
		expect(routeModules().map(({ id }) => id)).toContain('locales.$file')
		expect(pages).not.toContain('locales.$file')
	})

	it.each(pages)('opens %s, or a page under it, or says why not', (module) => {
		if (LEFT_OUT[module]) return
		if (isLayout(module, pages)) {
			expect(
				[...swept].filter((page) => page.startsWith(`${module}.`)),
				`a page under the layout ${module} in SWEPT_PAGES`,
			).not.toEqual([])
		} else expect(swept.has(module), `${module} in SWEPT_PAGES or LEFT_OUT`).toBe(true)
	})

	it('names only page modules that exist, each once as swept or left out', () => {
		for (const module of [...swept, ...Object.keys(LEFT_OUT)]) {
			expect(pages, `${module} is a page module of app/routes`).toContain(module)
		}
		expect(Object.keys(LEFT_OUT).filter((module) => swept.has(module))).toEqual([])
	})

	it('opens each page at its route with the ids of the sweep', () => {
		const ids = { unitId: 'u', cashierId: 'c', inventoryId: 'i', token: 't' }
		expect(addressOf({ module: '_inside.unit.$unitId.cashier._index', area: 'unit' }, ids)).toBe(
			'/unit/u/cashier',
		)
		expect(
			addressOf({ module: 'cashier.$cashierId.inventory.$inventoryId', area: 'cashier' }, ids),
		).toBe('/cashier/c/inventory/i')
		expect(addressOf({ module: '_inside._index', area: 'portal', query: '?invite' }, ids)).toBe(
			'/?invite',
		)
		expect(addressOf({ module: '$', area: 'visitor', status: 404 }, ids)).toBe('/no-such-page')
		expect(() => addressOf({ module: 'access.$token', area: 'visitor' }, {})).toThrow(/token/)
	})
})
