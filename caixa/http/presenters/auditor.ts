import {
	type AuditedCashier,
	type CashierAuditor,
	type CashierInvite,
} from '@caixa/contract/auditor'
import {
	type AuditedCashierView,
	type CashierAuditorView,
	type CashierInviteView,
} from '@caixa/services/auditors'
import { multimediaContentPath } from '../paths'
import { presentProfileCard } from './collaborator'

const photoPath = (multimediaId: string | null) =>
	multimediaId ? multimediaContentPath(multimediaId) : null

export function presentCashierAuditor(view: CashierAuditorView): CashierAuditor {
	return {
		id: view.id,
		status: view.acceptedAt === null ? 'PENDING' : 'ACCEPTED',
		profile: presentProfileCard(view.profile),
		createdAt: new Date(view.createdAt).toISOString(),
		acceptedAt: view.acceptedAt === null ? null : new Date(view.acceptedAt).toISOString(),
	}
}

/** The invite link's view: names and the owner's face, never the owner's address or any figure. */
export function presentCashierInvite(view: CashierInviteView): CashierInvite {
	const { cashier } = view
	return {
		cashier: { id: cashier.id, name: cashier.name },
		unit: { name: cashier.unitName },
		owner: {
			name: cashier.owner.name,
			surname: cashier.owner.surname,
			photo: photoPath(cashier.owner.photoMultimediaId),
		},
		state: view.state,
	}
}

export function presentAuditedCashier(view: AuditedCashierView): AuditedCashier {
	return {
		id: view.id,
		name: view.name,
		unit: {
			id: view.unitId,
			name: view.unitName,
			photo: photoPath(view.unitPhotoMultimediaId),
			timezone: view.unitTimezone,
		},
		currency: view.currency,
		role: 'AUDITOR',
	}
}
