import { CheckFilter } from './check-filter'
import { type FilterDefinition } from './definition'
import { GroupFilter } from './group-filter'
import { PojoFilter } from './pojo-filter'
import { type FilterBarState, type FilterState } from './query'
import { RangeFilter } from './range-filter'
import { TextFilter } from './text-filter'

/**
 * One selected filter's controls, by kind. Its own module: the bar loads it on demand (see
 * filter-bar.tsx), so a list shown without filters carries none of their code.
 */
export function SelectedFilter({
	definition,
	filter,
	state,
}: {
	definition: FilterDefinition
	filter: FilterState
	state: FilterBarState
}) {
	switch (definition.kind) {
		case 'SINGLE':
			if (definition.type === 'check') {
				return filter.kind === 'SINGLE' && filter.type === 'check' ? (
					<CheckFilter definition={definition} state={filter} />
				) : null
			}
			return filter.kind === 'SINGLE' && filter.type !== 'check' ? (
				<TextFilter definition={definition} state={filter} />
			) : null
		case 'GROUP':
			return filter.kind === 'GROUP' ? <GroupFilter definition={definition} state={filter} /> : null
		case 'RANGE':
			return filter.kind === 'RANGE' ? <RangeFilter definition={definition} state={filter} /> : null
		case 'POJO':
			return filter.kind === 'POJO' ? (
				<PojoFilter
					definition={definition}
					state={filter}
					entities={state.entities[definition.query]}
				/>
			) : null
	}
}
