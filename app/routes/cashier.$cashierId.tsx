import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CashierLayout } from '~/components/layouts/cashier-layout'
import { pageTitle } from '~/components/page-title'
import {
	isManagement,
	loadCashierOfPage,
	requireSession,
} from '~/components/layouts/cashier-layout.server'

export const handle = { i18n: ['common', 'ledger', 'inventory'] }

// The cashier layout (spec §2 "Layouts"): every /cashier/{cashierId}/… page sits inside it. Its
// loader runs again after every action below it (Remix revalidates), so the balance follows.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const [cashier, management] = await Promise.all([
		loadCashierOfPage({ token, request }, params.cashierId ?? ''),
		isManagement({ token, request }),
	])
	return {
		profile,
		management,
		cashier: {
			id: cashier.id,
			name: cashier.name,
			balance: cashier.balance,
			currency: cashier.currency,
		},
	}
}

export default function CashierRoute() {
	const { profile, management, cashier } = useLoaderData<typeof loader>()
	return (
		<CashierLayout cashier={cashier} profile={profile} management={management}>
			<Outlet />
		</CashierLayout>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.cashier.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
