import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { TransferFields } from '~/components/transfer/transfer-fields'
import {
	createTransfer,
	transferConstraint,
	transferRefusal,
	validateTransfer,
} from '~/components/transfer/transfer-form.server'
import { loadTransferCashiers, loadTransferUnit } from '~/components/transfer/transfers.server'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const handle = { i18n: ['common', 'ledger', 'masterData', 'transfer'] }

// A new internal transfer (spec §2 /unit/{unitId}/transfer/new): an amount, the day (today in the
// unit's zone unless changed), the cashier it leaves and the one it goes into, a description.
// Posted with the form's Idempotency-Key (made with the page and kept through refusals), so a
// double submit makes one transfer; then the transfer's page.

// The form's validation (zod), fetched when someone reaches for the form.
const loadValidation = () => import('~/components/transfer/transfer-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const unit = await loadTransferUnit(caller, params.unitId ?? '')
	const cashiers = await loadTransferCashiers(caller, unit.id)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('transfer:new.title'),
		unit: { id: unit.id, currency: unit.currency },
		today: unit.today,
		cashiers,
		idempotencyKey: crypto.randomUUID(),
		constraint: transferConstraint(t, unit.currency),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const t = await i18nServer.getFixedT(request, 'transfer')
	const unit = await loadTransferUnit(caller, params.unitId ?? '')
	const submission = validateTransfer(await request.formData(), t, unit.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		const transfer = await createTransfer(caller, unit.id, submission.value)
		const locale = await readerLanguage(request)
		return redirectWithToast(`/unit/${unit.id}/transfer/${transfer.id}`, {
			type: 'success',
			title: t('new.created', {
				amount: formatMoney(transfer.amount, transfer.currency, locale),
				from: transfer.from.name,
				to: transfer.to.name,
			}),
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, transferRefusal(t))
	}
}

export default function NewTransferRoute() {
	const { unit, today, cashiers, idempotencyKey, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('transfer')
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validateTransfer(formData, t, unit.currency),
	)
	const [form, fields] = useForm({
		id: 'new-transfer',
		lastResult: actionData?.result,
		constraint,
		defaultValue: { transferredOn: today, idempotencyKey },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('new.title')}</h1>
			{cashiers.length < 2 ? <p className="text-slate-800">{t('new.needsTwo')}</p> : null}
			<Form
				method="post"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
				{...validation.intent}
			>
				<TransferFields fields={fields} currency={unit.currency} cashiers={cashiers} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex flex-wrap gap-3">
					<StatusButton type="submit">{t('new.submit')}</StatusButton>
					<Link
						to={`/unit/${unit.id}/transfer`}
						className={buttonClassName({ variant: 'secondary' })}
					>
						{t('new.cancel')}
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
