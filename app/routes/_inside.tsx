import { type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CentredLayout } from '~/components/layouts/centred-layout'
import { InsideLayout } from '~/components/layouts/inside-layout'
import { isManagement, requireSession } from '~/components/layouts/inside-layout.server'

// The general inside layout: the x-ray link to /unit and the profile menu.
export async function loader({ request }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	return { profile, management: await isManagement({ token, request }) }
}

export default function InsideRoute() {
	const { profile, management } = useLoaderData<typeof loader>()
	return (
		<InsideLayout profile={profile} management={management}>
			<Outlet />
		</InsideLayout>
	)
}

// Centred: the layout, and the <main> the skip link leads to, are not there when its loader failed.
export function ErrorBoundary() {
	return (
		<CentredLayout>
			<GeneralErrorBoundary />
		</CentredLayout>
	)
}
