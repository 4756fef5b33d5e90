import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { OrganisationNav } from '~/components/company/organisation-nav'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints, followLocation } from '~/server/caixa.server'
import { loadMarketplaceRows } from '~/components/company/companies.server'
import {
	marketplaceConstraint,
	validateMarketplace,
} from '~/components/company/marketplace-form.server'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { i18nServer } from '~/server/i18n.server'
import { loadListRows } from '~/components/infinite-list/paging.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const handle = { i18n: ['common', 'company', 'filter', 'list'] }

// The marketplaces list (spec §2 "/marketplace"): the signed-in person's marketplaces — a mall, a
// franchise network — by name, with how many companies each groups, and a form that creates one.

const marketplaceFilters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'company:marketplaces.filter',
		describe: 'company:marketplaces.filterHelp',
		query: 'query',
		required: true,
	},
]

// The form is the API's own body (POST /marketplaces): its rule (zod) is fetched when someone
// reaches for the form, its HTML constraints come with the loader's data.
const loadValidation = () => import('~/components/company/marketplace-validation')

export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const bar = await loadFilterBar(request, marketplaceFilters, {
		timeZone: 'UTC',
		lookup: async () => [],
		search: async () => [],
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const { rows, page } = await loadListRows(request, (offset, size) =>
		loadMarketplaceRows({ token, request }, bar.apiParams, offset, size),
	)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('company:marketplaces.title'),
		filters: bar.filters,
		rows,
		page,
		filtered: bar.apiParams.length > 0,
		constraint: marketplaceConstraint,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	const submission = validateMarketplace(await request.formData(), t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		const created = await caixaCall(endpoints.marketplaces.create, {
			token,
			body: submission.value,
			request,
		})
		// Spec §7: after a create, the product reads the Location and fetches what is there.
		const { data: marketplace } = await followLocation(created, endpoints.marketplaces.get, {
			token,
			request,
		})
		return redirectWithToast(`/marketplace/${marketplace.id}`, {
			type: 'success',
			title: t('marketplaces.created', { name: marketplace.name }),
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error)
	}
}

export default function MarketplacesRoute() {
	const { filters, rows, page, filtered, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	const { onValidate, intent } = useValidationOnDemand(loadValidation, (validation, formData) =>
		validation.validateMarketplace(formData, t),
	)
	const [form, fields] = useForm({
		id: 'create-marketplace',
		lastResult: actionData?.result,
		constraint,
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
			<OrganisationNav />
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('marketplaces.title')}</h1>
				<p className="text-slate-700">{t('marketplaces.description')}</p>
			</div>
			<details
				className="rounded-md border border-slate-200 bg-white p-4"
				open={actionData !== undefined || (!filtered && rows.length === 0)}
			>
				<summary className="cursor-pointer font-medium">{t('marketplaces.create')}</summary>
				<Form
					method="post"
					className="flex flex-col gap-3 pt-3"
					{...getFormProps(form)}
					{...intent}
				>
					<Field
						label={t('marketplaces.name')}
						inputProps={getInputProps(fields.name, { type: 'text' })}
						errors={fields.name.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<StatusButton type="submit">{t('marketplaces.createSubmit')}</StatusButton>
					</div>
				</Form>
			</details>
			<FilterBar definitions={marketplaceFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t('marketplaces.label')}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				renderRow={(row) => (
					<div className="flex items-center gap-3 py-2">
						<div className="flex min-w-0 flex-1 flex-col">
							<span className="truncate font-medium" title={row.name}>
								{row.name}
							</span>
							<span className="text-sm text-slate-700">
								{t('marketplaces.companies', { count: row.companies })}
							</span>
						</div>
						<Link
							to={`/marketplace/${row.id}`}
							aria-label={t('marketplaces.openLabel', { name: row.name })}
							className={buttonClassName({ variant: 'secondary', size: 'sm' })}
						>
							{t('marketplaces.open')}
						</Link>
					</div>
				)}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('marketplaces.noMatches') : t('marketplaces.empty')}
					</p>
				}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
