// The payment forms' actions validate through here: a route importing the zod adapter itself
// would keep zod in its browser build, even for the action alone.
export { validateEditPayment, validateInterestLate, validatePartialPayment } from './payment-forms'
