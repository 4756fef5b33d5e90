import { createDatabase } from '@caixa/db/connection'
import { mintSession } from '@caixa/testing'
import { createSessionStorage } from '~/server/session.server'

export interface SignedIn {
	/** The API's bearer token. */
	token: string
	/** `name=value` of the web app's signed session cookie holding that token and the profile. */
	cookie: string
}

/**
 * Signs the book's owner in as e2e does: a session minted in the copied database through the
 * API's session service, then the web app's own cookie for it, signed with the server's secret.
 */
export async function signIn(file: string, email: string, secret: string): Promise<SignedIn> {
	const db = createDatabase({ engine: 'sqlite', file })
	try {
		const { token, profile } = await mintSession({ name: 'Bench', surname: 'Owner', email }, { db })
		const storage = createSessionStorage([secret], false)
		const session = await storage.getSession()
		session.set('token', token)
		session.set('profile', profile)
		const [pair] = (await storage.commitSession(session)).split(';')
		if (!pair) throw new Error('no session cookie was made')
		return { token, cookie: pair }
	} finally {
		await db.destroy()
	}
}
