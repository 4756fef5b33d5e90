import { type Translate } from '~/components/form-errors'
import { categoryFormSchema } from './category-validation'
import { clientOrSupplierFormSchema } from './client-or-supplier-validation'
import { productFormSchema } from './product-validation'
import { formConstraint } from '~/components/form-constraint'

// The master-data actions validate through here: a route importing the zod adapter itself would
// keep zod in its browser build, even for the action alone.
export { validateCategory } from './category-validation'
export { validateClientOrSupplier } from './client-or-supplier-validation'
export { validateProduct } from './product-validation'

// Each form's HTML constraints (required, lengths, type), handed to the page by its loader.

export function categoryConstraint(t: Translate) {
	return formConstraint(categoryFormSchema(t))
}

export function clientOrSupplierConstraint(t: Translate, country: string) {
	return formConstraint(clientOrSupplierFormSchema(t, country))
}

export function productConstraint(t: Translate, currency: string) {
	return formConstraint(productFormSchema(currency, t))
}
