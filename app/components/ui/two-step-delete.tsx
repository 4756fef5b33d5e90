import { Form, Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'

/** The query key of the second step: `?delete` asks "Delete this …?". */
export const DELETE_PARAM = 'delete'

/** What the two steps say, in the page's own words (each page translates its own). */
export interface TwoStepDeleteWords {
	/** The first step's link: "Delete". */
	start: string
	/** The second step's question: "Delete this record?". */
	confirm: string
	/** What deleting does to the money. */
	consequence: string
	yes: string
	no: string
}

/**
 * Deleting what moved money (a record, a transfer) takes two steps, so a slip moves no money
 * back: "Delete" is a link to `?delete` (in the URL, so it works without JavaScript), where the
 * page says what deleting does and offers "Yes, delete" (a post, intent=delete) beside a way back.
 */
export function TwoStepDelete({
	pagePath,
	confirming,
	error,
	words,
}: {
	pagePath: string
	confirming: boolean
	error: string | undefined
	words: TwoStepDeleteWords
}) {
	// Back from the second step ("No") in the page, the focus returns to the first step's link,
	// which the second replaced, rather than falling to <body>.
	const start = useRef<HTMLAnchorElement>(null)
	const wasConfirming = useRef(confirming)
	useEffect(() => {
		if (wasConfirming.current && !confirming) start.current?.focus()
		wasConfirming.current = confirming
	}, [confirming])
	if (!confirming) {
		return (
			<div className="flex flex-col gap-2">
				<ErrorList errors={error ? [error] : []} />
				<div>
					<Link
						ref={start}
						to={`${pagePath}?${DELETE_PARAM}`}
						preventScrollReset
						className={buttonClassName({ variant: 'secondary' })}
					>
						{words.start}
					</Link>
				</div>
			</div>
		)
	}
	return (
		<Form
			method="post"
			action={`${pagePath}?${DELETE_PARAM}`}
			preventScrollReset
			className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4"
		>
			<p className="font-medium text-slate-900">{words.confirm}</p>
			<p className="text-sm text-slate-800">{words.consequence}</p>
			<ErrorList errors={error ? [error] : []} />
			<div className="flex flex-wrap gap-2">
				<StatusButton
					type="submit"
					name="intent"
					value="delete"
					formActionPath={`${pagePath}?${DELETE_PARAM}`}
					// The step the person asked for: with JavaScript, the focus goes straight to it.
					// eslint-disable-next-line jsx-a11y/no-autofocus
					autoFocus
				>
					{words.yes}
				</StatusButton>
				<Link
					to={pagePath}
					preventScrollReset
					className={buttonClassName({ variant: 'secondary' })}
				>
					{words.no}
				</Link>
			</div>
		</Form>
	)
}
