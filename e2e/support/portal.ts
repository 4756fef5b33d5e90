import { type BrowserContext, type TestInfo } from '@playwright/test'
import { modeOf, signIn, type SignedIn } from './session'

/**
 * Elena, whose portal holds 45 cashiers in three units and two audited cashiers: the stub's
 * fixture person, or in real mode a fresh profile given the same rows.
 */
export async function signInWithPortal(
	context: BrowserContext,
	testInfo: TestInfo,
): Promise<SignedIn> {
	const signedIn = await signIn(context, testInfo, 'elena')
	if (modeOf(testInfo) === 'real') {
		const { seedRealPortal } = await import('./databases')
		await seedRealPortal(signedIn.token, signedIn.profile.id)
	}
	return signedIn
}
