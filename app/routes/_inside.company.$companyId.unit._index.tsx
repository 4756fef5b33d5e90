import { getFormProps, getSelectProps, useForm } from '@conform-to/react'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CompanyUnitRowView } from '~/components/company/company-unit-row'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, SelectField } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints } from '~/server/caixa.server'
import {
	loadCompanyOfLayout,
	loadCompanyUnitRows,
	loadMovableUnits,
} from '~/components/company/companies.server'
import {
	moveUnitConstraint,
	validateUnitMove,
} from '~/components/company/company-unit-forms.server'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { loadListRows } from '~/components/infinite-list/paging.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company', 'filter', 'list'] }

// A company's units (spec §2 "/company/{companyId}/unit"): by name, under a name filter, each
// leading to its page in the company. Its owner may also move one of their own units in.

const unitFilters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'company:units.filter',
		describe: 'company:units.filterHelp',
		query: 'query',
		required: true,
	},
]

// Moving one of the owner's own units in: the form's rule (zod) is fetched when someone reaches
// for the form; its HTML constraints come with the loader's data.
const loadMoveValidation = () => import('~/components/company/company-unit-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const language = await readerLanguage(request)
	const bar = await loadFilterBar(request, unitFilters, {
		timeZone: 'UTC',
		lookup: async () => [],
		search: async () => [],
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const [company, list] = await Promise.all([
		loadCompanyOfLayout({ token, request }, requireParam(params, 'companyId')),
		loadListRows(request, (offset, size) =>
			loadCompanyUnitRows(
				{ token, request },
				requireParam(params, 'companyId'),
				language,
				bar.apiParams,
				offset,
				size,
			),
		),
	])
	const movable =
		company.role === 'OWNER' ? await loadMovableUnits({ token, request }, company.id) : []
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('company:units.title'),
		companyId: company.id,
		owner: company.role === 'OWNER',
		movable,
		filters: bar.filters,
		rows: list.rows,
		page: list.page,
		filtered: bar.apiParams.length > 0,
		moveConstraint: moveUnitConstraint,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	const submission = validateUnitMove(await request.formData(), t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const companyId = requireParam(params, 'companyId')
	try {
		await caixaCall(endpoints.companies.units.add, {
			params: { companyId },
			token,
			body: { unitId: submission.value.unitId },
			request,
		})
	} catch (error) {
		// A unit that is not the caller's own is the API's 422, said on the unit's field; a company
		// that is not theirs (someone else's, or gone) its 404, the page's (handleCaixaRefusal).
		return handleCaixaRefusal(request, submission, error, {
			fieldErrors: (problem) =>
				problem.status === 422 ? { unitId: [t('units.moveRefused')] } : undefined,
		})
	}
	return redirectWithToast(`/company/${companyId}/unit/${submission.value.unitId}`, {
		type: 'success',
		title: t('units.moved'),
	})
}

export default function CompanyUnitsRoute() {
	const { companyId, owner, movable, filters, rows, page, filtered, moveConstraint } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	const { onValidate, intent } = useValidationOnDemand(loadMoveValidation, (validation, formData) =>
		validation.validateUnitMove(formData, t),
	)
	const [form, fields] = useForm({
		id: 'move-unit',
		lastResult: actionData?.result,
		constraint: moveConstraint,
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="flex flex-col gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-semibold">{t('units.title')}</h1>
				{owner ? (
					<Link to={`/company/${companyId}/unit-new`} className={buttonClassName({ size: 'sm' })}>
						{t('units.new')}
					</Link>
				) : null}
			</div>
			<FilterBar definitions={unitFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t('units.label')}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				renderRow={(row) => <CompanyUnitRowView companyId={companyId} row={row} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('units.noMatches') : t('units.empty')}
					</p>
				}
			/>
			{owner && movable.length > 0 ? (
				<Form
					method="post"
					className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
					{...getFormProps(form)}
					{...intent}
				>
					<h2 className="font-semibold">{t('units.moveTitle')}</h2>
					<SelectField
						label={t('units.moveUnit')}
						description={t('units.moveHelp')}
						selectProps={getSelectProps(fields.unitId)}
						options={[
							{ value: '', label: t('units.moveChoose') },
							...movable.map((unit) => ({ value: unit.id, label: unit.name })),
						]}
						errors={fields.unitId.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<StatusButton type="submit" variant="secondary">
							{t('units.moveSubmit')}
						</StatusButton>
					</div>
				</Form>
			) : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
