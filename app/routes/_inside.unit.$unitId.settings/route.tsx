import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { fullNameOf } from '~/components/avatar'
import { FoundPerson } from '~/components/collaborators/found-person'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { Button } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { fallbackLanguage, isLanguage } from '~/i18n/config'
import { CaixaProblem } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { loadListRows, readListPage } from '~/server/paging.server'
import { requireSession } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'
import {
	addCollaborator,
	findProfileToAdd,
	loadCollaboratorRows,
	loadUnitSettings,
	removeCollaborator,
	saveUnit,
} from '~/server/units.server'
import { CollaboratorRow } from './collaborator-row'
import { interestSchema, PERCENT_INVALID } from './interest-form'

export const handle = { i18n: ['common', 'unit', 'list'] }

// A unit's settings (spec §2 "/unit/{unitId}/settings"), its owner only: the interest and
// late-fee defaults, and who collaborates on the unit — listed, found by their whole e-mail
// address (a GET form, `?email=`), added and removed, each a plain form.

/** The query key of the find form. */
const EMAIL_PARAM = 'email'

const memberSchema = z.object({
	profileId: z.uuid(),
	/** Only for the message that follows. */
	name: z.string().max(200).optional(),
})

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const locale = await i18nServer.getLocale(request)
	const language = isLanguage(locale) ? locale : fallbackLanguage
	const settings = await loadUnitSettings(token, request, params.unitId ?? '', language)
	const { rows, page } = await loadListRows(request, (offset, size) =>
		loadCollaboratorRows(token, request, settings.unit, language, offset, size),
	)
	const email = new URL(request.url).searchParams.get(EMAIL_PARAM)?.trim() ?? ''
	// The list's own fetches (`batch=1`) keep the query: they must not search again.
	const found =
		email && !readListPage(request).batch
			? await findProfileToAdd(token, request, settings.unit.id, email)
			: null
	return { ...settings, rows, page, email, found }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'unit')
	const unitId = params.unitId ?? ''
	const formData = await request.formData()
	try {
		switch (formData.get('intent')) {
			case 'interest':
				return await saveInterest(request, formData, { token, unitId, t })
			case 'add':
				return await changeMembers(request, formData, { token, unitId, t }, 'add')
			case 'remove':
				return await changeMembers(request, formData, { token, unitId, t }, 'remove')
			default:
				return data(
					{ intent: 'unknown' as const, error: t('common:form.errors.intent') },
					{ status: 400 },
				)
		}
	} catch (error) {
		// The unit is gone, or no longer the caller's to manage.
		if (error instanceof CaixaProblem && error.status === 404) {
			throw new Response('Not found', { status: 404 })
		}
		throw error
	}
}

function interestErrorMap(t: Translate) {
	const general = formErrorMap(t)
	return (issue: Parameters<typeof general>[0]) =>
		issue.code === 'custom' && issue.params?.reason === PERCENT_INVALID
			? t('unit:settings.percentInvalid')
			: general(issue)
}

async function saveInterest(
	request: Request,
	formData: FormData,
	{ token, unitId, t }: { token: string; unitId: string; t: Translate },
) {
	const submission = parseWithZod(formData, { schema: interestSchema, error: interestErrorMap(t) })
	if (submission.status !== 'success') {
		return data({ intent: 'interest' as const, result: submission.reply() }, { status: 400 })
	}
	try {
		await saveUnit(token, request, unitId, {
			interestDefaults: {
				lateFeeBasisPoints: submission.value.lateFee,
				monthlyInterestBasisPoints: submission.value.monthlyInterest,
			},
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 422) {
			// The API names them interestDefaults.lateFeeBasisPoints and so on.
			const fieldErrors = error.fieldErrors()
			const mapped = {
				lateFee: fieldErrors['interestDefaults.lateFeeBasisPoints']
					? [t('settings.percentInvalid')]
					: [],
				monthlyInterest: fieldErrors['interestDefaults.monthlyInterestBasisPoints']
					? [t('settings.percentInvalid')]
					: [],
			}
			return data(
				{ intent: 'interest' as const, result: submission.reply({ fieldErrors: mapped }) },
				{ status: 422 },
			)
		}
		throw error
	}
	return redirect(`/unit/${unitId}/settings`, {
		headers: await toastHeaders({ type: 'success', title: t('settings.interestSaved') }),
	})
}

async function changeMembers(
	request: Request,
	formData: FormData,
	{ token, unitId, t }: { token: string; unitId: string; t: Translate },
	change: 'add' | 'remove',
) {
	const parsed = memberSchema.safeParse(Object.fromEntries(formData))
	if (!parsed.success) {
		return data(
			{ intent: 'unknown' as const, error: t('common:form.errors.intent') },
			{ status: 400 },
		)
	}
	const { profileId, name } = parsed.data
	let title: string
	try {
		if (change === 'add') {
			const added = await addCollaborator(token, request, unitId, profileId)
			title = t('settings.added', { name: fullNameOf(added.name, added.surname) })
		} else {
			await removeCollaborator(token, request, unitId, profileId)
			title = t('settings.removed', { name: name ?? '' })
		}
	} catch (error) {
		// The profile went away between finding and adding it, or was removed already.
		const gone =
			error instanceof CaixaProblem &&
			(error.status === 422 || (change === 'remove' && error.status === 404 && !error.code))
		if (!gone) throw error
		return redirect(`/unit/${unitId}/settings`, {
			headers: await toastHeaders({ type: 'error', title: t('settings.gone') }),
		})
	}
	return redirect(`/unit/${unitId}/settings`, {
		headers: await toastHeaders({ type: 'success', title }),
	})
}

export default function UnitSettingsRoute() {
	const { interest, rows, page, email, found } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('unit')
	const location = useLocation()
	const findId = useId()
	const [form, fields] = useForm({
		id: 'unit-interest',
		lastResult: actionData?.intent === 'interest' ? actionData.result : undefined,
		constraint: getZodConstraint(interestSchema),
		defaultValue: interest,
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: interestSchema, error: interestErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	// The list starts again when the unit changes, not when someone is looked up.
	const searchParams = new URLSearchParams(location.search)
	searchParams.delete(EMAIL_PARAM)
	const findError =
		found?.status === 'invalid'
			? t('common:form.errors.email')
			: found?.status === 'limited'
				? t('settings.tooManySearches')
				: undefined

	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-8 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
			{actionData?.intent === 'unknown' ? <ErrorList errors={[actionData.error]} /> : null}

			<Form
				method="post"
				aria-labelledby="unit-interest-title"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
			>
				<h2 id="unit-interest-title" className="text-lg font-semibold">
					{t('settings.interest')}
				</h2>
				<p className="text-sm text-slate-700">{t('settings.interestHelp')}</p>
				<div className="grid gap-3 sm:grid-cols-2">
					<Field
						label={t('settings.lateFee')}
						description={t('settings.lateFeeHelp')}
						inputProps={{
							...getInputProps(fields.lateFee, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.lateFee.errors}
					/>
					<Field
						label={t('settings.monthlyInterest')}
						description={t('settings.monthlyInterestHelp')}
						inputProps={{
							...getInputProps(fields.monthlyInterest, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.monthlyInterest.errors}
					/>
				</div>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div>
					<Button type="submit" name="intent" value="interest" variant="secondary">
						{t('settings.interestSubmit')}
					</Button>
				</div>
			</Form>

			<section aria-labelledby="unit-collaborators-title" className="flex flex-col gap-3">
				<h2 id="unit-collaborators-title" className="text-lg font-semibold">
					{t('settings.collaborators')}
				</h2>
				<p className="text-sm text-slate-700">{t('settings.collaboratorsHelp')}</p>

				<Form
					method="get"
					aria-labelledby={`${findId}-title`}
					className="flex flex-col gap-2 rounded-md border border-slate-200 p-4"
				>
					<h3 id={`${findId}-title`} className="font-medium">
						{t('settings.find')}
					</h3>
					<div className="flex flex-wrap items-start gap-2">
						<Field
							className="flex-1"
							label={t('settings.findEmail')}
							description={t('settings.findHelp')}
							inputProps={{
								id: `${findId}-email`,
								name: EMAIL_PARAM,
								type: 'email',
								required: true,
								defaultValue: email,
								autoComplete: 'off',
							}}
							errors={findError ? [findError] : undefined}
						/>
						<Button type="submit" variant="secondary" className="mt-6">
							{t('settings.findSubmit')}
						</Button>
					</div>
				</Form>
				<FoundProfile found={found} email={email} />

				<InfiniteList
					label={t('settings.collaboratorsLabel')}
					rows={rows}
					page={page}
					resetKey={listResetKey(`?${searchParams}`)}
					getKey={(row) => row.id}
					renderRow={(row) => <CollaboratorRow row={row} />}
					rowHeight={64}
					empty={<p className="py-4 text-slate-700">{t('settings.noCollaborators')}</p>}
				/>
			</section>
		</section>
	)
}

/** What the find form found: someone to add (a plain post), or why not. */
function FoundProfile({
	found,
	email,
}: {
	found: ReturnType<typeof useLoaderData<typeof loader>>['found']
	email: string
}) {
	const { t } = useTranslation('unit')
	if (!found || found.status === 'invalid' || found.status === 'limited') return null
	if (found.status === 'none') {
		return (
			<p role="status" className="text-sm text-slate-700">
				{t('settings.notFound', { email })}
			</p>
		)
	}
	return (
		<FoundPerson
			person={{ ...found.profile, member: found.member }}
			className="flex items-center gap-3 rounded-md bg-slate-50 p-3"
			nameClassName="font-medium"
			texts={{
				member: (name) => t('settings.member', { name }),
				add: t('settings.add'),
				addLabel: (name) => t('settings.addLabel', { name }),
			}}
		/>
	)
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
