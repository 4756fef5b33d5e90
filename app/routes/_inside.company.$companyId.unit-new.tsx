import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { UnitPlaceFields } from '~/components/unit-place-fields'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { countryHint } from '~/server/country-hint.server'
import { caixaCall, endpoints, followLocation } from '~/server/caixa.server'
import { unitPlaceOptions } from '~/components/unit-cashiers/cashier-form.server'
import { loadCompanyOfLayout } from '~/components/company/companies.server'
import {
	newCompanyUnitConstraint,
	validateNewCompanyUnit,
} from '~/components/company/company-unit-forms.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound, requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company'] }

// A new unit in a company (spec §2 "/company/{companyId}/unit-new"), for its owner: name,
// country, and the currency and zone, which default to the country's; and its first cashier,
// so the unit is ready to use (a blank name makes none). The API makes its default categories.
// The form's schema is POST /companies/{id}/units' own fields (components/unit-schemas.ts); its
// rule (zod) is fetched when someone reaches for the form, its HTML constraints come with the
// loader's data.
const loadValidation = () => import('~/components/company/company-unit-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const language = await readerLanguage(request)
	const company = await loadCompanyOfLayout({ token, request }, requireParam(params, 'companyId'))
	// Only the company's owner adds units: anyone else finds no such page.
	if (company.role !== 'OWNER') throw notFound()
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('company:unitNew.title'),
		companyId: company.id,
		...unitPlaceOptions(language),
		defaultCountry: countryHint(request.headers.get('Accept-Language')),
		constraint: newCompanyUnitConstraint,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	const submission = validateNewCompanyUnit(await request.formData(), t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const companyId = requireParam(params, 'companyId')
	try {
		const created = await caixaCall(endpoints.companies.units.add, {
			params: { companyId },
			token,
			body: submission.value,
			request,
		})
		// Spec §7: after a create, the product reads the Location and fetches what is there.
		const { data: unit } = await followLocation(created, endpoints.companies.units.get, {
			token,
			request,
		})
		return redirectWithToast(`/company/${companyId}/unit/${unit.id}`, {
			type: 'success',
			title: t('unitNew.created', { name: unit.name }),
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error)
	}
}

export default function CompanyUnitNewRoute() {
	const { companyId, countries, currencies, timeZones, defaultCountry, constraint } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	const { onValidate, intent } = useValidationOnDemand(loadValidation, (validation, formData) =>
		validation.validateNewCompanyUnit(formData, t),
	)
	const [form, fields] = useForm({
		id: 'new-unit',
		lastResult: actionData?.result,
		constraint,
		defaultValue: { country: defaultCountry, cashierName: t('unitNew.cashierDefault') },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="flex max-w-2xl flex-col gap-4">
			<h1 className="text-2xl font-semibold">{t('unitNew.title')}</h1>
			<Form method="post" className="flex flex-col gap-3" {...getFormProps(form)} {...intent}>
				<Field
					label={t('unitNew.name')}
					description={t('unitNew.nameHelp')}
					inputProps={getInputProps(fields.name, { type: 'text' })}
					errors={fields.name.errors}
				/>
				<UnitPlaceFields
					fields={{ country: fields.country, currency: fields.currency, timezone: fields.timezone }}
					countries={countries}
					currencies={currencies}
					timeZones={timeZones}
					defaultCountry={defaultCountry}
					labels={{
						country: t('unitNew.country'),
						currency: t('unitNew.currency'),
						timezone: t('unitNew.timezone'),
						fromCountry: (value) => t('unitNew.fromCountry', { value }),
					}}
				/>
				<Field
					label={t('unitNew.cashierName')}
					description={t('unitNew.cashierNameHelp')}
					inputProps={getInputProps(fields.cashierName, { type: 'text' })}
					errors={fields.cashierName.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex gap-3">
					<StatusButton type="submit">{t('unitNew.submit')}</StatusButton>
					<Link
						to={`/company/${companyId}/unit`}
						className={buttonClassName({ variant: 'secondary' })}
					>
						{t('form.cancel')}
					</Link>
				</div>
			</Form>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
