import { type Company } from '@caixa/contract/company'
import { type CompanyView } from '@caixa/services/companies'
import { API_BASE, multimediaContentPath } from '../paths'

export function presentCompany({ company, marketplaceName, role }: CompanyView): Company {
	return {
		id: company.id,
		name: company.name,
		document: company.document,
		// A path, like every photo the API answers.
		photo: company.photo_multimedia_id ? multimediaContentPath(company.photo_multimedia_id) : null,
		marketplace:
			company.marketplace_id && marketplaceName !== null
				? { id: company.marketplace_id, name: marketplaceName }
				: null,
		role,
	}
}

export function companyPath(companyId: string): string {
	return `${API_BASE}/companies/${companyId}`
}

export function companyUnitPath(companyId: string, unitId: string): string {
	return `${API_BASE}/companies/${companyId}/units/${unitId}`
}

export function marketplacePath(marketplaceId: string): string {
	return `${API_BASE}/marketplaces/${marketplaceId}`
}
