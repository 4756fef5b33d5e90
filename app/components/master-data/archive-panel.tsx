import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { ArchivedBadge } from './unit-records-nav'
import { StatusButton } from '~/components/ui/status-button'

// What a page of one of a unit's named things (a category, a client or supplier) shares: its
// name with the archived badge, and under its details the archive / bring back / delete panel,
// where the action's "in use" refusal (the API's 409) is said in words. `words` is the
// masterData namespace's section of the resource ('category', 'clientOrSupplier'): each has
// the same keys, so the sentences stay each resource's own.

export type NamedThingWords = 'category' | 'clientOrSupplier' | 'product'

export function NamedThingHeading({ name, archived }: { name: string; archived: boolean }) {
	return (
		<div className="flex flex-wrap items-center gap-3">
			<h1 className="text-2xl font-semibold">{name}</h1>
			{archived ? <ArchivedBadge /> : null}
		</div>
	)
}

/**
 * The note on an archived one, the action's error (the "in use" message), the edit link, the
 * archive or bring back button, delete, and the way back to the list. Plain posts with an
 * `intent`, so it all works without JavaScript. A product has no delete (`deletable` false: the
 * API keeps products, records may hold them) and says why under archive (`archiveHelp`); on an
 * edit page there is no edit link (`editTo` left out).
 */
export function ArchivePanel({
	words,
	archived,
	error,
	editTo,
	backTo,
	deletable = true,
}: {
	words: NamedThingWords
	archived: boolean
	error: string | undefined
	editTo?: string
	backTo: string
	deletable?: boolean
}) {
	const { t } = useTranslation('masterData')
	return (
		<>
			{archived ? <p className="text-slate-700">{t(`${words}.archivedNote`)}</p> : null}
			<ErrorList errors={error ? [error] : []} />
			<div className="flex flex-wrap gap-3">
				{editTo ? (
					<Link to={editTo} className={buttonClassName({ variant: 'secondary' })}>
						{t(`${words}.edit`)}
					</Link>
				) : null}
				<Form method="post">
					<StatusButton
						type="submit"
						name="intent"
						value={archived ? 'unarchive' : 'archive'}
						variant="secondary"
					>
						{t(archived ? `${words}.unarchive` : `${words}.archive`)}
					</StatusButton>
				</Form>
				{deletable ? (
					<Form method="post">
						<StatusButton type="submit" name="intent" value="delete" variant="secondary">
							{t(`${words}.delete`)}
						</StatusButton>
					</Form>
				) : null}
			</div>
			<p className="text-sm text-slate-600">
				{t(deletable ? `${words}.deleteHelp` : `${words}.archiveHelp`)}
			</p>
			<Link to={backTo} className="text-emerald-800 underline">
				{t(`${words}.back`)}
			</Link>
		</>
	)
}
