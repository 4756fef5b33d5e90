import * as z from 'zod'
import { masterDataNameSchema, masterDataStateSchema } from './master-data'
import {
	categoryKinds,
	dreGroups,
	groupsOfKind,
	isGroupOfKind,
	type CategoryKind,
	type DreGroup,
} from './master-data-kinds'
import { pageQuerySchema, repeatedQuery, textQuerySchema } from './paging'

// The words and shapes of a category (DOMAIN.md "Categories"). Which group a kind may feed is
// the contract's own table (groupsOfKind, master-data-kinds.ts), so the API and the web form check it alike:
//   INCOME  → REVENUE, FINANCIAL_INCOME, OTHER_INCOME, CAPITAL (an owner's contribution, a loan in)
//   EXPENSE → DEDUCTION, COST_OF_SALES, OPERATING_EXPENSE, FINANCIAL_EXPENSE, OTHER_EXPENSE,
//             INCOME_TAX, CAPITAL (a withdrawal, a loan repaid, an asset bought)
// CAPITAL is the one group of both kinds: money that moves cash either way and is no result.

// The kinds, groups and their table live in a zod-free module (pages take them without zod).
export { categoryKinds, dreGroups, groupsOfKind, isGroupOfKind, type CategoryKind, type DreGroup }

export const categoryKindSchema = z.enum(categoryKinds).meta({ id: 'CategoryKind' })

export const dreGroupSchema = z.enum(dreGroups).meta({ id: 'DreGroup' })

/** The table above as a zod check, on the `group` field. */
function groupOfKind(value: { kind: CategoryKind; group: DreGroup }, context: z.RefinementCtx) {
	if (isGroupOfKind(value.kind, value.group)) return
	context.addIssue({
		code: 'custom',
		path: ['group'],
		message: `${value.group} is not a group of ${value.kind} categories`,
		params: { reason: 'GROUP_OF_OTHER_KIND' },
	})
}

/** A unit's category (API.md "Category"); `archived` ones stay on their records but leave pickers. */
export const categorySchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		kind: categoryKindSchema,
		group: dreGroupSchema,
		archived: z.boolean(),
		defaultCode: z.string().nullable().meta({
			description:
				'The default category it was made with (SALES_OF_GOODS…), named in the reader’s language (Accept-Language) until renamed; null once renamed or for one made by hand',
			example: 'SALES_OF_GOODS',
		}),
	})
	.meta({ id: 'Category' })
export type Category = z.infer<typeof categorySchema>
export const categoryListSchema = z.array(categorySchema)

/**
 * `GET /units/{unitId}/categories`: by the name the reader sees (ties by id), live ones unless
 * `state` says.
 */
export const categoryListQuerySchema = pageQuerySchema.extend({
	name: textQuerySchema.meta({ description: 'Words the category’s name must hold' }),
	kind: repeatedQuery(categoryKindSchema).meta({ description: 'Only these kinds' }),
	group: repeatedQuery(dreGroupSchema).meta({ description: 'Only these income-statement groups' }),
	state: repeatedQuery(masterDataStateSchema).meta({
		description: 'LIVE (the default when absent), ARCHIVED, or both',
	}),
})
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>

/**
 * The group must be one the kind may feed (domain/default-categories.ts `groupsOfKind`): income
 * never lands on an expense line. Checked here so the web form says it before the API does.
 */
export const categoryBodySchema = z
	.object({
		name: masterDataNameSchema,
		kind: categoryKindSchema,
		group: dreGroupSchema,
	})
	.superRefine(groupOfKind)
	.meta({ id: 'CategoryBody' })
export type CategoryBody = z.infer<typeof categoryBodySchema>

/**
 * `PUT /units/{unitId}/categories/{id}`: the whole category again, and `archived` to archive it
 * or bring it back (left out: unchanged).
 */
export const categoryUpdateBodySchema = z
	.object({
		name: masterDataNameSchema,
		kind: categoryKindSchema,
		group: dreGroupSchema,
		archived: z.boolean().optional(),
	})
	.superRefine(groupOfKind)
	.meta({ id: 'CategoryUpdateBody' })
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>
