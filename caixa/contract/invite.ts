import * as z from 'zod'

/** Invite a friend (spec §3 "invite {email}"): the address is trimmed before it is checked. */
export const friendInviteBodySchema = z
	.object({ email: z.string().trim().pipe(z.email().max(254)) })
	.meta({ id: 'FriendInviteBody' })
export type FriendInviteBody = z.infer<typeof friendInviteBodySchema>
