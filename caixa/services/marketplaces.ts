import { ownsMarketplace } from '@caixa/db/access'
import { type CompanyFilter, type CompanyView, listVisibleCompanies } from '@caixa/db/companies'
import { insertMarketplace, type MarketplaceView } from '@caixa/db/marketplaces'
import { notFound } from '@caixa/domain/errors'
import { type CaixaDatabase } from './database'

// Marketplaces: only their owner sees them, and the companies grouped in them.

export { findOwnedMarketplace, listOwnedMarketplaces } from '@caixa/db/marketplaces'

/** `POST /marketplaces`: a marketplace owned by the caller, with no company yet. */
export function createMarketplace(
	db: CaixaDatabase,
	profileId: string,
	name: string,
	now: number,
): Promise<MarketplaceView> {
	return insertMarketplace(db, { name, ownerProfileId: profileId }, now)
}

/** `GET /marketplaces/{id}/companies`: the companies of a marketplace the caller owns, or a 404. */
export async function listMarketplaceCompanies(
	db: CaixaDatabase,
	profileId: string,
	marketplaceId: string,
	filter: Omit<CompanyFilter, 'marketplaceId'>,
): Promise<CompanyView[]> {
	if (!(await ownsMarketplace(db, profileId, marketplaceId))) {
		throw notFound('No marketplace of yours has this id.')
	}
	return listVisibleCompanies(db, profileId, { ...filter, marketplaceId })
}
