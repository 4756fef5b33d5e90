import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CentredLayout } from '~/components/layouts/centred-layout'
import { CashierLayout } from '~/components/layouts/cashier-layout'
import { pageTitle } from '~/components/page-title'
import {
	isManagement,
	loadCashierOfPage,
	mayTransferIn,
	requireSession,
} from '~/components/layouts/cashier-layout.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'inventory', 'transfer'] }

// The cashier layout (spec §2 "Layouts"): every /cashier/{cashierId}/… page sits inside it. Its
// loader runs again after every action below it (Remix revalidates), so the balance follows.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const caller = { token, request }
	const [{ cashier, transfers }, management] = await Promise.all([
		// Its menu's "Transfers" when the caller may write two or more of the unit's cashiers,
		// a collaborator of this cashier alone included (DOMAIN.md "Roles").
		loadCashierOfPage(caller, requireParam(params, 'cashierId')).then(async (cashier) => ({
			cashier,
			transfers: await mayTransferIn(caller, cashier.unit.id),
		})),
		isManagement(caller),
	])
	return {
		profile,
		management,
		cashier: {
			id: cashier.id,
			name: cashier.name,
			balance: cashier.balance,
			currency: cashier.currency,
			unitId: cashier.unit.id,
		},
		transfers,
	}
}

export default function CashierRoute() {
	const { profile, management, cashier, transfers } = useLoaderData<typeof loader>()
	return (
		<CashierLayout
			cashier={cashier}
			transfers={transfers}
			profile={profile}
			management={management}
		>
			<Outlet />
		</CashierLayout>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.cashier.name) },
]

// Centred: the layout, and the <main> the skip link leads to, are not there when its loader failed.
export function ErrorBoundary() {
	return (
		<CentredLayout>
			<GeneralErrorBoundary />
		</CentredLayout>
	)
}
