import { Form, useSubmit } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { supportedLanguages, type Language } from '~/i18n/config'
import { Button } from './ui/button'

/*
 * Each language is named in itself, not translated: someone who cannot read the current
 * language must still find their own.
 */
const LANGUAGE_NAMES: Record<Language, string> = {
	'en-US': 'English (US)',
	'pt-BR': 'Português (Brasil)',
}

export type LanguageSwitchProps = {
	current: Language
	/** Where to come back to after the change (the current path and query). */
	redirectTo: string
}

/**
 * A form posting the chosen language to /language. With JavaScript it submits as soon as the
 * choice changes; the button stays for keyboard users and for browsers without JavaScript.
 */
export function LanguageSwitch({ current, redirectTo }: LanguageSwitchProps) {
	const { t } = useTranslation()
	const submit = useSubmit()
	const selectId = useId()
	return (
		<Form method="post" action="/language" className="flex flex-wrap items-end gap-2">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<div className="flex flex-col gap-1">
				<label htmlFor={selectId} className="text-sm font-medium text-slate-800">
					{t('language.label')}
				</label>
				<select
					// Keyed by the language so the selection follows a change made elsewhere.
					key={current}
					id={selectId}
					name="language"
					defaultValue={current}
					onChange={(event) => {
						const form = event.currentTarget.form
						if (form) submit(form)
					}}
					className="min-h-10 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
				>
					{supportedLanguages.map((language) => (
						<option key={language} value={language} lang={language}>
							{LANGUAGE_NAMES[language]}
						</option>
					))}
				</select>
			</div>
			<Button type="submit" variant="secondary">
				{t('language.submit')}
			</Button>
		</Form>
	)
}
