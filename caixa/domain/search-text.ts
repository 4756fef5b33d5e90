/*
 * Text search that behaves the same on SQLite and PostgreSQL. Their lower() and LIKE disagree on
 * anything beyond ASCII (and SQLite's ignores accents nowhere), so the searchable text is
 * normalised here, once, when it is written, and each word searched for is normalised the same
 * way; the database only compares plain strings.
 */

/** Lower-case, accents dropped: "Relatório" → "relatorio". */
export function searchableText(text: string): string {
	return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The distinct words of a query, normalised; at most `max`, so a pasted paragraph stays cheap. */
export function searchTerms(query: string, max = 10): string[] {
	return [...new Set(searchableText(query).split(/\s+/).filter(Boolean))].slice(0, max)
}

/** The escape character of every LIKE pattern built here (named in the query's ESCAPE clause). */
export const LIKE_ESCAPE = '\\'

/** A LIKE pattern matching text that contains `term` as it is: its % and _ match only themselves. */
export function containsPattern(term: string): string {
	return `%${term.replace(/[\\%_]/g, (character) => LIKE_ESCAPE + character)}%`
}
