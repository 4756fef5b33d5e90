import { type getZodConstraint } from '@conform-to/zod/v4'
import { type PersonData } from './person'

// What the collaborators flow's loader (app/server/collaborators-form.server.ts) and its page
// section (collaborators-section.tsx) share: the query keys and the data. No server code here,
// nor zod: the browser imports it with the page (the rules are in collaborators-validation.ts).

/** Where the people are added: the words of each screen name it (works in the unit, uses the cashier…). */
export type CollaboratorScope = 'unit' | 'cashier' | 'company'

/** `?email=`: the address the find form looked up. A GET, so it works without JavaScript and survives a reload. */
export const EMAIL_PARAM = 'email'

/** `?remove={profileId}`: the row asking "Remove them?" (the confirmation step, in the URL). */
export const REMOVE_PARAM = 'remove'

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
	/** The find form's HTML constraints (required, type), from its rule on the server. */
	findConstraint: ReturnType<typeof getZodConstraint>
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
