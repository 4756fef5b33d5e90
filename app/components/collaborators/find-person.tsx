import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { fullNameOf } from '~/components/avatar'
import { INVITE_PARAM } from '~/components/invite-param'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { type CollaboratorScope, EMAIL_PARAM, type Lookup, type PeopleData } from './flow'
import { AddCollaboratorForm } from './member-forms'
import { PersonSummary } from './person'

// The find form's rule (zod), fetched when someone reaches for the form.
const loadValidation = () => import('./collaborators-validation')

/**
 * The find form: a GET (`?email=`), so the look-up works without JavaScript and survives a reload.
 * Mount it with `key={email}`: a new look-up, or the redirect after an add, starts it afresh.
 * `error` is the server's word on the address (not one, too many searches, a refused add),
 * shown on the field under what was typed. `constraint` comes with the loader's data (loadPeople).
 */
export function FindPersonForm({
	email,
	error,
	constraint,
}: {
	email: string
	error: string | undefined
	constraint: PeopleData['findConstraint']
}) {
	const { t } = useTranslation('collaborators')
	const { onValidate, intent } = useValidationOnDemand(loadValidation, (validation, formData) =>
		validation.validateFind(formData, t),
	)
	const [form, fields] = useForm({
		id: 'find-collaborator',
		defaultValue: { [EMAIL_PARAM]: email },
		constraint,
		// Until the validation is in, the look-up's address is checked by the loader, as without JS.
		onValidate,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const field = fields[EMAIL_PARAM]
	return (
		<Form
			method="get"
			preventScrollReset
			className="flex flex-wrap items-start gap-2"
			{...getFormProps(form)}
			{...intent}
		>
			<Field
				className="min-w-64 flex-1"
				label={t('find.email')}
				description={t('find.help')}
				inputProps={{ ...getInputProps(field, { type: 'email' }), autoComplete: 'off' }}
				errors={field.errors ?? (error ? [error] : undefined)}
			/>
			<Button type="submit" variant="secondary" className="mt-6">
				{t('find.submit')}
			</Button>
		</Form>
	)
}

/** What the look-up found: someone to add, someone who is in already, or no one (invite them). */
export function LookupResult({
	lookup,
	email,
	scope,
}: {
	lookup: Lookup
	email: string
	scope: CollaboratorScope
}) {
	const { t } = useTranslation('collaborators')
	if (lookup.status === 'none') {
		return (
			<p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
				{t('nobody', { email })}{' '}
				{/* The portal's invite-a-friend dialog (in its URL, so it opens without JavaScript). */}
				<Link to={`/?${INVITE_PARAM}`} className="font-medium text-emerald-800 underline">
					{t('invite')}
				</Link>
			</p>
		)
	}
	if (lookup.status !== 'found') return null
	const { person, member } = lookup
	return (
		<div
			role="status"
			className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-3"
		>
			<PersonSummary person={person} nameClassName="font-medium" />
			{member ? (
				<span className="text-sm text-slate-700">
					{t(`member.${scope}`, { name: fullNameOf(person.name, person.surname) })}
				</span>
			) : (
				<AddCollaboratorForm person={person} />
			)}
		</div>
	)
}
