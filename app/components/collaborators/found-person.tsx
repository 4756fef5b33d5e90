import { fullNameOf } from '~/components/avatar'
import { AddCollaboratorForm } from './member-forms'
import { type PersonData, PersonSummary } from './person'

/** Someone the find form found, with an Add button unless they work there already. */
export function FoundPerson({
	person,
	className,
	nameClassName,
	texts,
}: {
	person: PersonData & { id: string; member: boolean }
	className: string
	nameClassName?: string
	/** The screen's words, each given the person's full name. */
	texts: {
		member: (name: string) => string
		add: string
		addLabel: (name: string) => string
	}
}) {
	const name = fullNameOf(person.name, person.surname)
	return (
		<div role="status" className={className}>
			<PersonSummary person={person} nameClassName={nameClassName} />
			{person.member ? (
				<span className="text-sm text-slate-700">{texts.member(name)}</span>
			) : (
				<AddCollaboratorForm
					profileId={person.id}
					label={texts.add}
					ariaLabel={texts.addLabel(name)}
				/>
			)}
		</div>
	)
}
