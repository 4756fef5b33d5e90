import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import * as z from 'zod'
import { Avatar } from '~/components/avatar'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { PhotoForm } from '~/components/photo-form'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field, SelectField } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints } from '~/server/caixa.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { reverseGeocode, searchPlaces } from '~/server/maps.server'
import { photoAction, readPhotoFormData } from '~/components/photo-upload.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { loadOwnedUnit, loadUnitForEdit, saveUnit } from '~/components/units/units.server'
import { AddressSearch, type SearchOutcome } from './address-search'
import {
	ADDRESS_SEARCH_FIELD,
	COORDINATES_TOGETHER,
	coordinateSchema,
	PLACE_FIELD,
	placeSchema,
	unitDetailsSchema,
} from './unit-form'

export const handle = { i18n: ['common', 'unit'] }

// Edit a unit (spec §2 "/unit/{unitId}/edit"), its owner only: the details (name, document,
// country, currency, zone, contacts, address with coordinates, found through the maps service when
// there is one) and its photo, each a plain form that works without JavaScript.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const language = await readerLanguage(request)
	const t = await i18nServer.getFixedT(request)
	return {
		...(await loadUnitForEdit({ token, request }, params.unitId ?? '', language)),
		title: t('unit:edit.title'),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'unit')
	const unitId = params.unitId ?? ''
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

/** The form's zod messages in the reader's language, with the one rule of its own. */
function detailsErrorMap(t: Translate) {
	const general = formErrorMap(t)
	return (issue: Parameters<typeof general>[0]) =>
		issue.code === 'custom' && issue.params?.reason === COORDINATES_TOGETHER
			? t('unit:edit.coordinatesTogether')
			: general(issue)
}

async function saveDetails(
	request: Request,
	formData: FormData,
	{ token, unitId, t }: { token: string; unitId: string; t: Translate },
) {
	const submission = parseWithZod(formData, {
		schema: unitDetailsSchema,
		error: detailsErrorMap(t),
	})
	if (submission.status !== 'success') {
		return data({ intent: 'details' as const, result: submission.reply() }, { status: 400 })
	}
	const value = submission.value
	try {
		await saveUnit({ token, request }, unitId, {
			name: value.name,
			// Left blank clears.
			document: value.document ?? null,
			country: value.country,
			currency: value.currency,
			timezone: value.timezone,
			phone: value.phone ?? null,
			email: value.email ?? null,
			address: value.address ?? null,
			latitude: value.latitude ?? null,
			longitude: value.longitude ?? null,
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			extra: { intent: 'details' as const },
			// CURRENCY_IN_USE is a 409.
			fieldErrors: (problem) =>
				problem.status === 422
					? problem.fieldErrors()
					: problem.code === 'CURRENCY_IN_USE'
						? { currency: [t('edit.currencyInUse')] }
						: undefined,
		})
	}
	return redirectWithToast(`/unit/${unitId}`, { type: 'success', title: t('edit.saved') })
}

/** The form as it was sent, checked for nothing: what a search hands back to the page. */
function keptAsSent(formData: FormData) {
	return parseWithZod(formData, { schema: z.looseObject({}) }).reply()
}

/** Without JavaScript: a search, or the address at the typed coordinates. Nothing is saved. */
async function lookUp(request: Request, formData: FormData, kind: 'search' | 'reverse') {
	const language = await readerLanguage(request)
	let outcome: SearchOutcome = null
	if (kind === 'search') {
		const text = String(formData.get(ADDRESS_SEARCH_FIELD) ?? '')
			.trim()
			.slice(0, 200)
		if (text) outcome = { kind, answer: await searchPlaces(text, { language }) }
	} else {
		const latitude = coordinateSchema(90).safeParse(String(formData.get('latitude') ?? ''))
		const longitude = coordinateSchema(180).safeParse(String(formData.get('longitude') ?? ''))
		if (latitude.success && longitude.success) {
			outcome = { kind, answer: await reverseGeocode(latitude.data, longitude.data, { language }) }
		}
	}
	return data({
		intent: kind,
		result: keptAsSent(formData),
		outcome,
		// Nothing asked: the search box or the coordinates were empty.
		empty: outcome === null,
	})
}

/** Without JavaScript: a found place goes into the address and the coordinates. */
function fillPlace(formData: FormData) {
	const place = placeSchema.safeParse(safeJson(String(formData.get(PLACE_FIELD) ?? '')))
	const filled = new FormData()
	for (const [key, value] of formData) if (key !== PLACE_FIELD) filled.append(key, value)
	if (place.success) {
		filled.set('address', place.data.address)
		filled.set('latitude', String(place.data.latitude))
		filled.set('longitude', String(place.data.longitude))
	}
	return data({ intent: 'place' as const, result: keptAsSent(filled), chosen: place.success })
}

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text)
	} catch {
		return null
	}
}

export default function EditUnitRoute() {
	const { unit, countries, currencies, timeZones, maps } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('unit')
	const detailsResult =
		actionData && 'result' in actionData && actionData.intent !== 'photo'
			? actionData.result
			: undefined
	const [form, fields] = useForm({
		id: 'unit-details',
		lastResult: detailsResult,
		constraint: getZodConstraint(unitDetailsSchema),
		defaultValue: unit.values,
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: unitDetailsSchema, error: detailsErrorMap(t) }),
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
