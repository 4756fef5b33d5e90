import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { fullNameOf } from '~/components/avatar'
import { buttonClassName } from '~/components/ui/button'
import { EMAIL_PARAM, type Person, REMOVE_PARAM } from './flow'
import { PersonSummary } from './person'
import { StatusButton } from '~/components/ui/status-button'

// The plain posts the collaborators flow makes for one person (they work without JavaScript):
// `intent` add or remove, and the profile's id. The page's action hands them to
// collaboratorsAction (app/server/collaborators-form.server.ts).

/** Adds someone the find form found. */
export function AddCollaboratorForm({ person }: { person: Person }) {
	const { t } = useTranslation('collaborators')
	return (
		<Form method="post">
			<input type="hidden" name="profileId" value={person.id} />
			<StatusButton
				type="submit"
				name="intent"
				value="add"
				size="sm"
				aria-label={t('found.addLabel', { name: fullNameOf(person.name, person.surname) })}
			>
				{t('found.add')}
			</StatusButton>
		</Form>
	)
}

/** This page's URL with `change` made to its query (the list's `index` marker left out). */
function useHrefWith(change: (params: URLSearchParams) => void) {
	const location = useLocation()
	const params = new URLSearchParams(location.search)
	params.delete('index')
	change(params)
	const search = params.toString()
	return `${location.pathname}${search ? `?${search}` : ''}`
}

/**
 * A collaborator's row. Removing takes two steps, so a slip of the finger takes no one's access
 * away: "Remove" is a link to `?remove={id}` (in the URL, so it works without JavaScript), where
 * the row asks "Remove them?" with a "Yes, remove" post and a link back. Both steps are links and
 * buttons, reached by the keyboard in order; with JavaScript, "Yes, remove" takes the focus.
 */
export function CollaboratorRow({ person, confirming }: { person: Person; confirming: boolean }) {
	const { t } = useTranslation('collaborators')
	const name = fullNameOf(person.name, person.surname)
	// The look-up is done with: asking to remove someone leaves it.
	const askHref = useHrefWith((params) => {
		params.delete(EMAIL_PARAM)
		params.set(REMOVE_PARAM, person.id)
	})
	const cancelHref = useHrefWith((params) => params.delete(REMOVE_PARAM))
	if (!confirming) {
		return (
			<div className="flex items-center gap-3 py-2">
				<PersonSummary person={person} />
				<Link
					to={askHref}
					preventScrollReset
					aria-label={t('remove.label', { name })}
					className={buttonClassName({ variant: 'secondary', size: 'sm' })}
				>
					{t('remove.start')}
				</Link>
			</div>
		)
	}
	return (
		<div className="flex flex-col gap-2 py-2">
			<div className="flex items-center gap-3">
				<PersonSummary person={person} />
			</div>
			<Form
				method="post"
				preventScrollReset
				className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-3"
			>
				<input type="hidden" name="profileId" value={person.id} />
				<input type="hidden" name="name" value={name} />
				<p className="w-full text-sm text-slate-800">{t('remove.confirm', { name })}</p>
				<StatusButton
					type="submit"
					name="intent"
					value="remove"
					size="sm"
					// The step the person asked for: with JavaScript, the focus goes straight to it.
					// eslint-disable-next-line jsx-a11y/no-autofocus
					autoFocus
					aria-label={t('remove.yesLabel', { name })}
				>
					{t('remove.yes')}
				</StatusButton>
				<Link
					to={cancelHref}
					preventScrollReset
					className={buttonClassName({ variant: 'secondary', size: 'sm' })}
				>
					{t('remove.no')}
				</Link>
			</Form>
		</div>
	)
}
