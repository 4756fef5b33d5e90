import { createHash } from 'node:crypto'
import { supportedLanguages, type Language } from './config'
import { resources } from './resources'

/**
 * Each language's translations as the one JSON file the browser fetches before hydrating
 * (entry.client.tsx): every namespace of that language, so a page reached by a client-side
 * navigation never waits for a namespace. Named by a hash of its content, so it is cached for
 * good and a changed translation is a new address.
 */
type TranslationFile = { language: Language; body: string; hash: string }

const files = new Map<Language, TranslationFile>(
	supportedLanguages.map((language) => {
		const body = JSON.stringify(resources[language])
		const hash = createHash('sha256').update(body).digest('hex').slice(0, 16)
		return [language, { language, body, hash }]
	}),
)

/** Where the browser fetches this language's translations: /locales/pt-BR.<hash>.json. */
export function translationsHref(language: Language): string {
	return `/locales/${language}.${files.get(language)!.hash}.json`
}

/**
 * The file a /locales/<name> request asks for: `immutable` when the name carries the current
 * hash. A name without one, or with an older one (a page of a previous deployment), still gets
 * today's translations, uncached.
 */
export function translationFile(name: string): { body: string; immutable: boolean } | undefined {
	const match = /^([A-Za-z-]+)(?:\.([0-9a-f]+))?\.json$/.exec(name)
	const file = match && files.get(match[1] as Language)
	if (!file) return undefined
	return { body: file.body, immutable: match[2] === file.hash }
}
