import { useTranslation } from 'react-i18next'
import { useFilterBar } from './context'
import { type GroupFilterDefinition } from './definition'
import { controlClassName, FilterFrame, labelClassName } from './filter-frame'
import { type GroupFilterState } from './query'

/** Several inputs under one label (a minimum and a maximum…), each under its own key. */
export function GroupFilter({
	definition,
	state,
}: {
	definition: GroupFilterDefinition
	state: GroupFilterState
}) {
	const { t } = useTranslation()
	const bar = useFilterBar()
	const id = bar.controlId(definition.query)
	return (
		<FilterFrame definition={definition} group>
			<div className="flex flex-wrap gap-3">
				{definition.filters.map((filter, index) => {
					const inputId = index === 0 ? id : `${id}-${index}`
					const value = state.value.find((sub) => sub.query === filter.query)?.value ?? ''
					return (
						<div key={filter.query} className="flex flex-col gap-1">
							<label htmlFor={inputId} className={labelClassName}>
								{t(filter.describe)}
							</label>
							<input
								id={inputId}
								name={filter.query}
								type={filter.type === 'number' ? 'number' : 'search'}
								step={filter.type === 'number' ? 'any' : undefined}
								defaultValue={value}
								autoComplete="off"
								className={`${controlClassName} w-32`}
								onChange={bar.hydrated ? bar.applySoon : undefined}
							/>
						</div>
					)
				})}
			</div>
		</FilterFrame>
	)
}
