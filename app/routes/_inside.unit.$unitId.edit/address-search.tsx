import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import { type MapsAnswer, type Place } from '~/server/maps.server'
import { ADDRESS_SEARCH_FIELD, PLACE_FIELD, type PlaceChoice } from './unit-form'

/** Where the edit page's fetchers ask (app/routes/options.places.tsx). */
const PLACES_URL = '/options/places'

/** What the action answered a search without JavaScript. */
export type SearchOutcome = { kind: 'search' | 'reverse'; answer: MapsAnswer } | null

export type AddressSearchProps = {
	/** The search text typed last (kept across a post without JavaScript). */
	defaultQuery: string
	/** The action's answer to a search or a reverse look-up, without JavaScript. */
	outcome: SearchOutcome
	/** A place was chosen without JavaScript: its fields are filled, and this says so. */
	chosen: boolean
	/** Without JavaScript, a search with nothing to search for: which one. */
	empty: 'search' | 'reverse' | null
	/** The coordinates typed now, for "find the address of these coordinates". */
	coordinates: { latitude: string; longitude: string }
	/** With JavaScript: puts a place into the form's address and coordinates. */
	onChoose: (place: PlaceChoice) => void
}

/**
 * "Search the address" inside the unit's form. Without JavaScript its buttons submit the whole
 * form (so nothing typed is lost) with intent `search` or `reverse`, and each match is a submit
 * button carrying its place, which the action puts into the fields. With JavaScript the same runs
 * through fetchers and the chosen place goes straight into the fields.
 */
export function AddressSearch({
	defaultQuery,
	outcome,
	chosen,
	empty,
	coordinates,
	onChoose,
}: AddressSearchProps) {
	const { t } = useTranslation('unit')
	const hydrated = useHydrated()
	const id = useId()
	const query = useRef<HTMLInputElement>(null)
	const fetcher = useFetcher<MapsAnswer>()
	const [asked, setAsked] = useState<'search' | 'reverse' | null>(null)
	// The action's word without JavaScript; the fetchers' with it.
	const said = chosen
		? t('edit.placeChosen')
		: empty === 'search'
			? t('edit.searchEmpty')
			: empty === 'reverse'
				? t('edit.reverseNeedsCoordinates')
				: null
	const [message, setMessage] = useState<string | null>(said)
	useEffect(() => setMessage(said), [said])

	// What to show: the fetcher's answer with JavaScript, the action's without.
	const current: SearchOutcome =
		hydrated && asked && fetcher.data && fetcher.state === 'idle'
			? { kind: asked, answer: fetcher.data }
			: hydrated
				? null
				: outcome
	const loading = fetcher.state !== 'idle'

	function search() {
		const text = query.current?.value.trim() ?? ''
		if (!text) {
			setAsked(null)
			setMessage(t('edit.searchEmpty'))
			return
		}
		setMessage(null)
		setAsked('search')
		fetcher.load(`${PLACES_URL}?${new URLSearchParams({ query: text })}`)
	}

	function reverse() {
		const { latitude, longitude } = coordinates
		if (!latitude.trim() || !longitude.trim()) {
			setAsked(null)
			setMessage(t('edit.reverseNeedsCoordinates'))
			return
		}
		setMessage(null)
		setAsked('reverse')
		fetcher.load(`${PLACES_URL}?${new URLSearchParams({ lat: latitude, lon: longitude })}`)
	}

	function choose(place: Place) {
		onChoose(placeChoice(place))
		setAsked(null)
		setMessage(t('edit.placeChosen'))
	}

	return (
		<fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
			<legend className="px-1 font-medium">{t('edit.search')}</legend>
			<label htmlFor={`${id}-query`} className="text-sm font-medium text-slate-800">
				{t('edit.search')}
			</label>
			<div className="flex flex-wrap gap-2">
				<input
					ref={query}
					id={`${id}-query`}
					name={ADDRESS_SEARCH_FIELD}
					type="search"
					defaultValue={defaultQuery}
					aria-describedby={`${id}-help`}
					className="min-h-10 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2"
					onKeyDown={(event) => {
						// Enter searches here, rather than saving the whole form.
						if (hydrated && event.key === 'Enter') {
							event.preventDefault()
							search()
						}
					}}
				/>
				<Button
					variant="secondary"
					{...(hydrated
						? { type: 'button', onClick: search }
						: { type: 'submit', name: 'intent', value: 'search', formNoValidate: true })}
				>
					{t('edit.searchSubmit')}
				</Button>
			</div>
			<p id={`${id}-help`} className="text-sm text-slate-600">
				{t('edit.searchHelp')}
			</p>
			<div>
				<Button
					variant="ghost"
					size="sm"
					{...(hydrated
						? { type: 'button', onClick: reverse }
						: { type: 'submit', name: 'intent', value: 'reverse', formNoValidate: true })}
				>
					{t('edit.reverse')}
				</Button>
			</div>
			<div role="status" aria-live="polite" className="text-sm text-slate-700 empty:sr-only">
				{loading ? t('edit.searching') : (message ?? statusOf(current))}
			</div>
			{current?.answer.status === 'ok' && current.answer.places.length > 0 ? (
				// eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops a bulletless list's role
				<ul role="list" aria-label={t('edit.matches')} className="flex flex-col gap-1">
					{current.answer.places.map((place) => (
						<li key={`${place.latitude},${place.longitude},${place.address}`}>
							<Button
								variant="secondary"
								size="sm"
								className="w-full justify-start text-left"
								{...(hydrated
									? { type: 'button', onClick: () => choose(place) }
									: {
											type: 'submit',
											name: PLACE_FIELD,
											value: JSON.stringify(placeChoice(place)),
											formNoValidate: true,
										})}
							>
								{place.address}
							</Button>
						</li>
					))}
				</ul>
			) : null}
		</fieldset>
	)

	function statusOf(shown: SearchOutcome): string {
		if (!shown) return ''
		if (shown.answer.status !== 'ok') return t('edit.mapsUnavailable')
		if (shown.answer.places.length > 0) return ''
		return shown.kind === 'reverse' ? t('edit.reverseNone') : t('edit.noMatches')
	}
}

/** A found place as the form takes it: the address cut to the field's length. */
function placeChoice(place: Place): PlaceChoice {
	return {
		address: place.address.slice(0, 300),
		latitude: place.latitude,
		longitude: place.longitude,
	}
}
