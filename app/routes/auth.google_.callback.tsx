import { type LoaderFunctionArgs } from '@remix-run/node'
import { finishProviderSignIn } from '~/server/provider-sign-in.server'

// Google's return point (`${APP_URL}/auth/google/callback`, registered with Google). The
// trailing `_` keeps it out of auth.google.tsx, whose loader would otherwise run beside it.
export async function loader({ request }: LoaderFunctionArgs) {
	return finishProviderSignIn('google', request)
}
