import { i18nIn, renderStatic } from '~/testing/render-static'
import { type ReactNode } from 'react'
// Remix's hooks are React Router's; its static router is what Remix renders documents with.
import { type RouteObject } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { InfiniteList, useListBatchUrl } from './infinite-list'

// What the server sends, which is also what a browser without JavaScript shows.
const i18n = await i18nIn('en-US')

type Row = { id: string; name: string }

function rows(count: number, first = 1): Row[] {
	return Array.from({ length: count }, (_, index) => ({
		id: `c${first + index}`,
		name: `Cashier ${first + index}`,
	}))
}

/** Renders `element` as the route at `url` (an index route when the path is `/`). */
async function renderAt(url: string, element: ReactNode) {
	const { pathname } = new URL(url, 'http://localhost')
	const routes: RouteObject[] =
		pathname === '/'
			? [{ id: 'root', path: '/', children: [{ id: 'index', index: true, element }] }]
			: [{ id: 'page', path: pathname, element }]
	return renderStatic(element, { i18n, url, routes })
}

function list(props: { rows: Row[]; page?: number }) {
	return (
		<InfiniteList<Row>
			rows={props.rows}
			page={props.page ?? 1}
			getKey={(row) => row.id}
			renderRow={(row) => <span>{row.name}</span>}
			empty={<p>No cashiers yet</p>}
			label="Your cashiers"
			id="cashiers"
		/>
	)
}

function unescape(html: string) {
	return html.replaceAll('&amp;', '&')
}

/** The href of the "Load more" link, or null without one. */
function loadMoreHref(html: string) {
	const href = /<a href="([^"]*)"[^>]*>Load more<\/a>/.exec(html)?.[1]
	return href === undefined ? null : unescape(href)
}

describe('without JavaScript', () => {
	test('a full page ends with a "Load more" link to the next page, keeping every other key', async () => {
		const html = await renderAt(
			'/cashiers?tab=auditors&unit=u1&unit=u2&from=1700000000000',
			list({ rows: rows(20) }),
		)
		expect(loadMoreHref(html)).toBe(
			'/cashiers?tab=auditors&unit=u1&unit=u2&from=1700000000000&page=2#cashiers-page-2',
		)
	})

	test('on page N the link asks for page N + 1 and leaves out the batch marker', async () => {
		const html = await renderAt(
			'/cashiers?page=2&batch=1&tab=cashiers',
			list({ rows: rows(40), page: 2 }),
		)
		expect(loadMoreHref(html)).toBe('/cashiers?page=3&tab=cashiers#cashiers-page-3')
	})

	test('on an index route the link carries no index marker', async () => {
		const html = await renderAt('/?index&tab=auditors', list({ rows: rows(20) }))
		expect(loadMoreHref(html)).toBe('/?tab=auditors&page=2#cashiers-page-2')
	})

	test('there is no button before hydration, where it could not work', async () => {
		const html = await renderAt('/cashiers', list({ rows: rows(20) }))
		expect(html).not.toContain('<button')
	})

	test('a short page means the end: no link, and the end is said', async () => {
		const html = await renderAt('/cashiers', list({ rows: rows(19) }))
		expect(loadMoreHref(html)).toBeNull()
		expect(html).toContain('End of list')
	})

	test('the server’s pages coming back short mean the end too', async () => {
		const html = await renderAt('/cashiers?page=3', list({ rows: rows(41), page: 3 }))
		expect(loadMoreHref(html)).toBeNull()
	})

	test('at 50 pages the link gives way to a word about the filters', async () => {
		const html = await renderAt('/cashiers?page=50', list({ rows: rows(1000), page: 50 }))
		expect(loadMoreHref(html)).toBeNull()
		expect(html).toContain('This page shows up to 1000 rows')
	})

	test('no rows show the empty state instead of a list, and no link', async () => {
		const html = await renderAt('/cashiers', list({ rows: [] }))
		expect(html).toContain('<p>No cashiers yet</p>')
		expect(html).not.toContain('<ul')
		expect(loadMoreHref(html)).toBeNull()
		expect(html).not.toContain('End of list')
	})
})

describe('the rows', () => {
	test('are a named list, one item per row', async () => {
		const html = await renderAt('/cashiers', list({ rows: rows(20) }))
		expect(html).toContain('<ul role="list" aria-label="Your cashiers"')
		expect(html.match(/<li /g)).toHaveLength(20)
		expect(html).toContain('<span>Cashier 20</span>')
	})

	test('rows off screen skip rendering by CSS, holding their place', async () => {
		const html = await renderAt('/cashiers', list({ rows: rows(20) }))
		// tailwind.css .list-row reads the height the list sets once.
		expect(html).toContain('style="--list-row-height:72px"')
		expect(html.match(/<li [^>]*class="list-row"/g)).toHaveLength(20)
	})

	test('the first row of each page is the anchor the link lands on, and can take focus', async () => {
		const html = await renderAt('/cashiers?page=2', list({ rows: rows(40), page: 2 }))
		expect(html).toMatch(/<li id="cashiers-page-1" tabindex="-1"[^>]*><span>Cashier 1</)
		expect(html).toMatch(/<li id="cashiers-page-2" tabindex="-1"[^>]*><span>Cashier 21</)
		expect(html.match(/id="cashiers-page-/g)).toHaveLength(2)
	})

	test('a row twice (moved between pages) shows once', async () => {
		const html = await renderAt('/cashiers', list({ rows: [...rows(20), ...rows(1, 20)] }))
		expect(html.match(/Cashier 20</g)).toHaveLength(1)
	})

	test('the status is a polite live region', async () => {
		const html = await renderAt('/cashiers', list({ rows: rows(5) }))
		expect(html).toMatch(/<p[^>]*role="status" aria-live="polite"[^>]*>End of list<\/p>/)
	})
})

describe('useListBatchUrl', () => {
	function Probe() {
		const batchUrl = useListBatchUrl()
		return <output>{batchUrl(3)}</output>
	}

	test('is this route with the current query, the page and the batch marker', async () => {
		const html = await renderAt('/cashiers?tab=auditors&page=1', <Probe />)
		expect(unescape(html)).toContain('<output>/cashiers?tab=auditors&page=3&batch=1</output>')
	})

	test('names an index route, so Remix asks its loader and not the parent’s', async () => {
		const html = await renderAt('/?tab=auditors', <Probe />)
		expect(unescape(html)).toContain('<output>/?index=&tab=auditors&page=3&batch=1</output>')
	})
})
