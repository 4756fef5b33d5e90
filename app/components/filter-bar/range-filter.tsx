import { useTranslation } from 'react-i18next'
import { useFilterBar, useSyncedState } from './context'
import { dateKey, type RangeFilterDefinition } from './definition'
import { controlClassName, FilterFrame, labelClassName } from './filter-frame'
import { isCalendarDay, isPreset, isRelativePreset, PRESET_LABELS, PRESETS } from './presets'
import { dayOfMoment, type RangeFilterState } from './query'

/**
 * A date range: a preset and the days it covers, each shown as the calendar day in the unit's
 * zone. The inputs send days (`from.date=2024-05-01`); the canonical URL holds ms.
 *
 * - Choosing a preset applies it; JUST_ONE and CUSTOMIZED clear the dates (spec §4).
 * - With JavaScript, editing a day under a relative preset turns it into a custom range with the
 *   days shown. Without it, the days of a relative preset are read-only (a relative preset always
 *   wins over typed days): choose CUSTOMIZED, apply, then type the days.
 * - JUST_ONE shows one day; CUSTOMIZED and the relative presets show From and To.
 */
export function RangeFilter({
	definition,
	state,
}: {
	definition: RangeFilterDefinition
	state: RangeFilterState
}) {
	const { t } = useTranslation()
	const bar = useFilterBar()
	const id = bar.controlId(definition.query)
	const { preset: statePreset, from, to } = state.value
	const [preset, setPreset] = useSyncedState<string>(statePreset ?? '')
	const [fromDay, setFromDay] = useSyncedState(dayOfMoment(from, bar.timeZone))
	const [toDay, setToDay] = useSyncedState(dayOfMoment(to, bar.timeZone))
	const presets = definition.presets ?? PRESETS
	const relative = isPreset(preset) && isRelativePreset(preset)
	const fromKey = dateKey(definition.from.query)
	const toKey = dateKey(definition.to.query)

	function changePreset(value: string) {
		setPreset(value)
		if (!isRelativePreset(isPreset(value) ? value : null)) {
			setFromDay('')
			setToDay('')
		}
		// Typed days never survive a change of preset: a relative one brings its own, the others
		// start empty.
		bar.apply((params) => {
			params.delete(fromKey)
			params.delete(toKey)
		})
	}

	// A day applies as soon as the input holds one (not after a pause, as text does): the shown
	// days then only ever meet the URL's for the latest of them, since a newer navigation cancels
	// an older one, and a day being typed is never overwritten by an earlier one coming back.
	function changeDay(value: string) {
		// 0002, 0020, 0202: a year still being typed.
		if (value !== '' && !isCalendarDay(value)) return
		if (relative) {
			setPreset('CUSTOMIZED')
			bar.apply((params) => params.set(definition.defaultQuery, 'CUSTOMIZED'))
		} else {
			bar.apply()
		}
	}

	// Without JavaScript a relative preset's days are shown, not sent.
	const readOnly = !bar.hydrated && relative
	const dayInput = (
		key: string,
		label: string,
		value: string,
		index: number,
		set: (day: string) => void,
		describe?: string,
	) => {
		const inputId = `${id}-${index}`
		const describeId = describe ? `${inputId}-describe` : undefined
		return (
			<div className="flex flex-col gap-1">
				<label htmlFor={inputId} className={labelClassName}>
					{label}
				</label>
				<input
					id={inputId}
					type="date"
					name={readOnly ? undefined : key}
					value={value}
					readOnly={readOnly}
					aria-describedby={describeId}
					className={controlClassName}
					onChange={(event) => {
						set(event.target.value)
						if (bar.hydrated) changeDay(event.target.value)
					}}
				/>
				{describe ? (
					<p id={describeId} className="text-xs text-slate-600">
						{t(describe)}
					</p>
				) : null}
			</div>
		)
	}

	return (
		<FilterFrame definition={definition} group>
			<div className="flex flex-wrap items-end gap-3">
				<div className="flex flex-col gap-1">
					<label htmlFor={id} className={labelClassName}>
						{t('filter:period')}
					</label>
					<select
						id={id}
						name={definition.defaultQuery}
						value={preset}
						className={controlClassName}
						onChange={(event) => {
							if (bar.hydrated) changePreset(event.target.value)
							else setPreset(event.target.value)
						}}
					>
						<option value="">{t('filter:choosePeriod')}</option>
						{presets.map((code) => (
							<option key={code} value={code}>
								{t(PRESET_LABELS[code])}
							</option>
						))}
					</select>
				</div>
				{preset === 'JUST_ONE'
					? dayInput(fromKey, t('filter:day'), fromDay, 1, setFromDay, definition.from.describe)
					: null}
				{preset === 'CUSTOMIZED' || relative ? (
					<>
						{dayInput(fromKey, t('filter:from'), fromDay, 1, setFromDay, definition.from.describe)}
						{dayInput(toKey, t('filter:to'), toDay, 2, setToDay, definition.to.describe)}
					</>
				) : null}
			</div>
		</FilterFrame>
	)
}
