import { type Kysely } from 'kysely'
import { type Database, type ProfileRow } from './database'

/**
 * Makes a multimedia the profile's photo, only if the profile uploaded it: one statement, so a
 * photo deleted meanwhile cannot slip in. Undefined when the multimedia is missing or another's.
 */
export function setProfilePhoto(
	db: Kysely<Database>,
	profileId: string,
	multimediaId: string,
): Promise<ProfileRow | undefined> {
	return db
		.updateTable('profiles')
		.set({ photo_multimedia_id: multimediaId })
		.where('id', '=', profileId)
		.where(({ exists, selectFrom }) =>
			exists(
				selectFrom('multimedia')
					.select('id')
					.where('id', '=', multimediaId)
					.where('owner_profile_id', '=', profileId),
			),
		)
		.returningAll()
		.executeTakeFirst()
}
