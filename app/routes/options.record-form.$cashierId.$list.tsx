import { type LoaderFunctionArgs } from '@remix-run/node'
import { recordOptionsLoader } from '~/components/record-form/record-form.server'

// The record form's searches with JavaScript (not a page): a picker's options `[{ id, label }]`
// for `?query=…&offset=…&limit=…` (category-input, category-output, client-input, client-output,
// institution), or `reference?query=` — whether an order reference is free and the next one.
export async function loader(args: LoaderFunctionArgs) {
	return recordOptionsLoader(args)
}
