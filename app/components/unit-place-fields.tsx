import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { SelectField } from './ui/field'

/** A country as unitPlaceOptions (app/server/cashier-form.server.ts) offers it. */
export type CountryOption = {
	value: string
	label: string
	currency: string
	/** The country's zones, the one a new unit starts with first. */
	zones: string[]
}

export type UnitPlaceFieldsProps = {
	fields: {
		country: FieldMetadata<string | undefined>
		currency: FieldMetadata<string | undefined>
		timezone: FieldMetadata<string | undefined>
	}
	countries: readonly CountryOption[]
	currencies: readonly string[]
	timeZones: readonly string[]
	defaultCountry: string
	labels: {
		country: string
		currency: string
		timezone: string
		/** The empty choice, "the country's (BRL)": the server fills it in, so it works without JS. */
		fromCountry: (value: string) => string
	}
}

const zoneLabel = (zone: string) => zone.replaceAll('_', ' ')

/**
 * Where a new unit is: its country, and its currency and time zone, each "the country's" unless
 * chosen. With JavaScript the empty choices name the chosen country's values as it changes.
 */
export function UnitPlaceFields({
	fields,
	countries,
	currencies,
	timeZones,
	defaultCountry,
	labels,
}: UnitPlaceFieldsProps) {
	const chosen =
		countries.find((country) => country.value === (fields.country.value ?? defaultCountry)) ??
		countries[0]
	const countryZones = new Set(chosen?.zones ?? [])
	return (
		<>
			<SelectField
				label={labels.country}
				selectProps={getSelectProps(fields.country)}
				options={countries}
				errors={fields.country.errors}
			/>
			<SelectField
				label={labels.currency}
				selectProps={getSelectProps(fields.currency)}
				options={[
					{ value: '', label: labels.fromCountry(chosen?.currency ?? '') },
					...currencies.map((code) => ({ value: code, label: code })),
				]}
				errors={fields.currency.errors}
			/>
			<SelectField
				label={labels.timezone}
				selectProps={getSelectProps(fields.timezone)}
				options={[
					{ value: '', label: labels.fromCountry(zoneLabel(chosen?.zones[0] ?? '')) },
					// The country's own zones first, then every other one.
					...[...countryZones, ...timeZones.filter((zone) => !countryZones.has(zone))].map(
						(zone) => ({ value: zone, label: zoneLabel(zone) }),
					),
				]}
				errors={fields.timezone.errors}
			/>
		</>
	)
}
