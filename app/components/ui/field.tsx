import {
	useId,
	type AriaAttributes,
	type InputHTMLAttributes,
	type Key,
	type ReactNode,
	type SelectHTMLAttributes,
} from 'react'

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
export function Field({ inputProps, ...field }: FieldProps) {
	const { key, control, frame } = useLabelledControl(inputProps, field)
	return (
		<FieldFrame {...frame}>
			<input key={key} {...control} />
		</FieldFrame>
	)
}

/** What a <select> accepts, plus Conform's `key` (see FieldInputProps). */
export type FieldSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { key?: Key | null }

export type SelectFieldProps = Omit<FieldProps, 'inputProps'> & {
	selectProps: FieldSelectProps
	options: ReadonlyArray<{ value: string; label: string; lang?: string }>
}

/** A labelled <select> with its errors, wired the same way as Field. */
export function SelectField({ selectProps, options, ...field }: SelectFieldProps) {
	const { key, control, frame } = useLabelledControl(selectProps, field)
	return (
		<FieldFrame {...frame}>
			<select key={key} {...control}>
				{options.map((option) => (
					<option key={option.value} value={option.value} lang={option.lang}>
						{option.label}
					</option>
				))}
			</select>
		</FieldFrame>
	)
}

/** The props of Field and SelectField's control that the field wires itself. */
type WiredProps = {
	key?: Key | null
	id?: string
	className?: string
	'aria-describedby'?: string
	'aria-invalid'?: AriaAttributes['aria-invalid']
}

/**
 * The one path of Field and SelectField: the control's props wired to the label, description
 * and errors, and what FieldFrame needs. A hook rather than a component, so useId runs in the
 * field itself. `key` comes back apart, for the control's element: React will not spread it.
 */
function useLabelledControl<P extends WiredProps>(
	controlProps: P,
	{ label, errors, description, className }: Omit<FieldProps, 'inputProps'>,
) {
	const fallbackId = useId()
	const {
		key,
		id = fallbackId,
		className: controlClassName,
		'aria-describedby': describedBy,
		'aria-invalid': ariaInvalid,
		...rest
	} = controlProps
	const wiring = wire({ id, describedBy, ariaInvalid, errors, description })
	return {
		key,
		// In a fixed order, so every control's markup is written the same way.
		control: {
			id,
			className: [inputClassName, controlClassName].filter(Boolean).join(' '),
			'aria-invalid': wiring.invalid || undefined,
			'aria-describedby': wiring.describedBy,
			...rest,
		},
		frame: { id, label, description, wiring, className },
	}
}

type Wiring = {
	messages: string[]
	errorId: string
	descriptionId: string
	invalid: boolean
	describedBy: string | undefined
}

function wire({
	id,
	describedBy,
	ariaInvalid,
	errors,
	description,
}: {
	id: string
	describedBy: string | undefined
	ariaInvalid: AriaAttributes['aria-invalid']
	errors: FieldErrors
	description: ReactNode
}): Wiring {
	const messages = errorMessages(errors)
	const errorId = `${id}-error`
	const descriptionId = `${id}-description`
	const hasErrors = messages.length > 0
	// Keep what the caller described the control with, but never point at an error list we do
	// not render (Conform may pass the error id from a previous submission).
	const describedByIds = new Set((describedBy ?? '').split(/\s+/).filter(Boolean))
	describedByIds.delete(errorId)
	if (description) describedByIds.add(descriptionId)
	if (hasErrors) describedByIds.add(errorId)
	return {
		messages,
		errorId,
		descriptionId,
		invalid: hasErrors || ariaInvalid === true || ariaInvalid === 'true',
		describedBy: describedByIds.size > 0 ? [...describedByIds].join(' ') : undefined,
	}
}

function FieldFrame({
	id,
	label,
	description,
	wiring,
	className,
	children,
}: {
	id: string
	label: ReactNode
	description: ReactNode
	wiring: Wiring
	className: string | undefined
	children: ReactNode
}) {
	return (
		<div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
			<label htmlFor={id} className="text-sm font-medium text-slate-800">
				{label}
			</label>
			{children}
			{description ? (
				<p id={wiring.descriptionId} className="text-sm text-slate-600">
					{description}
				</p>
			) : null}
			{/* A line is kept for the error whether or not there is one: an error that vanishes on
			blur would otherwise move the submit button away between mouse down and up, and the
			click that was meant to send the form would land on nothing. */}
			<div className="min-h-5">
				<ErrorList id={wiring.errorId} errors={wiring.messages} />
			</div>
		</div>
	)
}

function errorMessages(errors: FieldErrors): string[] {
	// The same message twice says nothing more, and would repeat a React key.
	return [...new Set((errors ?? []).filter((error): error is string => Boolean(error)))]
}

/**
 * The errors of a field or a whole form; nothing at all when there are none. An alert, so a
 * screen reader says what went wrong as it appears (a refusal after a post, the API being down).
 */
export function ErrorList({ id, errors }: { id?: string; errors?: FieldErrors }) {
	const messages = errorMessages(errors)
	if (messages.length === 0) return null
	return (
		<div role="alert">
			<ul id={id} className="flex flex-col gap-1 text-sm text-red-700">
				{messages.map((message) => (
					<li key={message}>{message}</li>
				))}
			</ul>
		</div>
	)
}
