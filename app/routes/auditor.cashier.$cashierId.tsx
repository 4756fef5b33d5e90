import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { AuditorLayout } from '~/components/audit/auditor-layout'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CentredLayout } from '~/components/layouts/centred-layout'
import { pageTitle } from '~/components/page-title'
import {
	isManagement,
	loadAuditedCashier,
	requireSession,
} from '~/components/audit/auditor-view.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'audit'] }

// The auditor's view of a cashier (spec §2 /auditor/cashier/{cashierId}): its own
// layout, apart from the writer's, over the auditor API space alone — a 404 to anyone but the
// cashier's accepted auditors, its writers included.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const caller = { token, request }
	const [cashier, management] = await Promise.all([
		loadAuditedCashier(caller, requireParam(params, 'cashierId')),
		isManagement(caller),
	])
	return {
		profile,
		management,
		cashier: { id: cashier.id, name: cashier.name, unitName: cashier.unit.name },
	}
}

export default function AuditorCashierRoute() {
	const { profile, management, cashier } = useLoaderData<typeof loader>()
	return (
		<AuditorLayout cashier={cashier} profile={profile} management={management}>
			<Outlet />
		</AuditorLayout>
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
