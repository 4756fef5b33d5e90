import { lazySignInConfig, type SignInContext, type SignInOptions } from '@caixa/services/sign-in'
import { type CaixaDependencies } from './dependencies'

/** What the sign-in services need, from the app's dependencies and its sign-in options. */
export function signInContextOf(
	deps: CaixaDependencies,
	options: SignInOptions = {},
): () => Promise<SignInContext> {
	const config = lazySignInConfig(options)
	return async () => ({
		db: await deps.database(),
		clock: deps.clock,
		mail: deps.mail,
		sessionPolicy: deps.sessionPolicy,
		config: config(),
	})
}
