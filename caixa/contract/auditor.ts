import * as z from 'zod'
import { profileCardSchema } from './collaborator'
import { pageQuerySchema } from './paging'
import { currencyCodeSchema } from './primitives'

// The auditor handshake (DOMAIN.md "Auditors, reactions, comments"): someone who opens a cashier's
// invite link asks to audit it, the cashier's owner or a unit collaborator accepts or declines, and
// an accepted auditor reads the cashier through the auditor API space alone.

const moment = z.iso.datetime({ offset: true }).meta({ example: '2026-11-22T12:00:00.000Z' })

/** A request to audit waits for the owner (PENDING) or was accepted (ACCEPTED). */
export const auditorStatuses = ['PENDING', 'ACCEPTED'] as const
export const auditorStatusSchema = z.enum(auditorStatuses).meta({ id: 'AuditorStatus' })
export type AuditorStatus = z.infer<typeof auditorStatusSchema>

/**
 * An auditor of a cashier, or a pending request to become one, as the cashier's owner and unit
 * collaborators see it. `id` is the row's: the `inviteId` to accept, the id to remove or decline.
 */
export const cashierAuditorSchema = z
	.object({
		id: z.uuid(),
		status: auditorStatusSchema,
		/** Who asked: enough for the owner to recognise them (their address included). */
		profile: profileCardSchema,
		/** When they asked. */
		createdAt: moment,
		/** When the request was accepted; null while pending. */
		acceptedAt: moment.nullable(),
	})
	.meta({ id: 'CashierAuditor' })
export type CashierAuditor = z.infer<typeof cashierAuditorSchema>
export const cashierAuditorListSchema = z.array(cashierAuditorSchema)

/** `GET /units/{unitId}/cashiers/{cashierId}/auditors`: pending first, then accepted, newest first. */
export const cashierAuditorListQuerySchema = pageQuerySchema

/** `POST …/auditors/accept` (spec §3 "accept auditor {inviteId}"). */
export const acceptAuditorBodySchema = z
	.object({ inviteId: z.uuid() })
	.meta({ id: 'AcceptAuditorBody' })
export type AcceptAuditorBody = z.infer<typeof acceptAuditorBodySchema>

/**
 * Where the caller stands with a cashier they were sent the invite link of: nothing yet (NONE),
 * asked (PENDING), audits it (ACCEPTED), or already writes it as its owner or a collaborator
 * (WRITER), who cannot ask.
 */
export const auditInviteStates = ['NONE', 'PENDING', 'ACCEPTED', 'WRITER'] as const
export const auditInviteStateSchema = z.enum(auditInviteStates).meta({ id: 'AuditInviteState' })
export type AuditInviteState = z.infer<typeof auditInviteStateSchema>

/**
 * What the invite link `/invite/cashier/{cashierId}` shows any signed-in profile: which cashier of
 * which unit, whose, and the caller's own state. Nothing else: no figures, no ids but the cashier's.
 */
export const cashierInviteSchema = z
	.object({
		cashier: z.object({ id: z.uuid(), name: z.string() }),
		unit: z.object({ name: z.string() }),
		owner: z.object({
			name: z.string(),
			surname: z.string(),
			/** The photo's path, as a profile card's. */
			photo: z.string().nullable(),
		}),
		state: auditInviteStateSchema,
	})
	.meta({ id: 'CashierInvite' })
export type CashierInvite = z.infer<typeof cashierInviteSchema>

/** `POST /invites/cashiers` (spec §3 "auditor invite {cashierId}"): asks to audit a cashier. */
export const auditRequestBodySchema = z
	.object({ cashierId: z.uuid() })
	.meta({ id: 'AuditRequestBody' })
export type AuditRequestBody = z.infer<typeof auditRequestBodySchema>

/** The problem `code` of asking to audit a cashier the caller already writes (409). */
export const ALREADY_WRITER = 'ALREADY_WRITER'

/**
 * A cashier as its accepted auditor sees it (`GET /auditors/cashiers/{id}`): what the auditor
 * view's layout names, and the unit's zone and the currency to write its dates and money in.
 */
export const auditedCashierSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		unit: z.object({
			id: z.uuid(),
			name: z.string(),
			/** The unit's photo is a path, as Unit.information.photo. */
			photo: z.string().nullable(),
			timezone: z.string().meta({ example: 'America/Sao_Paulo' }),
		}),
		currency: currencyCodeSchema,
		role: z.literal('AUDITOR'),
	})
	.meta({ id: 'AuditedCashier' })
export type AuditedCashier = z.infer<typeof auditedCashierSchema>
