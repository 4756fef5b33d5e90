import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { normalizeEmail } from '@caixa/domain/email'
import { type Database, type ProfileRow } from './database'

export interface NewProfileInput {
	name: string
	surname: string
	email: string
	language?: Language
	country?: string | null
}

export function findProfileByEmail(
	db: Kysely<Database>,
	email: string,
): Promise<ProfileRow | undefined> {
	return db
		.selectFrom('profiles')
		.selectAll()
		.where('email', '=', normalizeEmail(email))
		.executeTakeFirst()
}

/** The row a new profile starts as: e-mail normalised, language en-US unless chosen, no photo. */
export function newProfileValues(input: NewProfileInput, now: number) {
	return {
		id: randomUUID(),
		name: input.name,
		surname: input.surname,
		email: normalizeEmail(input.email),
		language: input.language ?? 'en-US',
		country: input.country ?? null,
		photo_multimedia_id: null,
		created_at: now,
	}
}

export function insertProfile(
	db: Kysely<Database>,
	input: NewProfileInput,
	now: number,
): Promise<ProfileRow> {
	return db
		.insertInto('profiles')
		.values(newProfileValues(input, now))
		.returningAll()
		.executeTakeFirstOrThrow()
}

export interface ProfileDetails {
	name: string
	surname: string
	language: Language
}

/** Changes what the owner of a profile may change of it themselves; the e-mail is not among it. */
export function updateProfileDetails(
	db: Kysely<Database>,
	profileId: string,
	details: ProfileDetails,
): Promise<ProfileRow> {
	return db
		.updateTable('profiles')
		.set({ name: details.name, surname: details.surname, language: details.language })
		.where('id', '=', profileId)
		.returningAll()
		.executeTakeFirstOrThrow()
}
