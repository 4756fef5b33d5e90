import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoneyInput } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type Translate } from '~/components/form-errors'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { cashierDetailsRefusal } from '~/components/cashier-setting/cashier-setting.server'
import { cashierConstraint, validateCashier } from '~/components/unit-cashiers/cashier-form.server'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { apiUnavailable, handleCaixaRefusal, pageOfRefusal } from '~/server/caixa-refusal.server'
import { type Caller, caixaCall, endpoints } from '~/server/caixa.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { loadUnitCashier } from '~/components/unit-cashiers/unit-cashiers.server'
import { notFound, requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'unitCashier'] }

// Editing a cashier of a unit (spec §2 "/unit/{unitId}/cashier/{cashierId}/edit"): its name,
// opening balance and opening date; and removing it. Removing deletes a cashier that never held a
// record and archives one that did (the API decides and says which), after a confirmation kept in
// the URL (`?remove`), so it works without JavaScript. The owner's alone: others find no page.

const REMOVE_PARAM = 'remove'

// The one red button of the product so far: the shared Button's variants are for safe actions.
// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadValidation = () => import('~/components/unit-cashiers/cashier-form')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const cashier = await loadUnitCashier(
		{ token, request },
		requireParam(params, 'unitId'),
		requireParam(params, 'cashierId'),
	)
	if (cashier.role !== 'OWNER') throw notFound()
	const locale = await readerLanguage(request)
	const t = await i18nServer.getFixedT(request)
	return {
		unitId: requireParam(params, 'unitId'),
		cashier: {
			id: cashier.id,
			name: cashier.name,
			currency: cashier.currency,
			openingDate: cashier.openingDate,
			// As the form shows money to be typed again, in the reader's decimal separator.
			openingBalance: formatMoneyInput(cashier.openingBalance, cashier.currency, locale),
		},
		confirmingRemoval: new URL(request.url).searchParams.has(REMOVE_PARAM),
		constraint: cashierConstraint(t, cashier.currency),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'unitCashier')
	const unitId = requireParam(params, 'unitId')
	const cashierId = requireParam(params, 'cashierId')
	const caller = { token, request }
	const formData = await request.formData()
	switch (formData.get('intent')) {
		case 'save':
			return save(formData, { caller, unitId, cashierId, t })
		case 'remove':
			return remove({ caller, unitId, cashierId, t })
		default:
			return data({ result: undefined, error: t('common:form.errors.intent') }, { status: 400 })
	}
}

type ActionContext = {
	caller: Caller
	unitId: string
	cashierId: string
	t: Translate
}

async function save(formData: FormData, { caller, unitId, cashierId, t }: ActionContext) {
	// The currency the balance is typed in is the cashier's (its unit's).
	const current = await loadUnitCashier(caller, unitId, cashierId)
	const submission = validateCashier(formData, t, current.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), error: undefined }, { status: 400 })
	}
	try {
		const { data: cashier } = await caixaCall(endpoints.units.cashiers.update, {
			params: { unitId, cashierId },
			token: caller.token,
			body: submission.value,
			request: caller.request,
		})
		return redirectWithToast(`/unit/${unitId}/cashier/${cashierId}`, {
			type: 'success',
			title: t('edit.saved', { name: cashier.name }),
		})
	} catch (error) {
		return handleCaixaRefusal(caller.request, submission, error, {
			...cashierDetailsRefusal(t),
			extra: { error: undefined },
		})
	}
}

async function remove({ caller, unitId, cashierId, t }: ActionContext) {
	try {
		const answer = await caixaCall(endpoints.units.cashiers.remove, {
			params: { unitId, cashierId },
			token: caller.token,
			request: caller.request,
		})
		// 204: it was empty and is gone; 200: it held records, and is archived with them.
		const archived = answer.data ?? null
		return redirectWithToast(
			`/unit/${unitId}/cashier`,
			archived
				? {
						type: 'info',
						title: t('remove.archived', { name: archived.name }),
						description: t('remove.archivedWhy'),
					}
				: { type: 'success', title: t('remove.deleted') },
		)
	} catch (error) {
		// The API could not remove it just now: the confirmation again, saying so.
		const unavailable = apiUnavailable(error, t)
		if (unavailable) {
			return data({ result: undefined, error: unavailable.message }, { status: unavailable.status })
		}
		// Not the owner (any more), or no such cashier: the page's 404, as in the loader.
		throw pageOfRefusal(error) ?? error
	}
}

export default function EditUnitCashierRoute() {
	const { unitId, cashier, confirmingRemoval, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('unitCashier')
	const location = useLocation()
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validateCashier(formData, t, cashier.currency),
	)
	const [form, fields] = useForm({
		id: 'edit-cashier',
		lastResult: actionData?.result,
		constraint,
		defaultValue: {
			name: cashier.name,
			openingBalance: cashier.openingBalance,
			openingDate: cashier.openingDate,
		},
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	const detailPath = `/unit/${unitId}/cashier/${cashier.id}`
	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('edit.title', { name: cashier.name })}</h1>
			<Form
				method="post"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
				{...validation.intent}
			>
				<Field
					label={t('form.name')}
					description={t('form.nameHelp')}
					inputProps={getInputProps(fields.name, { type: 'text' })}
					errors={fields.name.errors}
				/>
				<Field
					label={t('form.openingBalance')}
					description={t('edit.openingBalanceHelp', { currency: cashier.currency })}
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
				<ErrorList errors={actionData?.error ? [actionData.error] : []} />
				<div className="flex gap-3">
					<StatusButton type="submit" name="intent" value="save">
						{t('edit.submit')}
					</StatusButton>
					<Link to={detailPath} className={buttonClassName({ variant: 'secondary' })}>
						{t('form.cancel')}
					</Link>
				</div>
			</Form>
			<section
				aria-labelledby="remove"
				className="flex flex-col items-start gap-2 rounded-md border border-red-200 bg-red-50 p-4"
			>
				<h2 id="remove" className="text-lg font-medium text-red-900">
					{t('remove.title')}
				</h2>
				<p className="text-slate-800">{t('remove.description')}</p>
				{confirmingRemoval ? (
					<Form method="post" className="flex flex-wrap items-center gap-3">
						<p className="w-full font-medium text-slate-900">
							{t('remove.confirm', { name: cashier.name })}
						</p>
						<StatusButton type="submit" name="intent" value="remove" variant="danger">
							{t('remove.yes')}
						</StatusButton>
						<Link
							to={location.pathname}
							preventScrollReset
							className={buttonClassName({ variant: 'secondary' })}
						>
							{t('remove.no')}
						</Link>
					</Form>
				) : (
					<Link
						to={`?${REMOVE_PARAM}`}
						preventScrollReset
						className={buttonClassName({ variant: 'secondary' })}
					>
						{t('remove.start')}
					</Link>
				)}
			</section>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.cashier.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
