import { type Unit } from '@caixa/contract/unit'
import { type InterestDefaults } from '@caixa/contract/unit-details'
import { type UnitRow, type UnitView } from '@caixa/services/units'
import { multimediaContentPath } from '../paths'

export function presentUnit({ unit, role }: UnitView): Unit {
	return {
		id: unit.id,
		name: unit.name,
		document: unit.document,
		country: unit.country,
		currency: unit.currency,
		timezone: unit.timezone,
		companyId: unit.company_id,
		information: {
			// A path, like every photo the API answers (the session's, a cashier's unit).
			photo: unit.photo_multimedia_id ? multimediaContentPath(unit.photo_multimedia_id) : null,
			address: unit.address,
			latitude: unit.latitude,
			longitude: unit.longitude,
			phone: unit.phone,
			email: unit.email,
		},
		role,
	}
}

export function presentInterestDefaults(unit: UnitRow): InterestDefaults {
	return {
		lateFeeBasisPoints: unit.late_fee_basis_points,
		monthlyInterestBasisPoints: unit.monthly_interest_basis_points,
	}
}
