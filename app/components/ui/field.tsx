import { useId, type InputHTMLAttributes, type Key, type ReactNode } from 'react'

/**
 * What an <input> accepts, plus the `key` Conform's getInputProps() returns: Conform changes it
 * to reset an uncontrolled input, so the Field puts it on the <input> rather than spreading it.
 */
export type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & { key?: Key | null }

export type FieldErrors = ReadonlyArray<string | null | undefined> | null | undefined

export type FieldProps = {
	label: ReactNode
	inputProps: FieldInputProps
	errors?: FieldErrors
	/** Help text under the input, announced with it. */
	description?: ReactNode
	className?: string
}

const inputClassName =
	'min-h-10 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-[invalid=true]:border-red-700'

/**
 * A labelled input with its errors. The ids follow Conform's convention (`{id}-error`,
 * `{id}-description`), so `aria-describedby` from getInputProps() points at what we render.
 */
export function Field({ label, inputProps, errors, description, className }: FieldProps) {
	const fallbackId = useId()
	const {
		key,
		id = fallbackId,
		className: inputExtraClassName,
		'aria-describedby': describedBy,
		'aria-invalid': ariaInvalid,
		...rest
	} = inputProps
	const messages = errorMessages(errors)
	const errorId = `${id}-error`
	const descriptionId = `${id}-description`
	const hasErrors = messages.length > 0
	// Keep what the caller described the input with, but never point at an error list we do
	// not render (Conform may pass the error id from a previous submission).
	const describedByIds = new Set((describedBy ?? '').split(/\s+/).filter(Boolean))
	describedByIds.delete(errorId)
	if (description) describedByIds.add(descriptionId)
	if (hasErrors) describedByIds.add(errorId)
	const invalid = hasErrors || ariaInvalid === true || ariaInvalid === 'true'

	return (
		<div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
			<label htmlFor={id} className="text-sm font-medium text-slate-800">
				{label}
			</label>
			<input
				key={key}
				id={id}
				className={[inputClassName, inputExtraClassName].filter(Boolean).join(' ')}
				aria-invalid={invalid || undefined}
				aria-describedby={describedByIds.size > 0 ? [...describedByIds].join(' ') : undefined}
				{...rest}
			/>
			{description ? (
				<p id={descriptionId} className="text-sm text-slate-600">
					{description}
				</p>
			) : null}
			<ErrorList id={errorId} errors={messages} />
		</div>
	)
}

function errorMessages(errors: FieldErrors): string[] {
	// The same message twice says nothing more, and would repeat a React key.
	return [...new Set((errors ?? []).filter((error): error is string => Boolean(error)))]
}

/** The errors of a field or a whole form; nothing at all when there are none. */
export function ErrorList({ id, errors }: { id?: string; errors?: FieldErrors }) {
	const messages = errorMessages(errors)
	if (messages.length === 0) return null
	return (
		<ul id={id} className="flex flex-col gap-1 text-sm text-red-700">
			{messages.map((message) => (
				<li key={message}>{message}</li>
			))}
		</ul>
	)
}
