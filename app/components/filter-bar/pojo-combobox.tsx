import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
	SEARCH_DEBOUNCE_MS,
	SEARCH_LIMIT,
	SEARCH_MIN_LENGTH,
	searchHref,
	type FilterEntity,
	type PojoFilterDefinition,
} from './definition'
import { controlClassName } from './filter-frame'

/** The options of a search answer: `[{ id, label }]`, anything else read as none. */
export function entitiesOf(data: unknown): FilterEntity[] {
	if (!Array.isArray(data)) return []
	return data.filter(
		(item): item is FilterEntity =>
			typeof item === 'object' &&
			item !== null &&
			typeof (item as FilterEntity).id === 'string' &&
			typeof (item as FilterEntity).label === 'string',
	)
}

/**
 * The ARIA 1.2 combobox with a list popup: typing (1 character or more) searches 100 ms after the
 * last key, through a fetcher on the definition's searchUrl (10 options); Down and Up move through
 * the options (aria-activedescendant, focus stays in the input), Enter chooses, Escape closes the
 * list or, closed, clears the text. A pointer choice keeps the focus in the input too.
 */
export function PojoCombobox({
	definition,
	inputId,
	describedBy,
	chosenIds,
	onChoose,
}: {
	definition: PojoFilterDefinition
	inputId: string
	describedBy: string | undefined
	chosenIds: readonly string[]
	onChoose: (entity: FilterEntity) => void
}) {
	const { t } = useTranslation()
	const fetcher = useFetcher<unknown>()
	const listboxId = useId()
	const hintId = useId()
	const [text, setText] = useState('')
	const [open, setOpen] = useState(false)
	const [active, setActive] = useState(-1)
	// The text whose answer is awaited or shown; '' when there is no search.
	const [searched, setSearched] = useState('')
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
	useEffect(() => () => clearTimeout(timer.current), [])

	const options = entitiesOf(fetcher.data)
		.filter((entity) => !chosenIds.includes(entity.id))
		.slice(0, SEARCH_LIMIT)
	const loading = searched !== '' && fetcher.state !== 'idle'
	const expanded = open && searched !== '' && options.length > 0
	const activeOption = expanded && active >= 0 ? options[active] : undefined

	function search(value: string) {
		clearTimeout(timer.current)
		setActive(-1)
		const query = value.trim()
		if (query.length < SEARCH_MIN_LENGTH) {
			setSearched('')
			setOpen(false)
			return
		}
		setOpen(true)
		timer.current = setTimeout(() => {
			setSearched(query)
			fetcher.load(searchHref(definition.searchUrl, query))
		}, SEARCH_DEBOUNCE_MS)
	}

	function choose(entity: FilterEntity) {
		clearTimeout(timer.current)
		onChoose(entity)
		setText('')
		setSearched('')
		setOpen(false)
		setActive(-1)
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		const count = options.length
		switch (event.key) {
			case 'ArrowDown':
				event.preventDefault()
				if (count === 0 || searched === '') return
				setOpen(true)
				setActive((index) => (expanded ? (index + 1) % count : 0))
				return
			case 'ArrowUp':
				event.preventDefault()
				if (count === 0 || searched === '') return
				setOpen(true)
				setActive((index) => (expanded ? (index <= 0 ? count - 1 : index - 1) : count - 1))
				return
			case 'Enter':
				// An open list takes Enter; a closed one lets it send the form.
				if (!expanded) return
				event.preventDefault()
				if (activeOption) choose(activeOption)
				return
			case 'Escape':
				if (expanded) {
					event.preventDefault()
					setOpen(false)
					setActive(-1)
				} else if (text !== '') {
					event.preventDefault()
					setText('')
					search('')
				}
				return
		}
	}

	const answered = !loading && searched !== '' && fetcher.data !== undefined
	const noResults = answered && options.length === 0
	const status = loading
		? t('filter:searching')
		: !answered
			? ''
			: noResults
				? t('filter:noResults')
				: t('filter:results', { count: options.length })

	return (
		<div className="relative flex flex-col gap-1">
			<input
				id={inputId}
				type="text"
				role="combobox"
				aria-autocomplete="list"
				aria-expanded={expanded}
				aria-controls={listboxId}
				aria-activedescendant={activeOption ? `${listboxId}-${active}` : undefined}
				aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
				autoComplete="off"
				value={text}
				className={controlClassName}
				onChange={(event) => {
					setText(event.target.value)
					search(event.target.value)
				}}
				onKeyDown={onKeyDown}
				onBlur={() => {
					setOpen(false)
					setActive(-1)
				}}
			/>
			<span id={hintId} className="sr-only">
				{t('filter:searchHint')}
			</span>
			<ul
				id={listboxId}
				role="listbox"
				aria-labelledby={`${inputId}-label`}
				hidden={!expanded}
				className="absolute top-11 right-0 left-0 z-50 max-h-72 overflow-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
			>
				{expanded
					? options.map((option, index) => (
							// Options are chosen from the input's keys (aria-activedescendant); the pointer
							// gets onClick, and mouse down must not take the focus from the input.
							// eslint-disable-next-line jsx-a11y/click-events-have-key-events
							<li
								key={option.id}
								id={`${listboxId}-${index}`}
								role="option"
								aria-selected={index === active}
								tabIndex={-1}
								className="cursor-pointer rounded px-3 py-2 text-sm text-slate-800 aria-selected:bg-emerald-50 aria-selected:text-emerald-900"
								onMouseDown={(event) => event.preventDefault()}
								onMouseEnter={() => setActive(index)}
								onClick={() => choose(option)}
							>
								{option.label}
							</li>
						))
					: null}
			</ul>
			<p role="status" className={noResults ? 'text-xs text-slate-600' : 'sr-only'}>
				{status}
			</p>
		</div>
	)
}
