import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { fullNameOf } from '~/components/avatar'
import { RemoveCollaboratorForm } from '~/components/collaborators/member-forms'
import { PersonSummary } from '~/components/collaborators/person'
import { formErrorMap } from '~/components/form-errors'
import { Button } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'

/** Adding someone: their whole e-mail address, the one way the API finds a person. */
export const addCollaboratorSchema = z.object({
	intent: z.literal('add'),
	email: z.email().max(254),
})

export const removeCollaboratorSchema = z.object({
	intent: z.literal('remove'),
	profileId: z.uuid(),
})

export interface CollaboratorRow {
	id: string
	name: string
	surname: string
	email: string
	photo: string | null
}

/**
 * Who works here besides the owner, each with a Remove button, and a form that adds someone by
 * e-mail. Plain posts (`intent` add or remove), so it works without JavaScript.
 */
export function CollaboratorsPanel({
	title,
	description,
	collaborators,
	lastResult,
}: {
	title: string
	description: string
	collaborators: readonly CollaboratorRow[]
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const { t } = useTranslation('company')
	const [form, fields] = useForm({
		id: 'add-collaborator',
		lastResult,
		constraint: getZodConstraint(addCollaboratorSchema),
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: addCollaboratorSchema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<section aria-labelledby="collaborators-title" className="flex flex-col gap-4">
			<div className="flex flex-col gap-1">
				<h2 id="collaborators-title" className="text-lg font-semibold">
					{title}
				</h2>
				<p className="text-sm text-slate-700">{description}</p>
			</div>
			<Form
				method="post"
				className="flex flex-col gap-2 sm:flex-row sm:items-start"
				{...getFormProps(form)}
			>
				<Field
					className="flex-1"
					label={t('collaborators.email')}
					description={t('collaborators.emailHelp')}
					inputProps={{
						...getInputProps(fields.email, { type: 'email' }),
						autoComplete: 'off',
					}}
					errors={fields.email.errors}
				/>
				<Button type="submit" name="intent" value="add" className="sm:mt-6">
					{t('collaborators.add')}
				</Button>
			</Form>
			<ErrorList id={form.errorId} errors={form.errors} />
			{collaborators.length === 0 ? (
				<p className="text-slate-700">{t('collaborators.empty')}</p>
			) : (
				<ul aria-label={title} className="flex flex-col divide-y divide-slate-200">
					{collaborators.map((person) => (
						<li key={person.id} className="flex items-center gap-3 py-2">
							<PersonSummary person={person} />
							<RemoveCollaboratorForm
								profileId={person.id}
								label={t('collaborators.remove')}
								ariaLabel={t('collaborators.removeLabel', {
									name: fullNameOf(person.name, person.surname),
								})}
							/>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
