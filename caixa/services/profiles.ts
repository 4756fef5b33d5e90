import { type ProfileRow } from '@caixa/db/database'
import { setProfilePhoto } from '@caixa/db/profile-photo'
import { type ProfileDetails, updateProfileDetails } from '@caixa/db/profiles'
import { notFound } from '@caixa/domain/errors'
import { type CaixaDatabase } from './database'

export type { ProfileRow }

/** `PUT /session`: what the owner of a profile may change of it themselves. */
export function changeProfileDetails(
	db: CaixaDatabase,
	profileId: string,
	details: ProfileDetails,
): Promise<ProfileRow> {
	return updateProfileDetails(db, profileId, details)
}

/** `PUT /session/photo`: a photo the caller uploaded becomes theirs; another's or none is a 404. */
export async function changeProfilePhoto(
	db: CaixaDatabase,
	profileId: string,
	multimediaId: string,
): Promise<ProfileRow> {
	const updated = await setProfilePhoto(db, profileId, multimediaId)
	if (!updated) throw notFound('No such photo among yours.')
	return updated
}
