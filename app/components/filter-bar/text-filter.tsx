import { useFilterBar } from './context'
import { type TextFilterDefinition } from './definition'
import { controlClassName, FilterFrame, frameIds } from './filter-frame'
import { type TextFilterState } from './query'

/**
 * A text or number filter. The input is left to the browser (not driven by the URL), so what is
 * typed stays put while the URL catches up; the URL follows once typing rests, or on Enter.
 */
export function TextFilter({
	definition,
	state,
}: {
	definition: TextFilterDefinition
	state: TextFilterState
}) {
	const bar = useFilterBar()
	const id = bar.controlId(definition.query)
	return (
		<FilterFrame definition={definition} group={false}>
			<input
				id={id}
				name={definition.query}
				type={definition.type === 'number' ? 'number' : 'search'}
				step={definition.type === 'number' ? 'any' : undefined}
				defaultValue={state.value}
				aria-describedby={frameIds(id, definition).describeId}
				autoComplete="off"
				className={controlClassName}
				onChange={bar.hydrated ? bar.applySoon : undefined}
			/>
		</FilterFrame>
	)
}
