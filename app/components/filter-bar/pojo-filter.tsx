import { useTranslation } from 'react-i18next'
import { useFilterBar, useResettableState } from './context'
import { chooseKey, searchKey, type FilterEntity, type PojoFilterDefinition } from './definition'
import { controlClassName, FilterFrame, frameIds, RemoveLink } from './filter-frame'
import { PojoCombobox } from './pojo-combobox'
import { type PojoEntities, type PojoFilterState } from './query'

/**
 * An entity picker: the chosen entities as removable chips (their ids travel as hidden inputs),
 * and a way to choose more — a combobox with JavaScript, a search field and the server's matches
 * as buttons without it.
 */
export function PojoFilter({
	definition,
	state,
	entities,
}: {
	definition: PojoFilterDefinition
	state: PojoFilterState
	entities: PojoEntities | undefined
}) {
	const { t } = useTranslation()
	const bar = useFilterBar()
	const id = bar.controlId(definition.query)
	const label = t(definition.name)
	// Chosen with JavaScript and on their way into the URL: shown, and sent by the next change.
	// Every new loader state (a new `state` object) replaces them with what the URL holds.
	const [pending, setPending] = useResettableState<FilterEntity[]>([], state)
	const chosen = [
		...state.value.map(
			(entityId) =>
				entities?.chosen.find((entity) => entity.id === entityId) ?? {
					id: entityId,
					label: entityId,
				},
		),
		...pending.filter((entity) => !state.value.includes(entity.id)),
	]

	return (
		<FilterFrame definition={definition} group={false}>
			{chosen.length === 0 ? <input type="hidden" name={definition.query} value="" /> : null}
			{chosen.map((entity) => (
				<input key={entity.id} type="hidden" name={definition.query} value={entity.id} />
			))}
			{chosen.length > 0 ? (
				<ul aria-label={t('filter:chosen', { name: label })} className="flex flex-wrap gap-2">
					{chosen.map((entity) => (
						<li
							key={entity.id}
							className="flex items-center gap-1 rounded-full bg-emerald-50 py-0.5 pr-1 pl-3 text-sm text-emerald-950"
						>
							{entity.label}
							<RemoveLink
								to={bar.unchooseTo(definition, entity.id)}
								label={entity.label}
								onRemove={() => bar.unchoose(definition, entity.id)}
							/>
						</li>
					))}
				</ul>
			) : null}
			{bar.hydrated ? (
				<PojoCombobox
					definition={definition}
					inputId={id}
					describedBy={frameIds(id, definition).describeId}
					chosenIds={chosen.map((entity) => entity.id)}
					onChoose={(entity) => {
						setPending((current) => [...current, entity])
						bar.choose(definition, entity)
					}}
				/>
			) : (
				<PojoSearch
					definition={definition}
					inputId={id}
					label={label}
					search={state.search}
					matches={entities?.matches ?? null}
				/>
			)}
		</FilterFrame>
	)
}

/**
 * Without JavaScript: a search field (Enter or the button sends the form, the loader lists the
 * matches) and each match as a button that chooses it.
 */
function PojoSearch({
	definition,
	inputId,
	label,
	search,
	matches,
}: {
	definition: PojoFilterDefinition
	inputId: string
	label: string
	search: string
	matches: FilterEntity[] | null
}) {
	const { t } = useTranslation()
	return (
		<>
			<div className="flex gap-2">
				<input
					id={inputId}
					type="search"
					name={searchKey(definition.query)}
					defaultValue={search}
					autoComplete="off"
					aria-describedby={frameIds(inputId, definition).describeId}
					className={`${controlClassName} min-w-0 flex-1`}
				/>
				<button
					type="submit"
					aria-label={t('filter:searchNamed', { name: label })}
					className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
				>
					{t('filter:search')}
				</button>
			</div>
			{matches === null ? null : matches.length > 0 ? (
				<ul aria-label={t('filter:matches', { search })} className="flex flex-col gap-1">
					{matches.map((match) => (
						<li key={match.id}>
							<button
								type="submit"
								name={chooseKey(definition.query)}
								value={match.id}
								className="w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-emerald-50 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
							>
								{match.label}
							</button>
						</li>
					))}
				</ul>
			) : (
				<p className="text-sm text-slate-600">{t('filter:noMatches', { search })}</p>
			)}
		</>
	)
}
