import { readFileSync } from 'node:fs'
import { routeModules, urlPatternOf } from './route-tree'

// Every page a person can open is checked at 360 px and with axe, by
// every-page.spec.ts. This is its list, by route module; app/routes/every-page-swept.test.ts fails
// when a page module is neither here nor in LEFT_OUT, so a new page comes with its check.
// A layout (a module other modules nest in) is checked through the pages under it.

/** The ids of the sweep's own rows (e2e/support/sweep-books.ts), by the routes' parameter names. */
export type SweepIds = Record<
	| 'unitId'
	| 'cashierId'
	| 'categoryId'
	| 'clientOrSupplierId'
	| 'productId'
	| 'inventoryId'
	| 'paymentId'
	| 'transferId'
	| 'companyId'
	| 'marketplaceId'
	| 'subAcquirerId'
	| 'token',
	string
>

/** Who is signed in and what is seeded: the tests of every-page.spec.ts, one per area. */
export type SweepArea =
	| 'visitor'
	| 'portal'
	| 'organisation'
	| 'marketplace'
	| 'unit'
	| 'unit reports'
	| 'cashier'
	| 'auditor'

/** The menus opened on a page and checked by axe again (a dialog is opened by its address). */
export type Opened = 'profile menu' | 'filters menu'

export interface SweptPage {
	module: string
	area: SweepArea
	/** Added to the page's address (a tab, a dialog opened by its address). */
	query?: string
	/** What the page answers, when not 200 (the not-found page). */
	status?: number
	/** Menus opened, each checked by axe open and closed again. */
	opens?: readonly Opened[]
}

export const SWEPT_PAGES: readonly SweptPage[] = [
	// Visitors: the sign-in pages and what anyone may read.
	{ module: 'authentication._index', area: 'visitor' },
	{ module: 'authentication.create-account', area: 'visitor' },
	{ module: 'authentication.email-verification', area: 'visitor', query: '?email=a@example.com' },
	{ module: 'access.$token', area: 'visitor' },
	{ module: 'privacy-policy', area: 'visitor' },
	{ module: '$', area: 'visitor', status: 404 },

	// The portal and what its floating box and profile menu open.
	{ module: '_inside._index', area: 'portal', opens: ['profile menu', 'filters menu'] },
	{ module: '_inside._index', area: 'portal', query: '?tab=auditors' },
	// The invite-a-friend dialog, which its address opens (with JavaScript or without).
	{ module: '_inside._index', area: 'portal', query: '?invite' },
	{ module: '_inside.create.cashier', area: 'portal' },
	{ module: '_inside.profile', area: 'portal' },
	{ module: 'logout', area: 'portal' },
	{ module: '_inside.invite.cashier.$cashierId', area: 'portal' },
	{ module: '_inside.unit._index', area: 'portal' },

	// Companies; then marketplaces and management.
	{ module: '_inside.company._index', area: 'organisation' },
	{ module: '_inside.company.$companyId._index', area: 'organisation' },
	{ module: '_inside.company.$companyId.edit', area: 'organisation' },
	{ module: '_inside.company.$companyId.report', area: 'organisation' },
	{ module: '_inside.company.$companyId.settings', area: 'organisation' },
	{ module: '_inside.company.$companyId.unit._index', area: 'organisation' },
	{ module: '_inside.company.$companyId.unit-new', area: 'organisation' },
	{ module: '_inside.company.$companyId.unit.$unitId._index', area: 'organisation' },
	{ module: '_inside.company.$companyId.unit.$unitId_.edit', area: 'organisation' },
	{ module: '_inside.marketplace._index', area: 'marketplace' },
	{ module: '_inside.marketplace.$marketplaceId._index', area: 'marketplace' },
	{ module: '_inside.marketplace.$marketplaceId.company', area: 'marketplace' },
	{ module: '_inside.marketplace.$marketplaceId.company-new', area: 'marketplace' },
	{ module: '_inside.marketplace.$marketplaceId.report', area: 'marketplace' },
	{ module: '_inside.management.sub-acquirers._index', area: 'marketplace' },
	{ module: '_inside.management.sub-acquirers.$subAcquirerId', area: 'marketplace' },

	// A unit: its x-ray, settings, cashiers and master data; then stock, reports and transfers.
	{ module: '_inside.unit.$unitId._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.edit', area: 'unit' },
	{ module: '_inside.unit.$unitId.settings', area: 'unit' },
	{ module: '_inside.unit.$unitId.cashier._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.cashier.new', area: 'unit' },
	{ module: '_inside.unit.$unitId.cashier.$cashierId._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.cashier.$cashierId_.edit', area: 'unit' },
	{ module: '_inside.unit.$unitId.category._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.category.$categoryId._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.category.$categoryId_.edit', area: 'unit' },
	{ module: '_inside.unit.$unitId.client-or-supplier._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.client-or-supplier.$clientOrSupplierId._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.client-or-supplier.$clientOrSupplierId_.edit', area: 'unit' },
	{ module: '_inside.unit.$unitId.product._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.product.$productId._index', area: 'unit' },
	{ module: '_inside.unit.$unitId.product.$productId_.edit', area: 'unit' },
	{ module: '_inside.unit.$unitId.inventory._index', area: 'unit reports' },
	{ module: '_inside.unit.$unitId.inventory.activity', area: 'unit reports' },
	{ module: '_inside.unit.$unitId.cogs', area: 'unit reports' },
	{ module: '_inside.unit.$unitId.report._index', area: 'unit reports' },
	{ module: '_inside.unit.$unitId.report.category.$categoryId', area: 'unit reports' },
	{ module: '_inside.unit.$unitId.cash-flow', area: 'unit reports' },
	{ module: '_inside.unit.$unitId.cash-flow-calendar', area: 'unit reports' },
	{
		module: '_inside.unit.$unitId.general-report._index',
		area: 'unit reports',
		opens: ['filters menu'],
	},
	{ module: '_inside.unit.$unitId.transfer._index', area: 'unit reports' },
	{ module: '_inside.unit.$unitId.transfer.new', area: 'unit reports' },
	{ module: '_inside.unit.$unitId.transfer.$transferId', area: 'unit reports' },

	// A cashier: its records, the record form, a record, its payments, its settings.
	{ module: 'cashier.$cashierId._index', area: 'cashier', opens: ['profile menu', 'filters menu'] },
	{ module: 'cashier.$cashierId.input', area: 'cashier' },
	{ module: 'cashier.$cashierId.output', area: 'cashier' },
	{ module: 'cashier.$cashierId.inventory.$inventoryId', area: 'cashier' },
	{ module: 'cashier.$cashierId.payment._index', area: 'cashier', opens: ['filters menu'] },
	{ module: 'cashier.$cashierId.payment.$paymentId._index', area: 'cashier' },
	{ module: 'cashier.$cashierId.payment.$paymentId.edit', area: 'cashier' },
	{ module: 'cashier.$cashierId.payment.$paymentId.partial', area: 'cashier' },
	{ module: 'cashier.$cashierId.payment.$paymentId.interest-late', area: 'cashier' },
	{ module: 'cashier.$cashierId.setting', area: 'cashier' },

	// An auditor's view of someone else's cashier.
	{ module: 'auditor.cashier.$cashierId._index', area: 'auditor', opens: ['filters menu'] },
	{
		module: 'auditor.cashier.$cashierId.inventory.$inventoryId',
		area: 'auditor',
		opens: ['profile menu'],
	},
]

/** Page modules the sweep does not open, each with why. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
	'auth.google':
		'GET sends to sign-in (or is the not-found page, swept as `$`, while Google is off); POST leaves for Google',
	'auth.linkedin':
		'GET sends to sign-in (or is the not-found page, swept as `$`, while LinkedIn is off); POST leaves for LinkedIn',
	'auth.google_.callback':
		"Google's return point: a redirect (signed in, or to sign-in with the error), never a page of its own",
	linkedin:
		"LinkedIn's return point: a redirect (signed in, or to sign-in with the error), never a page of its own",
}

/** The page modules of app/routes: those with a component a person can open. */
export function pageModules(): string[] {
	return routeModules()
		.filter(({ file }) => /^export default function/m.test(readFileSync(file, 'utf8')))
		.map(({ id }) => id)
		.sort()
}

/** Whether a module is a layout: another module's id nests under its own. */
export function isLayout(module: string, modules: readonly string[]) {
	return modules.some((other) => other.startsWith(`${module}.`))
}

/** The address the sweep opens for a page: its route's pattern with the sweep's ids. */
export function addressOf(page: SweptPage, ids: Partial<SweepIds>): string {
	const pattern = urlPatternOf(page.module).replace(/\?index$/, '')
	const path = pattern.replace('*', 'no-such-page').replace(/:(\w+)/g, (_, name: string) => {
		const id = ids[name as keyof SweepIds]
		if (!id) throw new Error(`The sweep has no ${name} for ${page.module}`)
		return encodeURIComponent(id)
	})
	return `${path}${page.query ?? ''}`
}
