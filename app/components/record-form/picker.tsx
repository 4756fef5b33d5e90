import { type FieldMetadata } from '@conform-to/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PojoCombobox } from '~/components/filter-bar/pojo-combobox'
import { Button } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { useHydrated } from '~/components/use-hydrated'
import { type PickerKind, type PickerOption } from './picker-kinds'

const selectClassName =
	'min-h-10 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-[invalid=true]:border-red-700'

/**
 * One of the record form's pickers (category, client or supplier, financial institution). With
 * JavaScript: the filter bar's combobox searching the cashier's lookups, the choice kept in a
 * hidden input and shown with a Clear button. Without: a <select> of the first page (or of the
 * matches of the last search) and a search field whose button redisplays the form with every
 * value kept (`intent=search-{kind}`).
 */
export function RecordPicker({
	kind,
	label,
	field,
	search,
	options,
	searchUrl,
}: {
	kind: PickerKind
	label: string
	field: FieldMetadata<string | undefined>
	/** The no-JS search field, kept between redisplays. */
	search: FieldMetadata<string | undefined>
	options: readonly PickerOption[]
	searchUrl: string
}) {
	const { t } = useTranslation('record')
	const hydrated = useHydrated()
	const id = useId()
	const inputId = `${id}-input`
	const errorId = `${id}-error`
	const initial = typeof field.initialValue === 'string' ? field.initialValue : ''
	const [chosen, setChosen] = useState<PickerOption | null>(
		initial ? (options.find((option) => option.id === initial) ?? null) : null,
	)
	const invalid = Boolean(field.errors?.length)

	return (
		<div className="flex flex-col gap-1">
			<label
				id={`${inputId}-label`}
				htmlFor={inputId}
				className="text-sm font-medium text-slate-800"
			>
				{label}
			</label>
			{hydrated ? (
				<>
					<input type="hidden" name={field.name} value={chosen?.id ?? ''} />
					{chosen ? (
						<p className="flex items-center gap-2 text-sm text-slate-900">
							<span>{t('picker.chosen', { label: chosen.label })}</span>
							<Button
								type="button"
								variant="ghost"
								size="sm"
								aria-label={t('picker.clear', { name: label })}
								onClick={() => setChosen(null)}
							>
								{t('picker.clearShort')}
							</Button>
						</p>
					) : null}
					<PojoCombobox
						definition={{ kind: 'POJO', name: label, query: field.name, searchUrl }}
						inputId={inputId}
						describedBy={invalid ? errorId : undefined}
						chosenIds={chosen ? [chosen.id] : []}
						onChoose={(entity) => setChosen(entity)}
					/>
				</>
			) : (
				<>
					<select
						id={inputId}
						name={field.name}
						defaultValue={initial}
						aria-invalid={invalid || undefined}
						aria-describedby={invalid ? errorId : undefined}
						className={selectClassName}
					>
						<option value="">{t('picker.none')}</option>
						{options.map((option) => (
							<option key={option.id} value={option.id}>
								{option.label}
							</option>
						))}
					</select>
					<div className="flex gap-2">
						<input
							type="search"
							name={search.name}
							defaultValue={typeof search.initialValue === 'string' ? search.initialValue : ''}
							aria-label={t('picker.searchLabel', { name: label })}
							className={selectClassName}
						/>
						<Button
							type="submit"
							variant="secondary"
							name="intent"
							value={`search-${kind}`}
							formNoValidate
							aria-label={t('picker.search', { name: label })}
						>
							{t('picker.searchShort')}
						</Button>
					</div>
				</>
			)}
			<div className="min-h-5">
				<ErrorList id={errorId} errors={field.errors} />
			</div>
		</div>
	)
}
