import { useRowMarkup } from './kept-markup'

/**
 * A row of a cashier's list (its records, its payments) as the loader wrote it: markup made on
 * the server (book-row.server.ts), every value escaped there. The browser only places it — no
 * row-building code, words or formats ship to the page (the records page's first load is at its
 * 120 KB budget), and a scroll's batch arrives as the same markup.
 *
 * Nothing in a row is interactive but its link, a plain anchor that the root's click handler and
 * Remix's route discovery read from the document (app-link.tsx), so a string loses nothing;
 * hydration leaves the markup as it is.
 */
export type BookRowData = { id: string; html: string }

/** A row; its markup may have come with the document alone (kept-markup.tsx). */
export function BookRow({ row }: { row: BookRowData }) {
	const html = useRowMarkup(row.id, row.html)
	return <div className="book-row" data-row={row.id} dangerouslySetInnerHTML={{ __html: html }} />
}
