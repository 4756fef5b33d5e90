import { type ReactNode } from 'react'
import { Button } from '~/components/ui/button'

/**
 * A small form inside the record form that adds a category or a client in place: a <details>
 * (it opens without JavaScript too) whose button posts the whole record form with its `intent`,
 * so the server creates the thing and answers the form with every value kept and the new one
 * chosen. Open again when its fields come back with errors.
 */
export function NewThing({
	summary,
	intent,
	submit,
	open,
	children,
}: {
	summary: string
	intent: string
	submit: string
	open: boolean
	children: ReactNode
}) {
	return (
		<details open={open || undefined} className="rounded-md border border-slate-200 p-3">
			<summary className="cursor-pointer text-sm font-medium text-emerald-800">{summary}</summary>
			<div className="mt-3 flex flex-col gap-2">
				{children}
				<div>
					<Button type="submit" variant="secondary" name="intent" value={intent} formNoValidate>
						{submit}
					</Button>
				</div>
			</div>
		</details>
	)
}
