import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import { type Translate } from '~/components/form-errors'
import { saveUnit } from '~/components/units/units.server'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { readerLanguage } from '~/server/i18n.server'
import { reverseGeocode, searchPlaces } from '~/server/maps.server'
import { redirectWithToast } from '~/server/toast.server'
import { type SearchOutcome } from './address-search'
import { ADDRESS_SEARCH_FIELD, PLACE_FIELD } from './unit-form'
import {
	coordinateSchema,
	placeSchema,
	unitDetailsSchema,
	validateUnitDetails,
} from './unit-validation'
import { formConstraint } from '~/components/form-constraint'

// The edit page's server half, its route's one .server import: the browser build keeps an empty
// stub for each .server module a route imports, and a route importing zod or Conform's zod
// adapter itself would keep them in its browser build, even for the action alone.
export { photoAction, readPhotoFormData } from '~/components/photo-upload.server'
export { loadOwnedUnit, loadUnitForEdit } from '~/components/units/units.server'
export { caixaCall, endpoints } from '~/server/caixa.server'
export { i18nServer, readerLanguage } from '~/server/i18n.server'
export { requireSession } from '~/server/session.server'

/** The details form's HTML constraints (required, lengths, patterns), handed by the loader. */
export const unitDetailsConstraint = formConstraint(unitDetailsSchema)

/** `intent=details`: the form checked as the browser checks it, then PUT /units/{unitId}. */
export async function saveDetails(
	request: Request,
	formData: FormData,
	{ token, unitId, t }: { token: string; unitId: string; t: Translate },
) {
	const submission = validateUnitDetails(formData, t)
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
						? { currency: [t('unit:edit.currencyInUse')] }
						: undefined,
		})
	}
	return redirectWithToast(`/unit/${unitId}`, { type: 'success', title: t('unit:edit.saved') })
}

/** The form as it was sent, checked for nothing: what a search hands back to the page. */
function keptAsSent(formData: FormData) {
	return parseWithZod(formData, { schema: z.looseObject({}) }).reply()
}

/** Without JavaScript: a search, or the address at the typed coordinates. Nothing is saved. */
export async function lookUp(request: Request, formData: FormData, kind: 'search' | 'reverse') {
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
export function fillPlace(formData: FormData) {
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
