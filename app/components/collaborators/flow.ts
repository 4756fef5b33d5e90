import * as z from 'zod'
import { newCollaboratorBodySchema, profileSearchQuerySchema } from '@caixa/contract/collaborator'
import { type PersonData } from './person'

// What the collaborators flow's loader (app/server/collaborators-form.server.ts) and its page
// section (collaborators-section.tsx) share: the query keys, the form schemas, and the data.
// No server code here: the browser imports it.

/** Where the people are added: the words of each screen name it (works in the unit, uses the cashier…). */
export type CollaboratorScope = 'unit' | 'cashier' | 'company'

/** `?email=`: the address the find form looked up. A GET, so it works without JavaScript and survives a reload. */
export const EMAIL_PARAM = 'email'

/** `?remove={profileId}`: the row asking "Remove them?" (the confirmation step, in the URL). */
export const REMOVE_PARAM = 'remove'

/** The find form: a whole e-mail address, as the API's search takes it. */
export const findSchema = z.object({ [EMAIL_PARAM]: profileSearchQuerySchema.shape.query })

/** The posts of the flow, each a plain form: `intent` add or remove, and whom. */
const COLLABORATOR_INTENTS = ['add', 'remove'] as const
export const memberPostSchema = z.object({
	intent: z.enum(COLLABORATOR_INTENTS),
	profileId: newCollaboratorBodySchema.shape.profileId,
	/** Only for the message that follows a removal. */
	name: z.string().max(200).optional(),
})

export interface Person extends PersonData {
	id: string
}

/** What looking up `?email=` came to. */
export type Lookup =
	| { status: 'idle' }
	| { status: 'found'; person: Person; member: boolean }
	| { status: 'none' }
	/** Not a whole e-mail address: the API is not asked. */
	| { status: 'invalid' }
	/** Too many searches this hour (the API's 429). */
	| { status: 'limited' }

/** The loader's part for the section; `rows` and `page` sit beside it for the infinite list. */
export interface PeopleData {
	/** The address looked up, as typed (kept in the field). */
	email: string
	lookup: Lookup
	/** The owner: the signed-in person (only an owner manages collaborators); never removable. */
	owner: Person
}

/** The action's answer when it refuses: words for the e-mail field (the typed address stays in the URL). */
export interface CollaboratorsRefusal {
	collaboratorsError: string
}

/** The refusal in any action data of a page that hosts the section, if it is one. */
export function collaboratorsErrorOf(actionData: unknown): string | undefined {
	return typeof actionData === 'object' &&
		actionData !== null &&
		'collaboratorsError' in actionData &&
		typeof actionData.collaboratorsError === 'string'
		? actionData.collaboratorsError
		: undefined
}
