import { type FormEvent, useCallback, useRef, useState } from 'react'

const loadValidation = () => import('./record-form-validation')

/** The record form's validation module, as the page holds it once fetched. */
export type RecordFormValidation = Awaited<ReturnType<typeof loadValidation>>

/**
 * The name of the submitter of Conform's own intents (add or remove a line, update a field):
 * @conform-to/dom's INTENT, which only Conform reads.
 */
const CONFORM_INTENT = '__intent__'

/**
 * The record form's validation (zod, ~31 KB gzipped), fetched on the first sign of intent
 * (`prepare`, on focus or pointer enter) rather than with the page. Until it is in, saving or a
 * search posts and the action validates, as without JavaScript; but Conform's own intents —
 * "Add a line", a line's removal, a product's price filled in — are held (`hold`, from the form's
 * onSubmit before Conform's) and replayed once it is in (`replayNext`, after each render): posted,
 * the server's answer would rebuild the form over whatever was typed while it was on its way. If
 * the module cannot be fetched, the first held intent goes to the server after all, which answers
 * it as without JavaScript.
 *
 * Held by the page, above the form it rebuilds on every answer, so the module is fetched once.
 */
export function useRecordFormValidation(formId: string) {
	// Set once: setting it again to the same module would render the form's component and bail
	// out without rendering its children, and Conform rebuilds its subscriptions in that render
	// (the form's errors would stop showing; see use-on-demand.ts).
	const [module, setModule] = useState<RecordFormValidation>()
	const loading = useRef(false)
	const held = useRef<string[]>([])
	// While true, a Conform intent passes to Conform (and, the module missing, to the server).
	const releasing = useRef(false)

	const prepare = useCallback(() => {
		if (loading.current) return
		loading.current = true
		loadValidation().then(
			(loaded) => setModule(() => loaded),
			() => {
				// The next sign of intent tries again; a held intent goes to the server now.
				loading.current = false
				const first = held.current[0]
				held.current = []
				const form = document.forms.namedItem(formId)
				if (first !== undefined && form) {
					releasing.current = true
					try {
						requestIntent(form, first)
					} finally {
						releasing.current = false
					}
				}
			},
		)
	}, [formId])

	/** Holds a Conform intent submitted before the module is in; true when it did. */
	const hold = useCallback(
		(event: FormEvent<HTMLFormElement>) => {
			if (module || releasing.current) return false
			const submitter = (event.nativeEvent as SubmitEvent).submitter
			if (!(submitter instanceof HTMLButtonElement) || submitter.name !== CONFORM_INTENT) {
				return false
			}
			event.preventDefault()
			held.current.push(submitter.value)
			prepare()
			return true
		},
		[module, prepare],
	)

	/**
	 * Replays the oldest held intent once the module is in; true when it did. One per render:
	 * Conform applies an intent to the form as rendered, so the next waits for this one's render.
	 */
	const replayNext = useCallback(() => {
		if (!module) return false
		const next = held.current.shift()
		const form = document.forms.namedItem(formId)
		if (next === undefined || !form) return false
		requestIntent(form, next)
		return true
	}, [module, formId])

	return { module, prepare, hold, replayNext }
}

/** Submits the form as Conform's intent buttons do: a hidden submitter carrying the intent. */
function requestIntent(form: HTMLFormElement, intent: string) {
	const submitter = document.createElement('button')
	submitter.name = CONFORM_INTENT
	submitter.value = intent
	submitter.hidden = true
	submitter.formNoValidate = true
	submitter.setAttribute('form', form.id)
	document.body.append(submitter)
	try {
		form.requestSubmit(submitter)
	} finally {
		submitter.remove()
	}
}
