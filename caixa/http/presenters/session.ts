import { type Session } from '@caixa/contract/session'
import { type ProfileRow } from '@caixa/services/profiles'
import { multimediaContentPath } from '../paths'

export type SessionProfile = Omit<Session, 'token'>

export function presentProfile(profile: ProfileRow): SessionProfile {
	return {
		id: profile.id,
		name: profile.name,
		surname: profile.surname,
		email: profile.email,
		photo: profile.photo_multimedia_id ? multimediaContentPath(profile.photo_multimedia_id) : null,
		language: profile.language,
	}
}

export function presentSession(token: string, profile: ProfileRow): Session {
	return { token, ...presentProfile(profile) }
}
