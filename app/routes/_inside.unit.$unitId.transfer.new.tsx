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
import { CaixaProblem, caixaCall, endpoints } from '~/server/caixa.server'
import {
	keyUsedBefore,
	rememberFormView,
	requireFormView,
	savedFormView,
	savedViewPosted,
} from '~/server/form-view.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'masterData', 'transfer'] }

// A new internal transfer (spec §2 /unit/{unitId}/transfer/new): an amount, the day (today in the
// unit's zone unless changed), the cashier it leaves and the one it goes into, a description.
// Posted with the form view's id as its Idempotency-Key (app/server/form-view.server.ts), so a
// double submit, or the form again after Back, makes one transfer; then the transfer's page. A
// view saved already says so, with a link to its transfer, instead of offering the form again.

// The form's validation (zod), fetched when someone reaches for the form.
const loadValidation = () => import('~/components/transfer/transfer-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const unit = await loadTransferUnit(caller, requireParam(params, 'unitId'))
	const formView = requireFormView(request)
	const t = await i18nServer.getFixedT(request)
	const title = t('transfer:new.title')
	const saved = await savedFormView(request, formView)
	if (saved) {
		const locale = await readerLanguage(request)
		return {
			title,
			unitId: unit.id,
			saved: await savedTransfer(caller, unit.id, saved.made, locale),
		}
	}
	const cashiers = await loadTransferCashiers(caller, unit.id)
	return {
		title,
		unit: { id: unit.id, currency: unit.currency },
		today: unit.today,
		cashiers,
		idempotencyKey: formView,
		constraint: transferConstraint(t, unit.currency),
	}
}

/** What a saved form view made, in words for its link; null when it is gone or not known. */
async function savedTransfer(
	caller: { token: string; request: Request },
	unitId: string,
	id: string | null,
	locale: string,
) {
	if (id === null) return null
	try {
		const { data: transfer } = await caixaCall(endpoints.units.internalTransfers.get, {
			params: { unitId, transferId: id },
			...caller,
		})
		return {
			id: transfer.id,
			amount: formatMoney(transfer.amount, transfer.currency, locale),
			from: transfer.from.name,
			to: transfer.to.name,
		}
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 404) return null
		throw error
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const t = await i18nServer.getFixedT(request, 'transfer')
	const unit = await loadTransferUnit(caller, requireParam(params, 'unitId'))
	const formData = await request.formData()
	// A view saved already (restored by Back, open in a second tab) makes nothing more.
	const saved = await savedViewPosted(request, formData)
	if (saved) return saved
	const submission = validateTransfer(formData, t, unit.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { idempotencyKey } = submission.value
	try {
		const transfer = await createTransfer(caller, unit.id, submission.value)
		const locale = await readerLanguage(request)
		return redirectWithToast(
			`/unit/${unit.id}/transfer/${transfer.id}`,
			{
				type: 'success',
				title: t('new.created', {
					amount: formatMoney(transfer.amount, transfer.currency, locale),
					from: transfer.from.name,
					to: transfer.to.name,
				}),
			},
			{ headers: { 'Set-Cookie': await rememberFormView(request, idempotencyKey, transfer.id) } },
		)
	} catch (error) {
		// Its key made a transfer from other values (the form came back without this browser
		// knowing it was saved): its view says the form is saved.
		const usedBefore = await keyUsedBefore(request, idempotencyKey, error)
		if (usedBefore) return usedBefore
		return handleCaixaRefusal(request, submission, error, transferRefusal(t))
	}
}

export default function NewTransferRoute() {
	const page = useLoaderData<typeof loader>()
	if (page.idempotencyKey === undefined) {
		return <SavedTransferNotice unitId={page.unitId} saved={page.saved} />
	}
	return <NewTransferForm {...page} />
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>

function NewTransferForm({
	unit,
	today,
	cashiers,
	idempotencyKey,
	constraint,
}: Extract<PageData, { idempotencyKey: string }>) {
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

/** The page of a form view saved already: what it made (a link to it) and a new form. */
function SavedTransferNotice({
	unitId,
	saved,
}: Pick<Extract<PageData, { unitId: string }>, 'unitId' | 'saved'>) {
	const { t } = useTranslation('transfer')
	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('new.title')}</h1>
			<p>{saved ? t('saved.made', saved) : t('saved.otherValues')}</p>
			<div className="flex flex-wrap gap-3">
				{saved ? (
					<Link to={`/unit/${unitId}/transfer/${saved.id}`} className={buttonClassName()}>
						{t('saved.open', saved)}
					</Link>
				) : (
					<Link to={`/unit/${unitId}/transfer`} className={buttonClassName()}>
						{t('saved.list')}
					</Link>
				)}
				<Link
					to={`/unit/${unitId}/transfer/new`}
					className={buttonClassName({ variant: 'secondary' })}
				>
					{t('saved.another')}
				</Link>
			</div>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
