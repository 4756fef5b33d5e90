import * as z from 'zod'
import { pageQuerySchema } from './paging'

// People added to a unit (and, with the same shapes, to a company or a cashier): spec §7's
// `collaborators` and `profiles?query` calls.

/** Someone as the person adding them sees them: enough to recognise whom they add. */
export const profileCardSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		surname: z.string(),
		email: z.email(),
		/** The photo's path (`/caixa/api/multimedia/content/{id}.jpg`), as the session's photo. */
		photo: z.string().nullable(),
	})
	.meta({ id: 'ProfileCard' })
export type ProfileCard = z.infer<typeof profileCardSchema>

/** A collaborator: the profile (`id` is the profile's id) and when it was added. */
export const collaboratorSchema = profileCardSchema
	.extend({ since: z.iso.datetime({ offset: true }).meta({ example: '2026-11-22T12:00:00.000Z' }) })
	.meta({ id: 'Collaborator' })
export type Collaborator = z.infer<typeof collaboratorSchema>
export const collaboratorListSchema = z.array(collaboratorSchema)

/** `GET …/collaborators`: the latest added first. */
export const collaboratorListQuerySchema = pageQuerySchema

/** `POST …/collaborators` (spec §3 "collaborator {profileId}"). */
export const newCollaboratorBodySchema = z
	.object({ profileId: z.uuid() })
	.meta({ id: 'NewCollaboratorBody' })
export type NewCollaboratorBody = z.infer<typeof newCollaboratorBodySchema>

/**
 * `GET …/profiles?query=`: finding someone to add. The query is a whole e-mail address, never a
 * name or part of one, so that no one can list the product's users (see findProfileToAdd).
 */
export const profileSearchQuerySchema = z.object({
	// Trimmed first: an address pasted with a space around it is still that address.
	query: z.string().trim().max(254).pipe(z.email()).meta({
		description: 'The whole e-mail address of the person to add',
		example: 'ana@example.com',
	}),
})
export type ProfileSearchQuery = z.infer<typeof profileSearchQuerySchema>

/** A profile found to add, and whether it is in already (the owner, or a collaborator). */
export const profileMatchSchema = profileCardSchema
	.extend({
		member: z.boolean().meta({
			description: 'Already the owner or a collaborator: adding it again changes nothing',
		}),
	})
	.meta({ id: 'ProfileMatch' })
export type ProfileMatch = z.infer<typeof profileMatchSchema>
/** None, or the one profile with that address. */
export const profileMatchListSchema = z.array(profileMatchSchema)
