import { createContext, type ReactNode, useContext } from 'react'

/*
 * A document request's rows of markup (book-row.tsx), sent once. Remix writes a page's loader
 * data into the document for hydration, so a row's markup came twice: in the list, and again,
 * escaped, in the data script (17 of a records page's 20 KB of data, 29 KB once escaped; on the
 * server a turbo-stream encoding, an HTML escape and an UTF-8 encoding of it, some 450 KB of
 * garbage a page). A document's loader keeps each row's markup here instead (the request's load
 * context, server.ts) and sends its rows without it; the server renders it from here, and the
 * browser, hydrating, reads it back from the row the document holds. Rows a loader sends as data
 * (a scroll's batch, a navigation, a revalidation) carry their markup as before.
 */
export type KeptMarkup = Map<string, string>

const KeptMarkupContext = createContext<KeptMarkup | undefined>(undefined)

/** entry.server: the document's kept markup, for the rows it renders. */
export function KeptMarkupProvider({
	markup,
	children,
}: {
	markup: KeptMarkup | undefined
	children: ReactNode
}) {
	return <KeptMarkupContext.Provider value={markup}>{children}</KeptMarkupContext.Provider>
}

/** What the browser read of the document's rows, each once (it stays as it was read). */
const readFromDocument = new Map<string, string>()

/** A row's markup: its own, else the document's (kept on the server, or in the page). */
export function useRowMarkup(id: string, html: string): string {
	const kept = useContext(KeptMarkupContext)
	if (html) return html
	if (kept) return kept.get(id) ?? ''
	if (typeof document === 'undefined') return ''
	let read = readFromDocument.get(id)
	if (read === undefined) {
		// BookRow writes each row's id as its element's data-row.
		read = document.querySelector(`[data-row="${CSS.escape(id)}"]`)?.innerHTML ?? ''
		readFromDocument.set(id, read)
	}
	return read
}

/**
 * A loader's rows for the page: on a document request (a load context with `markup`), each row's
 * markup kept there and the row sent without it.
 */
export function keepRowMarkup<Row extends { id: string; html: string }>(
	markup: KeptMarkup | undefined,
	rows: Row[],
): Row[] {
	if (!markup) return rows
	return rows.map((row) => {
		markup.set(row.id, row.html)
		return { ...row, html: '' }
	})
}
