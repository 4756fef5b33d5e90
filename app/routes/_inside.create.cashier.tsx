import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
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
import { StatusButton } from '~/components/ui/status-button'
import { useHydrated } from '~/components/use-hydrated'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field, SelectField } from '~/components/ui/field'
import { UnitPlaceFields } from '~/components/unit-place-fields'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { countryHint } from '~/server/country-hint.server'
import {
	cashierFormOptions,
	createCashier,
	createCashierConstraint,
	validateCreateCashier,
} from '~/components/unit-cashiers/cashier-form.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const handle = { i18n: ['common', 'portal'] }

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadValidation = () => import('~/components/unit-cashiers/create-cashier-validation')

export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const language = await readerLanguage(request)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('portal:createCashier.title'),
		...(await cashierFormOptions({ token, request }, language)),
		defaultCountry: countryHint(request.headers.get('Accept-Language')),
		constraint: createCashierConstraint,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'portal')
	const formData = await request.formData()
	const submission = validateCreateCashier(formData, t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { unitId, unitName, cashierName, country, currency, timezone } = submission.value
	try {
		const cashier = await createCashier(
			{ token, request },
			unitId
				? { unitId, cashierName }
				: { unitId: undefined, unitName: unitName ?? '', cashierName, country, currency, timezone },
		)
		return redirectWithToast(`/cashier/${cashier.id}`, {
			type: 'success',
			title: t('createCashier.created', { name: cashier.name }),
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			fieldErrors: (problem) => {
				if (problem.status === 422) {
					const fieldErrors = problem.fieldErrors()
					// The unit's cashier call names the cashier `name`.
					if (unitId && fieldErrors.name) fieldErrors.cashierName = fieldErrors.name
					return fieldErrors
				}
				if (problem.status === 404 && unitId) return { unitId: [t('createCashier.unitGone')] }
			},
		})
	}
}

export default function CreateCashierRoute() {
	const { units, countries, currencies, timeZones, defaultCountry, constraint } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('portal')
	const hydrated = useHydrated()
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validateCreateCashier(formData, t),
	)
	const [form, fields] = useForm({
		id: 'create-cashier',
		lastResult: actionData?.result,
		constraint,
		defaultValue: { country: defaultCountry },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	const existingUnit = Boolean(fields.unitId.value)

	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-6">
			<h1 className="text-2xl font-semibold">{t('createCashier.title')}</h1>
			<Form
				method="post"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
				{...validation.intent}
			>
				<Field
					label={t('createCashier.cashierName')}
					description={t('createCashier.cashierNameHelp')}
					inputProps={{ ...getInputProps(fields.cashierName, { type: 'text' }), autoFocus: true }}
					errors={fields.cashierName.errors}
				/>
				{units.length > 0 ? (
					<SelectField
						label={t('createCashier.unit')}
						selectProps={getSelectProps(fields.unitId)}
						options={[
							{ value: '', label: t('createCashier.newUnit') },
							...units.map((unit) => ({ value: unit.id, label: unit.name })),
						]}
						errors={fields.unitId.errors}
					/>
				) : null}
				{/* With JavaScript the new unit's fields hide while an existing unit is chosen;
				without it they stay, and are only read when no unit is chosen. A fieldset is at least
				as wide as its widest content (its longest country or zone), so min-w-0 lets it and
				its selects narrow to a phone's width. */}
				<fieldset
					hidden={hydrated && existingUnit}
					className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-4"
				>
					<legend className="px-1 font-medium">
						{units.length > 0 ? t('createCashier.newUnitLegend') : t('createCashier.unitLegend')}
					</legend>
					<Field
						label={t('createCashier.unitName')}
						description={t('createCashier.unitNameHelp')}
						inputProps={getInputProps(fields.unitName, { type: 'text' })}
						errors={fields.unitName.errors}
					/>
					<UnitPlaceFields
						fields={{
							country: fields.country,
							currency: fields.currency,
							timezone: fields.timezone,
						}}
						countries={countries}
						currencies={currencies}
						timeZones={timeZones}
						defaultCountry={defaultCountry}
						labels={{
							country: t('createCashier.country'),
							currency: t('createCashier.currency'),
							timezone: t('createCashier.timezone'),
							fromCountry: (value) => t('createCashier.fromCountry', { value }),
						}}
					/>
				</fieldset>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex gap-3">
					<StatusButton type="submit">{t('createCashier.submit')}</StatusButton>
					<Link to="/" className={buttonClassName({ variant: 'secondary' })}>
						{t('createCashier.cancel')}
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
