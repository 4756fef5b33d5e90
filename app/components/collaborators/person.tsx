import { type ReactNode } from 'react'
import { Avatar, fullNameOf } from '~/components/avatar'
import { photoUrl } from '~/components/multimedia'

/** Someone as every collaborators screen shows them: whom they look like, their name, e-mail. */
export interface PersonData {
	name: string
	surname: string
	email: string
	photo: string | null
}

/**
 * The photo, name and e-mail of a collaborator or of someone found to add, the same on the unit's,
 * the cashier's and the company's screens; `extra` is a line under them (e.g. since when).
 */
export function PersonSummary({
	person,
	extra,
	nameClassName = 'truncate font-medium',
}: {
	person: PersonData
	extra?: ReactNode
	nameClassName?: string
}) {
	return (
		<>
			<Avatar
				name={person.name}
				surname={person.surname}
				photo={photoUrl(person.photo, 'SAMPLE')}
				size={40}
				label=""
			/>
			<div className="flex min-w-0 flex-1 flex-col">
				<span className={nameClassName}>{fullNameOf(person.name, person.surname)}</span>
				<span className="truncate text-sm text-slate-700">{person.email}</span>
				{extra}
			</div>
		</>
	)
}
