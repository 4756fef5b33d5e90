import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { type Collaborator, type ProfileMatch } from '@caixa/contract/collaborator'
import { fullNameOf } from '~/components/avatar'
import { FoundPerson as FoundPersonCard } from '~/components/collaborators/found-person'
import { RemoveCollaboratorForm } from '~/components/collaborators/member-forms'
import { PersonSummary } from '~/components/collaborators/person'
import { formErrorMap } from '~/components/form-errors'
import { Button } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'

/**
 * Finding someone is by their whole e-mail address, never by name (the API refuses anything
 * else, so nobody can list the product's users): the person adding must already know it.
 */
export const findSchema = z.object({ email: z.string().trim().max(254).pipe(z.email()) })

/** What the page's action answers to these forms. */
export type PeopleActionData =
	| {
			intent: 'find'
			result: SubmissionResult<string[]>
			email?: string
			match?: ProfileMatch | null
	  }
	| { intent: 'add' | 'remove' | 'unknown'; error: string }
	| undefined

/**
 * The cashier's own collaborators, for the unit's owner: who they are, a Remove button each, and
 * a find-then-add form. Every button is a plain form post (works without JavaScript).
 */
export function Collaborators({
	collaborators,
	actionData,
}: {
	collaborators: Collaborator[]
	actionData: PeopleActionData
}) {
	const { t } = useTranslation('unitCashier')
	const found = actionData?.intent === 'find' ? actionData : undefined
	const error = actionData && 'error' in actionData ? actionData.error : undefined
	const [form, fields] = useForm({
		id: 'find-person',
		lastResult: found?.result,
		constraint: getZodConstraint(findSchema),
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: findSchema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<section aria-labelledby="people" className="flex flex-col gap-4">
			<div className="flex flex-col gap-1">
				<h2 id="people" className="text-lg font-medium">
					{t('people.title')}
				</h2>
				<p className="text-slate-700">{t('people.description')}</p>
			</div>
			{collaborators.length === 0 ? (
				<p className="text-slate-700">{t('people.none')}</p>
			) : (
				<ul aria-labelledby="people" className="flex flex-col divide-y divide-slate-200">
					{collaborators.map((person) => (
						<li key={person.id} className="flex items-center gap-3 py-2">
							<PersonSummary person={person} />
							<RemoveCollaboratorForm
								profileId={person.id}
								name={fullNameOf(person.name, person.surname)}
								label={t('people.remove')}
								ariaLabel={t('people.removeLabel', {
									name: fullNameOf(person.name, person.surname),
								})}
							/>
						</li>
					))}
				</ul>
			)}
			<ErrorList errors={error ? [error] : []} />
			<Form method="post" className="flex flex-col gap-2" {...getFormProps(form)}>
				<div className="flex flex-wrap items-start gap-3">
					<Field
						className="min-w-64 flex-1"
						label={t('people.email')}
						description={t('people.emailHelp')}
						inputProps={{
							...getInputProps(fields.email, { type: 'email' }),
							autoComplete: 'off',
						}}
						errors={fields.email.errors}
					/>
					<Button type="submit" name="intent" value="find" variant="secondary" className="mt-6">
						{t('people.find')}
					</Button>
				</div>
				<ErrorList id={form.errorId} errors={form.errors} />
			</Form>
			{found && found.match !== undefined ? (
				<FoundPerson match={found.match} email={found.email ?? ''} />
			) : null}
		</section>
	)
}

function FoundPerson({ match, email }: { match: ProfileMatch | null; email: string }) {
	const { t } = useTranslation('unitCashier')
	if (!match) {
		return (
			<p role="status" className="rounded-md bg-slate-100 p-3 text-slate-800">
				{t('people.nobody', { email })}{' '}
				<Link to="/?invite" className="font-medium text-emerald-800 underline">
					{t('people.invite')}
				</Link>
			</p>
		)
	}
	return (
		<FoundPersonCard
			person={match}
			className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-3"
			texts={{
				member: () => t('people.already'),
				add: t('people.add'),
				addLabel: (name) => t('people.addLabel', { name }),
			}}
		/>
	)
}
