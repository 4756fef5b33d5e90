import { type TFunction } from 'i18next'

/*
 * A list's rows say the same words on every row, and i18next's t() is not cheap on the server:
 * 10–70 µs a call on the bench machine (key parsing, lookup, interpolation's regular
 * expressions), ~9 calls a row, 20 rows a page and more a deep page (translated a row at a time,
 * 12% of the records page's CPU). A list translates its words once per render instead, and a
 * phrase with values once as a template that each row fills in.
 */

const MARK = '\u0000'

/**
 * `key` translated once with a mark in place of each of `names`, answering a function that
 * fills in the values: the same text as `t(key, values)` for a phrase whose values are plainly
 * interpolated ({{name}}; no plurals, contexts or formats, which need the values themselves).
 */
export function translatedTemplate<Name extends string>(
	t: TFunction,
	key: string,
	names: readonly Name[],
): (values: Record<Name, string | number>) => string {
	const marks: Record<string, string> = {}
	names.forEach((name, index) => {
		marks[name] = `${MARK}${index}${MARK}`
	})
	// Even parts are the phrase's own words, odd ones the index of the name in their place.
	const parts = String(t(key, marks)).split(MARK)
	return (values) => {
		let text = ''
		for (let index = 0; index < parts.length; index++) {
			const part = parts[index] ?? ''
			text += index % 2 === 0 ? part : String(values[names[Number(part)] as Name])
		}
		return text
	}
}

const onServer = typeof document === 'undefined'
const serverLabels = new WeakMap<object, Map<string, Map<unknown, unknown>>>()

/**
 * A list's words for this i18next instance and language, made once and kept, on the server: its
 * instances (one per language, i18n.server.ts) hold every namespace from the start, so the words
 * never change, and a page need not translate them again on each request (~0.2 ms a records
 * page). In the browser a language's words may arrive after a first render, so `make` runs per
 * render there, as before (the caller's useMemo).
 */
export function keptOnServer<Labels>(
	i18n: { language: string },
	kind: (...args: never[]) => Labels,
	make: () => Labels,
): Labels {
	if (!onServer) return make()
	let languages = serverLabels.get(i18n)
	if (!languages) serverLabels.set(i18n, (languages = new Map()))
	let kept = languages.get(i18n.language)
	if (!kept) languages.set(i18n.language, (kept = new Map()))
	let labels = kept.get(kind) as Labels | undefined
	if (labels === undefined) kept.set(kind, (labels = make()))
	return labels
}
