import { marketplaceFormSchema } from './marketplace-validation'
import { formConstraint } from '~/components/form-constraint'

// The action validates through here: a route importing the zod adapter itself would keep zod
// in its browser build, even for the action alone.
export { validateMarketplace } from './marketplace-validation'

/** The form's HTML constraints (required, lengths), handed to the page by its loader. */
export const marketplaceConstraint = formConstraint(marketplaceFormSchema)
