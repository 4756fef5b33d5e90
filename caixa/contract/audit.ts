import * as z from 'zod'
import { inventoryListQuerySchema, inventoryRowSchema, inventorySchema } from './inventory'
import { MAX_COMMENT } from './audit-limits'
import { pageQuerySchema, repeatedQuery } from './paging'

export { MAX_COMMENT }

// What an auditor says about a cashier's records (DOMAIN.md "Auditors, reactions, comments"): one
// reaction per auditor per record, and a comment thread where auditors ask and writers answer.

export const reactions = ['APPROVED', 'QUESTION', 'REJECTED'] as const
export const reactionSchema = z.enum(reactions).meta({ id: 'Reaction' })
export type Reaction = z.infer<typeof reactionSchema>

/** The caller's own reaction to a record, NONE when it has not reacted. */
export const myReactions = ['NONE', ...reactions] as const
export const myReactionSchema = z.enum(myReactions).meta({ id: 'MyReaction' })
export type MyReaction = z.infer<typeof myReactionSchema>

/** `POST /auditors/cashiers/{id}/inventories/{inventoryId}/reactions`: sets or replaces mine. */
export const reactionBodySchema = z
	.object({ reaction: reactionSchema })
	.meta({ id: 'ReactionBody' })
export type ReactionBody = z.infer<typeof reactionBodySchema>

/** Who wrote or reacted, as the thread shows them: no e-mail address. */
export const personSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		surname: z.string(),
		/** The photo's path (`/caixa/api/multimedia/content/{id}.jpg`), as the session's photo. */
		photo: z.string().nullable(),
	})
	.meta({ id: 'Person' })
export type Person = z.infer<typeof personSchema>

/** One auditor's reaction to a record: who, which, and when it was last set. */
export const reactionEntrySchema = z
	.object({
		profile: personSchema,
		reaction: reactionSchema,
		reactedAt: z.iso.datetime({ offset: true }),
	})
	.meta({ id: 'ReactionEntry' })
export type ReactionEntry = z.infer<typeof reactionEntrySchema>
export const reactionEntryListSchema = z.array(reactionEntrySchema)

/**
 * `POST …/inventories/{inventoryId}/comments`: trimmed, then 1 to 2,000 characters (only spaces
 * is empty). Plain text: stored and answered as written; the reader escapes it.
 */
export const commentBodySchema = z
	.object({ comment: z.string().trim().min(1).max(MAX_COMMENT) })
	.meta({ id: 'CommentBody' })
export type CommentBody = z.infer<typeof commentBodySchema>

/** Whether the author wrote as an auditor of the cashier, or as one who writes its books. */
export const commentAuthorRoleSchema = z
	.enum(['AUDITOR', 'WRITER'])
	.meta({ id: 'CommentAuthorRole' })
export type CommentAuthorRole = z.infer<typeof commentAuthorRoleSchema>

export const commentSchema = z
	.object({
		id: z.uuid(),
		inventoryId: z.uuid(),
		author: personSchema,
		authorRole: commentAuthorRoleSchema,
		/** Plain text, as written (trimmed): never markup. */
		comment: z.string(),
		createdAt: z.iso.datetime({ offset: true }),
	})
	.meta({ id: 'Comment' })
export type Comment = z.infer<typeof commentSchema>
export const commentListSchema = z.array(commentSchema)

/** `GET …/comments`: oldest first (the moment written, then id), paged. */
export const commentListQuerySchema = pageQuerySchema

/**
 * `GET /auditors/cashiers/{id}/inventories`: the writer's record filters (no `followed`: an
 * auditor follows no payment; no `concern`) plus the caller's own reaction. Records only: an
 * internal transfer is the unit moving its own cash, not a record an auditor reacts to.
 */
export const auditorInventoryListQuerySchema = inventoryListQuerySchema
	.omit({ followed: true, concern: true })
	.extend({
		myReaction: repeatedQuery(myReactionSchema).meta({
			description: 'Only records the caller reacted to so, any of these (NONE: not at all)',
		}),
	})
export type AuditorInventoryListQuery = z.infer<typeof auditorInventoryListQuerySchema>

/** A record in the auditor's list: the writer's row, with the caller's own reaction. */
export const auditorInventoryRowSchema = inventoryRowSchema
	.extend({ myReaction: myReactionSchema })
	.meta({ id: 'AuditorInventoryRow' })
export type AuditorInventoryRow = z.infer<typeof auditorInventoryRowSchema>
export const auditorInventoryRowListSchema = z.array(auditorInventoryRowSchema)

/** One record as its auditor reads it: the writer's whole record, mine, and who reacted how. */
export const auditorInventorySchema = inventorySchema
	.extend({ myReaction: myReactionSchema, reactionEntries: reactionEntryListSchema })
	.meta({ id: 'AuditorInventory' })
export type AuditorInventory = z.infer<typeof auditorInventorySchema>
