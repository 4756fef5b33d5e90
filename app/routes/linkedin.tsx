import { type LoaderFunctionArgs } from '@remix-run/node'
import { finishProviderSignIn } from '~/server/provider-sign-in.server'

// LinkedIn's return point (spec §2 "/linkedin"; `${APP_URL}/linkedin`, registered with LinkedIn).
export async function loader({ request }: LoaderFunctionArgs) {
	return finishProviderSignIn('linkedin', request)
}
