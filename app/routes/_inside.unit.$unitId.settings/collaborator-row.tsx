import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar, fullNameOf } from '~/components/avatar'
import { photoUrl } from '~/components/multimedia'
import { Button } from '~/components/ui/button'

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
			<Avatar
				name={row.name}
				surname={row.surname}
				photo={photoUrl(row.photo, 'SAMPLE')}
				size={40}
				label=""
			/>
			<div className="flex min-w-0 flex-1 flex-col">
				<span className="truncate font-medium">{name}</span>
				<span className="truncate text-sm text-slate-700">{row.email}</span>
				<span className="text-xs text-slate-600">{t('settings.since', { date: row.since })}</span>
			</div>
			<Form method="post">
				<input type="hidden" name="profileId" value={row.id} />
				<input type="hidden" name="name" value={name} />
				<Button
					type="submit"
					name="intent"
					value="remove"
					variant="secondary"
					size="sm"
					aria-label={t('settings.removeLabel', { name })}
				>
					{t('settings.remove')}
				</Button>
			</Form>
		</div>
	)
}
