import { type BrowserContext, type TestInfo } from '@playwright/test'
import { modeOf, signIn, type SignedIn } from './session'

/**
 * Julia, whose portal overview has two currencies, overdue and due-soon figures both ways, and a
 * cashier she only audits (caixa/testing/overview-books.ts): the stub's fixture person, or in
 * real mode a fresh profile given the same books.
 */
export async function signInWithOverview(
	context: BrowserContext,
	testInfo: TestInfo,
): Promise<SignedIn> {
	const signedIn = await signIn(context, testInfo, 'julia')
	if (modeOf(testInfo) === 'real') {
		const { seedRealOverview } = await import('./databases')
		await seedRealOverview(signedIn.token, signedIn.profile.id)
	}
	return signedIn
}
