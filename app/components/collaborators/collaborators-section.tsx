import { useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { FindPersonForm, LookupResult } from './find-person'
import {
	type CollaboratorScope,
	EMAIL_PARAM,
	type Lookup,
	type PeopleData,
	type Person,
	REMOVE_PARAM,
} from './flow'
import { CollaboratorRow } from './member-forms'
import { PersonSummary } from './person'

/*
 * Product decision: ONE way to add and remove collaborators, the same on a unit's settings, a
 * cashier of a unit, a company's settings and a company's unit (only the words of the scope
 * differ: "works in this unit", "uses this cashier"…):
 * 1. An e-mail field and a "Find" button. The find is a GET that keeps the address in the URL
 *    (`?email=`), so it works without JavaScript and survives a reload. People are found by
 *    their whole address only (the API's rule, for their privacy; 30 searches an hour).
 * 2. It shows the person found (photo, name, e-mail) with an "Add" button (a post, intent add),
 *    or says they are in already, or that no one with that address has an account, with a link
 *    to the portal's invite-a-friend dialog (`/?invite`).
 * 3. Below, the people: the owner first (shown, never removable: without them nobody manages
 *    the place), then the collaborators, each with "Remove" — a first step in the URL
 *    (`?remove=`) and a "Yes, remove" post, so a slip takes no one's access away, JavaScript or
 *    not; every step a link or a button, in keyboard order.
 * 4. After adding or removing, back to the page without `?email=`, with a toast. A refusal (too
 *    many searches, in already, the owner, not an address) is said on the e-mail field, the
 *    address typed kept.
 * The server half is app/server/collaborators-form.server.ts (loadPeople, collaboratorsAction).
 */
export function CollaboratorsSection({
	scope,
	title,
	description,
	rows,
	page,
	people,
	error,
}: {
	scope: CollaboratorScope
	title: string
	description: string
	/** The loader's collaborators (loadPeople), pages 1…`page`. */
	rows: readonly Person[]
	page: number
	people: PeopleData
	/** The action's refusal, if any (collaboratorsErrorOf). */
	error: string | undefined
}) {
	const { t } = useTranslation('collaborators')
	const titleId = useId()
	const location = useLocation()
	const search = new URLSearchParams(location.search)
	const removing = search.get(REMOVE_PARAM)
	// A look-up or a "Remove them?" step is no new list: the rows fetched so far stay.
	search.delete(EMAIL_PARAM)
	search.delete(REMOVE_PARAM)
	const { email, lookup, owner, findConstraint } = people
	return (
		<section aria-labelledby={titleId} className="flex flex-col gap-4">
			<div className="flex flex-col gap-1">
				<h2 id={titleId} className="text-lg font-semibold">
					{title}
				</h2>
				<p className="text-sm text-slate-700">{description}</p>
			</div>
			<FindPersonForm
				key={email}
				email={email}
				error={error ?? lookupError(lookup, t)}
				constraint={findConstraint}
			/>
			<LookupResult lookup={lookup} email={email} scope={scope} />
			<div className="flex items-center gap-3 border-b border-slate-200 py-2">
				<PersonSummary
					person={owner}
					extra={<span className="text-xs text-slate-600">{t('owner')}</span>}
				/>
			</div>
			<InfiniteList
				id="collaborators"
				label={t(`list.${scope}`)}
				rows={rows}
				page={page}
				resetKey={listResetKey(`?${search}`)}
				getKey={(row) => row.id}
				renderRow={(row) => <CollaboratorRow person={row} confirming={row.id === removing} />}
				rowHeight={64}
				empty={<p className="py-2 text-slate-700">{t(`empty.${scope}`)}</p>}
			/>
		</section>
	)
}

/** The loader's word on the address looked up, for the field. */
function lookupError(lookup: Lookup, t: (key: string) => string) {
	if (lookup.status === 'invalid') return t('common:form.errors.email')
	if (lookup.status === 'limited') return t('errors.limited')
	return undefined
}
