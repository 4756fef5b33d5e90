import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CollaboratorsSection } from '~/components/collaborators/collaborators-section'
import { collaboratorsErrorOf } from '~/components/collaborators/flow'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import {
	type CollaboratorPaths,
	collaboratorPaths,
	collaboratorsAction,
	endpoints,
	i18nServer,
	interestConstraint,
	loadPeople,
	loadUnitSettings,
	pageOfRefusal,
	readerLanguage,
	requireSession,
	saveInterest,
} from './unit-settings.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'unit', 'collaborators', 'list'] }

// A unit's settings (spec §2 "/unit/{unitId}/settings"), its owner only: the interest and
// late-fee defaults, and who collaborates on the unit, through the one collaborators flow. The
// defaults form's rule (zod, interest-validation.ts) is fetched when someone reaches for the form;
// its HTML constraints come with the loader's data.
const loadValidation = () => import('./interest-validation')

function pathsOf(unitId: string): CollaboratorPaths {
	return collaboratorPaths(endpoints.units.collaborators, { unitId })
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const language = await readerLanguage(request)
	const settings = await loadUnitSettings(
		{ token, request },
		requireParam(params, 'unitId'),
		language,
	)
	const people = await loadPeople({ token, request }, profile, pathsOf(settings.unit.id))
	const t = await i18nServer.getFixedT(request)
	return {
		...settings,
		...people,
		title: t('unit:settings.title'),
		constraint: interestConstraint,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'unit')
	const unitId = requireParam(params, 'unitId')
	const formData = await request.formData()
	try {
		if (formData.get('intent') === 'interest') {
			return await saveInterest(request, formData, { token, unitId, t })
		}
		return await collaboratorsAction({ token, request }, formData, {
			t,
			self: profile.id,
			paths: pathsOf(unitId),
			scope: 'unit',
		})
	} catch (error) {
		// The unit is gone, or no longer the caller's to manage.
		throw pageOfRefusal(error) ?? error
	}
}

export default function UnitSettingsRoute() {
	const { interest, rows, page, people, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('unit')
	const { onValidate, intent } = useValidationOnDemand(loadValidation, (validation, formData) =>
		validation.validateInterest(formData, t),
	)
	const [form, fields] = useForm({
		id: 'unit-interest',
		lastResult: actionData && 'intent' in actionData ? actionData.result : undefined,
		constraint,
		defaultValue: interest,
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate,
		shouldRevalidate: 'onBlur',
	})

	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-8 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
			<Form
				method="post"
				aria-labelledby="unit-interest-title"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
				{...intent}
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
					<StatusButton type="submit" name="intent" value="interest" variant="secondary">
						{t('settings.interestSubmit')}
					</StatusButton>
				</div>
			</Form>

			<CollaboratorsSection
				scope="unit"
				title={t('settings.collaborators')}
				description={t('settings.collaboratorsHelp')}
				rows={rows}
				page={page}
				people={people}
				error={collaboratorsErrorOf(actionData)}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
