import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '~/components/avatar'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { PhotoForm } from '~/components/photo-form'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field, SelectField } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { AddressSearch } from './address-search'
import { ADDRESS_SEARCH_FIELD, PLACE_FIELD } from './unit-form'
import {
	caixaCall,
	endpoints,
	fillPlace,
	i18nServer,
	loadOwnedUnit,
	loadUnitForEdit,
	lookUp,
	photoAction,
	readerLanguage,
	readPhotoFormData,
	requireSession,
	saveDetails,
	unitDetailsConstraint,
} from './unit-edit.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'unit'] }

// Edit a unit (spec §2 "/unit/{unitId}/edit"), its owner only: the details (name, document,
// country, currency, zone, contacts, address with coordinates, found through the maps service when
// there is one) and its photo, each a plain form that works without JavaScript. The details
// form's rule (zod, unit-validation.ts) is fetched when someone reaches for the form; its HTML
// constraints come with the loader's data.
const loadValidation = () => import('./unit-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const language = await readerLanguage(request)
	const t = await i18nServer.getFixedT(request)
	return {
		...(await loadUnitForEdit({ token, request }, requireParam(params, 'unitId'), language)),
		title: t('unit:edit.title'),
		constraint: unitDetailsConstraint,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'unit')
	const unitId = requireParam(params, 'unitId')
	const { formData, tooLarge } = await readPhotoFormData(request)
	// A found place's button carries the place itself (without JavaScript).
	const intent = formData.has(PLACE_FIELD) ? 'place' : formData.get('intent')
	switch (intent) {
		case 'details':
			return saveDetails(request, formData, { token, unitId, t })
		case 'search':
		case 'reverse':
		case 'place':
			// These answer from the maps service, not the unit: the unit is read first, so one that
			// is not the caller's to edit is the page's 404 for every intent, as for its GET.
			await loadOwnedUnit({ token, request }, unitId)
			return intent === 'place' ? fillPlace(formData) : lookUp(request, formData, intent)
		case 'photo':
			return photoAction(
				{ request, token, formData, tooLarge },
				{
					t,
					words: {
						tooLarge: t('edit.photoTooLarge'),
						notImage: t('edit.photoNotImage'),
						saved: t('edit.photoSaved'),
					},
					attach: async (multimedia) => {
						await caixaCall(endpoints.units.photo, {
							params: { unitId },
							body: { multimedia },
							token,
							request,
						})
					},
					back: `/unit/${unitId}/edit`,
					notFoundPage: true,
				},
			)
		default:
			return data(
				{ intent: 'unknown' as const, error: t('common:form.errors.intent') },
				{ status: 400 },
			)
	}
}

export default function EditUnitRoute() {
	const { unit, countries, currencies, timeZones, maps, constraint } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('unit')
	const detailsResult =
		actionData && 'result' in actionData && actionData.intent !== 'photo'
			? actionData.result
			: undefined
	const { onValidate, intent } = useValidationOnDemand(loadValidation, (validation, formData) =>
		validation.validateUnitDetails(formData, t),
	)
	const [form, fields] = useForm({
		id: 'unit-details',
		lastResult: detailsResult,
		constraint,
		defaultValue: unit.values,
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate,
		shouldRevalidate: 'onBlur',
	})
	const searchOutcome =
		actionData?.intent === 'search' || actionData?.intent === 'reverse' ? actionData.outcome : null
	const sentSearch =
		detailsResult?.initialValue &&
		typeof detailsResult.initialValue[ADDRESS_SEARCH_FIELD] === 'string'
			? detailsResult.initialValue[ADDRESS_SEARCH_FIELD]
			: ''

	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-8 p-4 sm:p-6">
			<div className="flex items-center gap-4">
				<Avatar name={unit.name} photo={photoUrl(unit.photo, 'SAMPLE')} size={64} label="" />
				<h1 className="text-2xl font-semibold">{t('edit.title')}</h1>
			</div>
			{actionData?.intent === 'unknown' ? <ErrorList errors={[actionData.error]} /> : null}

			<Form
				method="post"
				aria-labelledby="unit-details-title"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
				{...intent}
			>
				{/* The form's default button, first in it: Enter in any field saves, as it would without
				the address search's buttons above the visible Save. */}
				<button
					type="submit"
					name="intent"
					value="details"
					tabIndex={-1}
					aria-hidden="true"
					className="sr-only"
				/>
				<h2 id="unit-details-title" className="text-lg font-semibold">
					{t('edit.details')}
				</h2>
				<Field
					label={t('edit.name')}
					inputProps={getInputProps(fields.name, { type: 'text' })}
					errors={fields.name.errors}
				/>
				<Field
					label={t('edit.document')}
					description={t('edit.documentHelp')}
					inputProps={getInputProps(fields.document, { type: 'text' })}
					errors={fields.document.errors}
				/>
				<SelectField
					label={t('edit.country')}
					selectProps={getSelectProps(fields.country)}
					options={countries}
					errors={fields.country.errors}
				/>
				<SelectField
					label={t('edit.currency')}
					description={t('edit.currencyHelp')}
					selectProps={getSelectProps(fields.currency)}
					options={currencies.map((code) => ({ value: code, label: code }))}
					errors={fields.currency.errors}
				/>
				<SelectField
					label={t('edit.timezone')}
					selectProps={getSelectProps(fields.timezone)}
					options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
					errors={fields.timezone.errors}
				/>
				<Field
					label={t('edit.phone')}
					inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
					errors={fields.phone.errors}
				/>
				<Field
					label={t('edit.email')}
					inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
					errors={fields.email.errors}
				/>
				{maps ? (
					<AddressSearch
						defaultQuery={sentSearch}
						outcome={searchOutcome}
						chosen={actionData?.intent === 'place' && actionData.chosen}
						empty={
							(actionData?.intent === 'search' || actionData?.intent === 'reverse') &&
							actionData.empty
								? actionData.intent
								: null
						}
						coordinates={{
							latitude: fields.latitude.value ?? '',
							longitude: fields.longitude.value ?? '',
						}}
						onChoose={(place) => {
							form.update({ name: fields.address.name, value: place.address })
							form.update({ name: fields.latitude.name, value: String(place.latitude) })
							form.update({ name: fields.longitude.name, value: String(place.longitude) })
						}}
					/>
				) : null}
				<Field
					label={t('edit.address')}
					inputProps={{
						...getInputProps(fields.address, { type: 'text' }),
						autoComplete: 'street-address',
					}}
					errors={fields.address.errors}
				/>
				<div className="grid gap-3 sm:grid-cols-2">
					<Field
						label={t('edit.latitude')}
						inputProps={{
							...getInputProps(fields.latitude, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.latitude.errors}
					/>
					<Field
						label={t('edit.longitude')}
						inputProps={{
							...getInputProps(fields.longitude, { type: 'text' }),
							inputMode: 'decimal',
						}}
						errors={fields.longitude.errors}
					/>
				</div>
				<p className="-mt-2 text-sm text-slate-600">{t('edit.coordinatesHelp')}</p>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex flex-wrap gap-3">
					<StatusButton type="submit" name="intent" value="details">
						{t('edit.submit')}
					</StatusButton>
					<Link to={`/unit/${unit.id}`} className={buttonClassName({ variant: 'secondary' })}>
						{t('edit.cancel')}
					</Link>
				</div>
			</Form>

			<PhotoForm
				id="unit-photo"
				photo={unit.photo}
				lastResult={actionData?.intent === 'photo' ? actionData.result : undefined}
				words={{ label: t('edit.photo'), help: t('edit.photoHelp'), submit: t('edit.photoSubmit') }}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
