import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { RecordFormPage } from '~/components/record-form/record-form'
import { recordFormAction, recordFormLoader } from '~/components/record-form/record-form.server'

export const handle = { i18n: ['common', 'record', 'ledger', 'masterData', 'filter'] }

// Money in (spec §2 /cashier/{cashierId}/input): a sale, a receipt — INCOME categories, clients.
// The same screen as /output (app/components/record-form/), the direction from the route.

export async function loader(args: LoaderFunctionArgs) {
	return recordFormLoader(args, true)
}

export async function action(args: ActionFunctionArgs) {
	return recordFormAction(args, true)
}

export default function MoneyInRoute() {
	return <RecordFormPage />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.title, data?.cashier.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
