import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorList, Field } from './ui/field'
import { StatusButton } from './ui/status-button'
import { useValidationOnDemand } from './use-validation-on-demand'

// The form's rule (zod, photo-validation.ts), fetched when someone reaches for the form.
const loadValidation = () => import('./photo-validation')

/**
 * The HTML constraints of photo-validation.ts's schema (what getZodConstraint makes of it,
 * photo-form.test.tsx checks), written out so that the three pages with a photo need neither
 * zod nor their loaders to carry them.
 */
export const photoConstraint = { intent: { required: true }, photo: { required: true } }

/**
 * The one photo form (profile, company, unit): a plain multipart post with `intent=photo`, so it
 * works without JavaScript; its action is photo-upload.server.ts's photoAction. Keyed by the
 * photo it shows, so a saved upload leaves an empty file input behind.
 */
export function PhotoForm({
	id,
	photo,
	lastResult,
	words,
	children,
}: {
	id: string
	/** The photo now (its multimedia id), or null. */
	photo: string | null
	lastResult: SubmissionResult<string[]> | undefined
	/** The page's own words: the field's label and help, and the button's name. */
	words: { label: string; help: string; submit: string }
	/** Shown first in the form (the current photo beside a heading, say). */
	children?: ReactNode
}) {
	const { t } = useTranslation()
	const { onValidate, intent } = useValidationOnDemand(loadValidation, (validation, formData) =>
		validation.validatePhoto(formData, t),
	)
	const [form, fields] = useForm({
		id,
		lastResult,
		constraint: photoConstraint,
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<Form
			key={photo ?? 'none'}
			method="post"
			encType="multipart/form-data"
			className="flex flex-col items-start gap-3"
			{...getFormProps(form)}
			{...intent}
		>
			{children}
			<Field
				// The form's items keep their own width (the button), but a file input's own width
				// (its button and "No file chosen") is wider than a phone's column.
				className="w-full"
				label={words.label}
				description={words.help}
				inputProps={{ ...getInputProps(fields.photo, { type: 'file' }), accept: 'image/*' }}
				errors={fields.photo.errors}
			/>
			<ErrorList id={form.errorId} errors={form.errors} />
			<StatusButton type="submit" name="intent" value="photo" variant="secondary">
				{words.submit}
			</StatusButton>
		</Form>
	)
}
