import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pageTitle } from './page-title'

describe('pageTitle', () => {
	it('puts the heading, then what it sits in, before the product', () => {
		expect(pageTitle('Records', 'Shop till')).toBe('Records · Shop till · Caixa')
	})

	it('is the product alone when there is no heading (an error page)', () => {
		expect(pageTitle(undefined, null, '')).toBe('Caixa')
	})
})

// Every page says what it is in the browser's tab and history: its meta names its own heading.
// A few modules keep none, and say why.
const withoutMeta: Record<string, string> = {
	'$.tsx': 'always the 404 page (its error boundary), titled by the root',
	// A provider's routes answer a redirect, or their 404 page while the provider is off.
	'auth.google.tsx': 'a redirect, or the 404 page (its error boundary), titled by the root',
	'auth.google_.callback.tsx':
		'a redirect, or the 404 page (its error boundary), titled by the root',
	'auth.linkedin.tsx': 'a redirect, or the 404 page (its error boundary), titled by the root',
	'linkedin.tsx': 'a redirect, or the 404 page (its error boundary), titled by the root',
	'_inside.tsx': 'a layout: every page inside names itself',
	'cashier.$cashierId._index/route.tsx':
		"the records list: its heading is the layout's cashier name",
	'auditor.cashier.$cashierId._index.tsx':
		"the auditor's records list: its heading is the auditor layout's cashier name",
}
const routesDirectory = fileURLToPath(new URL('../routes', import.meta.url))

function routeModules(directory: string): string[] {
	return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
		const path = join(directory, entry.name)
		if (entry.isDirectory()) return routeModules(path).filter((file) => /\/route\.tsx?$/.test(file))
		return /\.tsx$/.test(entry.name) ? [path] : []
	})
}

describe.each(
	routeModules(routesDirectory)
		.map((path) => [relative(routesDirectory, path), readFileSync(path, 'utf8')] as const)
		.filter(([, source]) => /^export default function/m.test(source)),
)('the page %s', (name, source) => {
	it('has a title other than the bare product name', () => {
		if (!withoutMeta[name]) expect(source).toMatch(/^export (const|function) meta\b/m)
		expect(source).not.toMatch(/title: 'Caixa'/)
		expect(source).not.toMatch(/: 'Caixa'/)
	})
})
