import { type SubmissionResult } from '@conform-to/react'
import { type getZodConstraint } from '@conform-to/zod/v4'
import { type DreGroup } from '@caixa/contract/category'

// What the record form's route hands its component: shared by the server module and the
// component, so both sides agree on the shapes.

/** The record form's pickers over the cashier's lookups. */
export const pickerKinds = ['category', 'client', 'institution'] as const
export type PickerKind = (typeof pickerKinds)[number]

export type PickerOption = { id: string; label: string }

export type RecordFormProduct = { id: string; name: string; unitPrice: number }

export type RecordFormLoaderData = {
	/** The page's heading, translated, for its <title>. */
	title: string
	input: boolean
	cashier: { id: string; name: string; currency: string }
	/** `YYYY-MM-DD`, today in the unit's zone (the record's default date). */
	today: string
	/** The reference the form proposes (the API's next number). */
	nextReference: string
	/** The form view's id (its `?form=`): the same after Back or a reload. */
	idempotencyKey: string
	options: Record<PickerKind, PickerOption[]>
	products: RecordFormProduct[]
	/** The income-statement groups a new category of this direction may feed. */
	groups: DreGroup[]
	/** The form's HTML constraints (required, lengths), from its schema on the server. */
	constraint: ReturnType<typeof getZodConstraint>
}

/**
 * The page when its form view was saved already (app/server/form-view.server.ts): the record it
 * made, or null when that is not known (the API refused other values under its key).
 */
export type RecordFormSavedData = Pick<RecordFormLoaderData, 'title' | 'input' | 'cashier'> & {
	saved: { record: { id: string; reference: string } | null }
}

export type RecordFormPageData = RecordFormLoaderData | RecordFormSavedData

export type RecordFormActionData = {
	result: SubmissionResult<string[]>
	/** The pickers' options for the values kept (searches done, new things chosen). */
	options: Record<PickerKind, PickerOption[]>
	/** New on every answer: the form is rebuilt from `result` (values kept, changes applied). */
	revision: string
}

/** Where a picker searches with JavaScript (app/routes/options.record-form.$cashierId.$list.tsx). */
export function pickerSearchUrl(cashierId: string, kind: PickerKind, input: boolean): string {
	const list = kind === 'institution' ? kind : `${kind}-${input ? 'input' : 'output'}`
	return `/options/record-form/${cashierId}/${list}`
}

export function referenceCheckUrl(cashierId: string, reference: string): string {
	return `/options/record-form/${cashierId}/reference?${new URLSearchParams({ query: reference })}`
}
