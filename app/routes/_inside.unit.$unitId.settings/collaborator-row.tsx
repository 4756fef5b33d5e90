import { useTranslation } from 'react-i18next'
import { fullNameOf } from '~/components/avatar'
import { RemoveCollaboratorForm } from '~/components/collaborators/member-forms'
import { PersonSummary } from '~/components/collaborators/person'

export interface CollaboratorRowData {
	id: string
	name: string
	surname: string
	email: string
	photo: string | null
	/** When they were added, already written in the reader's language. */
	since: string
}

/** A collaborator of the unit, with a plain form that removes them. */
export function CollaboratorRow({ row }: { row: CollaboratorRowData }) {
	const { t } = useTranslation('unit')
	const name = fullNameOf(row.name, row.surname)
	return (
		<div className="flex items-center gap-3 py-2">
			<PersonSummary
				person={row}
				extra={
					<span className="text-xs text-slate-600">{t('settings.since', { date: row.since })}</span>
				}
			/>
			<RemoveCollaboratorForm
				profileId={row.id}
				name={name}
				label={t('settings.remove')}
				ariaLabel={t('settings.removeLabel', { name })}
			/>
		</div>
	)
}
