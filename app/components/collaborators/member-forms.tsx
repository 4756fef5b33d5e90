import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'

// The plain posts every collaborators screen makes for one person (they work without JavaScript):
// `intent` remove or add, and the profile's id. The page's action handles them.

/** Takes someone off; `name`, when given, goes along for the message that follows. */
export function RemoveCollaboratorForm({
	profileId,
	name,
	label,
	ariaLabel,
}: {
	profileId: string
	name?: string
	label: string
	ariaLabel: string
}) {
	return (
		<Form method="post">
			<input type="hidden" name="profileId" value={profileId} />
			{name === undefined ? null : <input type="hidden" name="name" value={name} />}
			<Button
				type="submit"
				name="intent"
				value="remove"
				variant="secondary"
				size="sm"
				aria-label={ariaLabel}
			>
				{label}
			</Button>
		</Form>
	)
}

/** Adds someone found by their e-mail address. */
export function AddCollaboratorForm({
	profileId,
	label,
	ariaLabel,
}: {
	profileId: string
	label: string
	ariaLabel: string
}) {
	return (
		<Form method="post">
			<input type="hidden" name="profileId" value={profileId} />
			<Button type="submit" name="intent" value="add" size="sm" aria-label={ariaLabel}>
				{label}
			</Button>
		</Form>
	)
}
