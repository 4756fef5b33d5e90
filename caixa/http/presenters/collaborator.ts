import { type Collaborator, type ProfileCard } from '@caixa/contract/collaborator'
import {
	type CollaboratorView,
	type ProfileCard as ProfileCardRow,
} from '@caixa/services/collaborators'
import { API_BASE, multimediaContentPath } from '../paths'

export function presentProfileCard(card: ProfileCardRow): ProfileCard {
	return {
		id: card.id,
		name: card.name,
		surname: card.surname,
		email: card.email,
		photo: card.photoMultimediaId ? multimediaContentPath(card.photoMultimediaId) : null,
	}
}

export function presentCollaborator(view: CollaboratorView): Collaborator {
	return { ...presentProfileCard(view.profile), since: new Date(view.since).toISOString() }
}

export function unitCollaboratorPath(unitId: string, profileId: string): string {
	return `${API_BASE}/units/${unitId}/collaborators/${profileId}`
}
