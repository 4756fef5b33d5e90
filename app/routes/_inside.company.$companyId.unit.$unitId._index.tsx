import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '~/components/avatar'
import { CollaboratorsSection } from '~/components/collaborators/collaborators-section'
import { collaboratorsErrorOf } from '~/components/collaborators/flow'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { apiUnavailable, pageOfRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints } from '~/server/caixa.server'
import {
	type CollaboratorPaths,
	collaboratorCall,
	collaboratorPaths,
	collaboratorsAction,
	loadPeople,
} from '~/components/collaborators/collaborators-form.server'
import { loadCompanyAndUnit } from '~/components/company/companies.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company', 'collaborators', 'list'] }

// A unit of a company (spec §2 "/company/{companyId}/unit/{unitId}"): its details, the way to its
// x-ray, and for the company's owner its edit, the people who work in this unit alone, and taking
// it out of the company (the unit stays theirs, with its books).

const enc = encodeURIComponent

/** The unit's own collaborators, found and added through the company (read and removed as the unit's). */
function pathsOf(params: { companyId?: string; unitId?: string }): CollaboratorPaths {
	const companyId = requireParam(params, 'companyId')
	const unitId = requireParam(params, 'unitId')
	const throughCompany = endpoints.companies.units.collaborators
	return {
		...collaboratorPaths(endpoints.units.collaborators, { unitId }),
		profiles: collaboratorCall(throughCompany.profiles, { companyId, unitId }),
		add: collaboratorCall(throughCompany.add, { companyId, unitId }),
	}
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const language = await readerLanguage(request)
	const { company, unit } = await loadCompanyAndUnit({ token, request }, params, language)
	const owner = company.role === 'OWNER'
	// The unit's own collaborators: its owner's to see and change (the company's owner is it).
	const people = owner
		? await loadPeople({ token, request }, profile, pathsOf(params))
		: { rows: [], page: 1, people: null }
	return { companyId: company.id, owner, unit, ...people }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	const companyId = requireParam(params, 'companyId')
	const formData = await request.formData()
	if (formData.get('intent') === 'detach') {
		try {
			await caixaCall(endpoints.companies.units.detach, {
				params: { companyId, unitId: requireParam(params, 'unitId') },
				token,
				request,
			})
		} catch (error) {
			// Not the company's owner, or no such unit in it: the page's 404.
			const page = pageOfRefusal(error)
			if (page) throw page
			// The API could not take it out just now: the page again, saying so by the button.
			const unavailable = apiUnavailable(error, t)
			if (unavailable) {
				return data({ detachError: unavailable.message }, { status: unavailable.status })
			}
			throw error
		}
		return redirectWithToast(`/company/${enc(companyId)}/unit`, {
			type: 'success',
			title: t('unit.detached'),
		})
	}
	return collaboratorsAction({ token, request }, formData, {
		t,
		self: profile.id,
		paths: pathsOf(params),
		scope: 'unit',
	})
}

export default function CompanyUnitRoute() {
	const { companyId, owner, unit, rows, page, people } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const detachError = actionData && 'detachError' in actionData ? actionData.detachError : undefined
	const { t } = useTranslation('company')
	const details = [
		['country', unit.country],
		['currency', unit.currency],
		['timezone', unit.timezone.replaceAll('_', ' ')],
		['document', unit.document],
		['phone', unit.phone],
		['email', unit.email],
		['address', unit.address],
	] as const
	return (
		<section className="flex flex-col gap-6">
			<div className="flex flex-wrap items-center gap-4">
				<Avatar name={unit.name} photo={photoUrl(unit.photo, 'SAMPLE')} size={56} label="" />
				<div className="flex flex-1 flex-col gap-1">
					<h1 className="text-2xl font-semibold">{unit.name}</h1>
					<p className="text-sm text-slate-700">{t(`unitRole.${unit.role}`)}</p>
				</div>
				<div className="flex flex-wrap gap-2">
					<Link to={`/unit/${unit.id}`} className={buttonClassName({ variant: 'secondary' })}>
						{t('unit.xray')}
					</Link>
					{owner ? (
						<Link to={`/company/${companyId}/unit/${unit.id}/edit`} className={buttonClassName()}>
							{t('unit.edit')}
						</Link>
					) : null}
				</div>
			</div>
			<dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
				{details.map(([key, value]) => (
					<div key={key} className="flex flex-col">
						<dt className="text-sm text-slate-700">{t(`unit.details.${key}`)}</dt>
						<dd className="font-medium">{value || t('unit.details.none')}</dd>
					</div>
				))}
			</dl>
			{owner && people ? (
				<>
					<CollaboratorsSection
						scope="unit"
						title={t('unit.collaboratorsTitle')}
						description={t('unit.collaboratorsHelp')}
						rows={rows}
						page={page}
						people={people}
						error={collaboratorsErrorOf(actionData)}
					/>
					<Form
						method="post"
						className="flex flex-col items-start gap-2 rounded-md border border-slate-200 bg-white p-4"
					>
						<h2 className="font-semibold">{t('unit.detachTitle')}</h2>
						<p className="text-sm text-slate-700">{t('unit.detachHelp')}</p>
						<ErrorList errors={detachError ? [detachError] : []} />
						<StatusButton type="submit" name="intent" value="detach" variant="secondary">
							{t('unit.detach')}
						</StatusButton>
					</Form>
				</>
			) : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.unit.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
