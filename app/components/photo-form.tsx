import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import * as z from 'zod'
import { MULTIMEDIA_MAX_BYTES } from '@caixa/contract/multimedia'
import { formErrorMap } from './form-errors'
import { ErrorList, Field } from './ui/field'
import { StatusButton } from './ui/status-button'

/** The photo form's fields: its button's intent and the file, held to what the API takes. */
export const photoFormSchema = z.object({
	intent: z.literal('photo'),
	photo: z.file().max(MULTIMEDIA_MAX_BYTES),
})

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
	fieldClassName,
	children,
}: {
	id: string
	/** The photo now (its multimedia id), or null. */
	photo: string | null
	lastResult: SubmissionResult<string[]> | undefined
	/** The page's own words: the field's label and help, and the button's name. */
	words: { label: string; help: string; submit: string }
	fieldClassName?: string
	/** Shown first in the form (the current photo beside a heading, say). */
	children?: ReactNode
}) {
	const { t } = useTranslation()
	const [form, fields] = useForm({
		id,
		lastResult,
		constraint: getZodConstraint(photoFormSchema),
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: photoFormSchema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<Form
			key={photo ?? 'none'}
			method="post"
			encType="multipart/form-data"
			className="flex flex-col items-start gap-3"
			{...getFormProps(form)}
		>
			{children}
			<Field
				className={fieldClassName}
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
