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
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints } from '~/server/caixa.server'
import { loadCompanyAndUnit } from '~/components/company/companies.server'
import {
	companyUnitContactConstraint,
	validateCompanyUnitContact,
} from '~/components/company/company-unit-forms.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound, requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company'] }

// Editing a unit of a company (spec §2 "/company/{companyId}/unit/{unitId}/edit"), for the
// company's owner: how the unit is known — name, tax id, phone, e-mail, address. Its country,
// currency, zone and defaults are the unit's own settings, on its x-ray. An emptied field is
// cleared. The form's schema is PUT /units/{unitId}'s own fields (components/unit-schemas.ts), so
// errors read in the page's language before the API sees them. Its rule (zod) is fetched when
// someone reaches for the form; its HTML constraints come with the loader's data.
const loadValidation = () => import('~/components/company/company-unit-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const language = await readerLanguage(request)
	const { company, unit } = await loadCompanyAndUnit({ token, request }, params, language)
	// Only the company's owner edits its units: anyone else finds no such page.
	if (company.role !== 'OWNER') throw notFound()
	const t = await i18nServer.getFixedT(request)
	return {
		companyId: company.id,
		unit,
		title: t('company:unitEdit.title', { name: unit.name }),
		constraint: companyUnitContactConstraint,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	const submission = validateCompanyUnitContact(await request.formData(), t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const companyId = requireParam(params, 'companyId')
	const unitId = requireParam(params, 'unitId')
	const { name, document, phone, email, address } = submission.value
	try {
		await caixaCall(endpoints.companies.units.update, {
			params: { companyId, unitId },
			token,
			body: {
				name,
				document: document ?? null,
				phone: phone ?? null,
				email: email ?? null,
				address: address ?? null,
			},
			request,
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error)
	}
	return redirectWithToast(
		`/company/${encodeURIComponent(companyId)}/unit/${encodeURIComponent(unitId)}`,
		{
			type: 'success',
			title: t('unitEdit.saved', { name }),
		},
	)
}

export default function CompanyUnitEditRoute() {
	const { companyId, unit, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	const { onValidate, intent } = useValidationOnDemand(loadValidation, (validation, formData) =>
		validation.validateCompanyUnitContact(formData, t),
	)
	const [form, fields] = useForm({
		id: 'edit-unit',
		lastResult: actionData?.result,
		constraint,
		defaultValue: {
			name: unit.name,
			document: unit.document ?? '',
			phone: unit.phone ?? '',
			email: unit.email ?? '',
			address: unit.address ?? '',
		},
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate,
		shouldRevalidate: 'onBlur',
	})
	const back = `/company/${companyId}/unit/${unit.id}`
	return (
		<section className="flex max-w-2xl flex-col gap-4">
			<h1 className="text-2xl font-semibold">{t('unitEdit.title', { name: unit.name })}</h1>
			<Form method="post" className="flex flex-col gap-3" {...getFormProps(form)} {...intent}>
				<Field
					label={t('unitEdit.name')}
					inputProps={getInputProps(fields.name, { type: 'text' })}
					errors={fields.name.errors}
				/>
				<Field
					label={t('unitEdit.document')}
					inputProps={getInputProps(fields.document, { type: 'text' })}
					errors={fields.document.errors}
				/>
				<Field
					label={t('unitEdit.phone')}
					description={t('unitEdit.phoneHelp')}
					inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
					errors={fields.phone.errors}
				/>
				<Field
					label={t('unitEdit.email')}
					inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
					errors={fields.email.errors}
				/>
				<Field
					label={t('unitEdit.address')}
					inputProps={{
						...getInputProps(fields.address, { type: 'text' }),
						autoComplete: 'street-address',
					}}
					errors={fields.address.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex gap-3">
					<StatusButton type="submit">{t('unitEdit.submit')}</StatusButton>
					<Link to={back} className={buttonClassName({ variant: 'secondary' })}>
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
