import { type Context } from 'hono'
import { type Language, languages } from '@caixa/contract/enums'
import { type Authenticated } from './middleware/session'

/*
 * The language a caller reads answers in, where the API words data rather than the profile's own
 * things (a unit's default categories' names, db/category-name.ts): HTTP's Accept-Language, by
 * preference, since the web app words its page in the language the visitor chose there, which
 * need not be the profile's (the web app sends the page's language with every call). Then the
 * profile's language; then en-US.
 */

/** The header's best language of ours (`pt` reads as pt-BR), else undefined. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
	if (!header) return undefined
	const ranked = header
		.split(',')
		.map((part, index) => {
			const [tag = '', ...parameters] = part.trim().split(';')
			const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
			return { tag: tag.trim().toLowerCase(), quality: q === undefined ? 1 : Number(q), index }
		})
		.filter(({ tag, quality }) => tag && quality > 0)
		.sort((a, b) => b.quality - a.quality || a.index - b.index)
	for (const { tag } of ranked) {
		const exact = languages.find((language) => language.toLowerCase() === tag)
		if (exact) return exact
		const primary = tag.split('-')[0]
		const near = languages.find((language) => language.toLowerCase().split('-')[0] === primary)
		if (near) return near
	}
	return undefined
}

/** The reader's language of a request: Accept-Language's, else the session profile's, else en-US. */
export function readerLanguage(c: Context): Language {
	const auth = c.get('auth') as Authenticated | undefined
	return acceptedLanguage(c.req.header('Accept-Language')) ?? auth?.profile.language ?? 'en-US'
}

/** The signed-in caller as a reader: their profile's id, and the language they read in. */
export function readerOf(c: Context): { id: string; language: Language } {
	const auth = c.get('auth') as Authenticated
	return { id: auth.profile.id, language: readerLanguage(c) }
}
