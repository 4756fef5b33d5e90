import { useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
	fallbackLanguage,
	isLanguage,
	languageNames,
	supportedLanguages,
	type Language,
} from '~/i18n/config'

/**
 * The language the page is in and where a change should come back to (the path and query), for
 * the profile menu's choices. The language is i18next's, so the mark moves when the words do
 * (after a switch, once the new translations are in).
 */
export function useLanguageChoice() {
	const { i18n } = useTranslation()
	const { pathname, search } = useLocation()
	return {
		current: isLanguage(i18n.language) ? i18n.language : fallbackLanguage,
		redirectTo: pathname + search,
	}
}

export type LanguageSwitchProps = {
	current: Language
	/** Where to come back to after the change (the page's path and query). */
	redirectTo: string
	/** The group's name, shown above the choices ("Language", in the page's language). */
	label?: string
	/** Classes of each choice's button (the caller's: a menu item, a small button). */
	itemClassName?: string
	/** Classes of the list of choices (a column in a menu, a row on a page). */
	listClassName?: string
}

/**
 * The languages as a short group, each a plain form posting to /language, so a choice works
 * without JavaScript and comes back to the same page. One press per choice, no select and
 * button pair: there is nothing to choose but the language. The current one is pressed
 * (aria-pressed) and checked. Each name is in its own language (lang), as a reader who cannot
 * read the current one looks for it. No hook of Remix or i18next: the sign-in pages write it on
 * the server (language-switch.server.tsx), so their first load carries none of it.
 */
export function LanguageSwitch({
	current,
	redirectTo,
	label,
	itemClassName,
	listClassName,
}: LanguageSwitchProps) {
	const labelId = useId()
	return (
		<div role="group" aria-labelledby={labelId}>
			<p id={labelId} className="px-3 py-1 text-xs font-semibold text-slate-600">
				{label}
			</p>
			<ul className={listClassName}>
				{supportedLanguages.map((language) => (
					<li key={language}>
						<form method="post" action="/language">
							<input type="hidden" name="language" value={language} />
							<input type="hidden" name="redirectTo" value={redirectTo} />
							<button
								type="submit"
								lang={language}
								aria-pressed={language === current}
								className={itemClassName}
							>
								<LanguageCheck checked={language === current} />
								{languageNames[language]}
							</button>
						</form>
					</li>
				))}
			</ul>
		</div>
	)
}

/** The mark of the current language; the others keep its room, so the names line up. */
export function LanguageCheck({ checked }: { checked: boolean }) {
	return (
		<svg aria-hidden="true" viewBox="0 0 16 16" className={checked ? 'size-4' : 'invisible size-4'}>
			<path d="M3 8l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" />
		</svg>
	)
}
