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
import { cashierDetailsRefusal } from '~/components/cashier-setting/cashier-setting.server'
import { cashierConstraint, validateCashier } from '~/components/unit-cashiers/cashier-form.server'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import {
	createUnitCashier,
	loadUnitOfCashiers,
} from '~/components/unit-cashiers/unit-cashiers.server'
import { notFound, requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'unitCashier'] }

// A new cashier in a unit (spec §2 "/unit/{unitId}/cashier/new"): its name, the balance it opens
// with in the unit's currency, and the day it opens (today in the unit's zone unless changed).
// Adding a cashier is the owner's (DOMAIN.md "edit unit"): anyone else finds no such page.

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadValidation = () => import('~/components/unit-cashiers/cashier-form')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unit = await loadUnitOfCashiers({ token, request }, requireParam(params, 'unitId'))
	if (unit.role !== 'OWNER') throw notFound()
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('unitCashier:new.title'),
		unit: { id: unit.id, currency: unit.currency, today: unit.today },
		constraint: cashierConstraint(t, unit.currency),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'unitCashier')
	const call = { token, request }
	const unit = await loadUnitOfCashiers(call, requireParam(params, 'unitId'))
	const submission = validateCashier(await request.formData(), t, unit.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		const cashier = await createUnitCashier(call, unit.id, submission.value)
		return redirectWithToast(`/unit/${unit.id}/cashier/${cashier.id}`, {
			type: 'success',
			title: t('new.created', { name: cashier.name }),
		})
	} catch (error) {
		// Not the owner (any more): the page's 404.
		return handleCaixaRefusal(request, submission, error, cashierDetailsRefusal(t))
	}
}

export default function NewUnitCashierRoute() {
	const { unit, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('unitCashier')
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validateCashier(formData, t, unit.currency),
	)
	const [form, fields] = useForm({
		id: 'new-cashier',
		lastResult: actionData?.result,
		constraint,
		defaultValue: { openingDate: unit.today },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('new.title')}</h1>
			<Form
				method="post"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
				{...validation.intent}
			>
				<Field
					label={t('form.name')}
					description={t('form.nameHelp')}
					inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoFocus: true }}
					errors={fields.name.errors}
				/>
				<Field
					label={t('form.openingBalance')}
					description={t('form.openingBalanceHelp', { currency: unit.currency })}
					inputProps={{
						...getInputProps(fields.openingBalance, { type: 'text' }),
						inputMode: 'decimal',
						autoComplete: 'off',
					}}
					errors={fields.openingBalance.errors}
				/>
				<Field
					label={t('form.openingDate')}
					description={t('form.openingDateHelp')}
					inputProps={getInputProps(fields.openingDate, { type: 'date' })}
					errors={fields.openingDate.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex gap-3">
					<StatusButton type="submit">{t('new.submit')}</StatusButton>
					<Link
						to={`/unit/${unit.id}/cashier`}
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
