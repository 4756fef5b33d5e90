import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { useHydrated } from '../use-hydrated'

/**
 * A moment (an ISO instant) in the reader's own zone. The server cannot know that zone: it writes
 * the unit's, naming it (so the time is never ambiguous), and the browser rewrites it in its own
 * once hydrated — the first render in the browser repeats the server's, so hydration matches.
 */
export function Moment({
	at,
	locale,
	fallbackZone,
}: {
	at: string
	locale: string
	/** The zone written before scripts run (the unit's). */
	fallbackZone: string
}) {
	const hydrated = useHydrated()
	const timeZone = hydrated ? undefined : fallbackZone
	const text = dateTimeFormat(locale, {
		// Not dateStyle / timeStyle: Intl refuses them beside timeZoneName.
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		timeZone,
		timeZoneName: 'short',
	}).format(new Date(at))
	return <time dateTime={at}>{text}</time>
}
