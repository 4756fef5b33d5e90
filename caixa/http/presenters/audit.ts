import {
	type AuditorInventory,
	type AuditorInventoryRow,
	type Comment,
	type Person,
	type ReactionEntry,
} from '@caixa/contract/audit'
import { type Language } from '@caixa/contract/enums'
import {
	type AuditorInventoryDetail,
	type CommentView,
	type ReactionView,
} from '@caixa/services/audit'
import { type InventoryView } from '@caixa/services/inventories'
import { type LedgerCashier } from '@caixa/services/ledger-access'
import { API_BASE, multimediaContentPath } from '../paths'
import { type LedgerContext, presentInventory, presentInventoryRow } from './ledger'

function person(view: {
	profileId: string
	name: string
	surname: string
	photoMultimediaId: string | null
}): Person {
	return {
		id: view.profileId,
		name: view.name,
		surname: view.surname,
		photo: view.photoMultimediaId ? multimediaContentPath(view.photoMultimediaId) : null,
	}
}

export function presentReaction(view: ReactionView): ReactionEntry {
	return {
		profile: person(view),
		reaction: view.reaction,
		reactedAt: new Date(view.reactedAt).toISOString(),
	}
}

/** Plain text as written: the reader escapes it (never markup here). */
export function presentComment(view: CommentView): Comment {
	return {
		id: view.id,
		inventoryId: view.inventoryId,
		author: person(view),
		authorRole: view.authorRole,
		comment: view.body,
		createdAt: new Date(view.createdAt).toISOString(),
	}
}

export function presentAuditorInventoryRow(
	view: InventoryView,
	cashier: LedgerCashier,
	language: Language,
): AuditorInventoryRow {
	return {
		kind: 'RECORD',
		...presentInventoryRow(view, cashier, language),
		myReaction: view.myReaction ?? 'NONE',
	}
}

export function presentAuditorInventory(
	detail: AuditorInventoryDetail,
	context: LedgerContext,
): AuditorInventory {
	return {
		...presentInventory(detail.inventory, detail.items, detail.payments, context),
		myReaction: detail.myReaction,
		reactionEntries: detail.reactions.map(presentReaction),
	}
}

export function auditorCommentPath(cashierId: string, inventoryId: string): string {
	return `${API_BASE}/auditors/cashiers/${cashierId}/inventories/${inventoryId}/comments`
}

export function writerCommentPath(cashierId: string, inventoryId: string): string {
	return `${API_BASE}/cashiers/${cashierId}/inventories/${inventoryId}/comments`
}
