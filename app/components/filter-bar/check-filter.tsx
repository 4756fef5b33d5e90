import { useTranslation } from 'react-i18next'
import { useFilterBar } from './context'
import { type CheckFilterDefinition } from './definition'
import { FilterFrame } from './filter-frame'
import { type CheckFilterState } from './query'

/**
 * Tick boxes under one label; each tick applies at once (JS). The hidden empty value keeps the
 * filter selected when a form without JavaScript is sent with no box ticked.
 */
export function CheckFilter({
	definition,
	state,
}: {
	definition: CheckFilterDefinition
	state: CheckFilterState
}) {
	const { t } = useTranslation()
	const bar = useFilterBar()
	const id = bar.controlId(definition.query)
	return (
		<FilterFrame definition={definition} group>
			<input type="hidden" name={definition.query} value="" />
			<div className="flex flex-wrap gap-x-4 gap-y-2">
				{definition.options.map((option, index) => (
					<label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
						<input
							id={index === 0 ? id : undefined}
							type="checkbox"
							name={definition.query}
							value={option.value}
							defaultChecked={state.value.includes(option.value)}
							className="size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
							onChange={bar.hydrated ? () => bar.apply() : undefined}
						/>
						{t(option.label)}
					</label>
				))}
			</div>
		</FilterFrame>
	)
}
