import { type TFunction } from 'i18next'
import { escapeHtml } from '@caixa/domain/escape-html'
import { type Language } from '~/i18n/config'
import { i18nextOf, readerLanguage } from '~/server/i18n.server'
import { keptOnServer } from './translated-template'

// What the rows of a cashier's lists (records, payments) are written with on the server
// (book-row.tsx says why they are markup): their words in the reader's language, and the pieces
// both lists' rows share. Their look is tailwind.css's .book-* rules.

/**
 * A list's words in the reader's language, made once per language and kept
 * (translated-template.ts keptOnServer).
 */
export async function bookRowLabels<Namespace extends 'inventory' | 'payment', Labels>(
	request: Request,
	namespace: Namespace,
	make: (t: TFunction<Namespace>, locale: Language) => Labels,
): Promise<Labels> {
	const language = await readerLanguage(request)
	const i18n = await i18nextOf(language)
	return keptOnServer(i18n, make, () =>
		make(i18n.getFixedT(language, namespace) as TFunction<Namespace>, language),
	)
}

/** The words before a value that only a screen reader says ("Date: "). */
export function said(label: string): string {
	return `<span class="sr-only">${escapeHtml(label)}: </span>`
}

/**
 * The row's way in: an AppLink's markup covering the row (its ::after), so a tap anywhere opens
 * what the row is. `name` is its accessible name when the visible text alone would not say
 * enough read out of the list; it starts with that text (WCAG 2.5.3, label in name).
 */
export function bookLinkHtml(href: string, text: string, name?: string): string {
	const named = name === undefined ? '' : ` aria-label="${escapeHtml(name)}"`
	return `<a${named} class="book-link" href="${escapeHtml(href)}" data-discover="true">${escapeHtml(text)}</a>`
}

/** A small piece of the row's lines. */
export function metaHtml(html: string, className = 'book-meta'): string {
	return `<span class="${className}">${html}</span>`
}
