import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { languageNames, supportedLanguages, type Language } from '~/i18n/config'
import { StatusButton } from './ui/status-button'

export type LanguageSwitchProps = {
	current: Language
	/** Where to come back to after the change (the current path and query). */
	redirectTo: string
}

/**
 * A form posting the chosen language to /language. It submits only from its button, with or
 * without JavaScript: submitting on change would reload the page while a keyboard user arrows
 * through the options (WCAG 3.2.2, on input).
 */
export function LanguageSwitch({ current, redirectTo }: LanguageSwitchProps) {
	const { t } = useTranslation()
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
					className="min-h-10 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
				>
					{supportedLanguages.map((language) => (
						<option key={language} value={language} lang={language}>
							{languageNames[language]}
						</option>
					))}
				</select>
			</div>
			<StatusButton type="submit" variant="secondary" formActionPath="/language">
				{t('language.submit')}
			</StatusButton>
		</Form>
	)
}
