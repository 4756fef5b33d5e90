import { type Translate } from '~/components/form-errors'
import { type RefusalOptions } from '~/server/caixa-refusal.server'
import { caixaCall, type Caller, endpoints, followLocation } from '~/server/caixa.server'
import { transferFormSchema, type TransferFormValue } from './transfer-validation'
import { formConstraint } from '~/components/form-constraint'

// The new-transfer action validates through here: a route importing the zod adapter itself would
// keep zod in its browser build, even for the action alone.
export { validateTransfer } from './transfer-validation'

/** The form's HTML constraints (required, lengths), for the page's loader. */
export function transferConstraint(t: Translate, currency: string) {
	return formConstraint(transferFormSchema(currency, t))
}

/** POST …/internal-transfers under the form's Idempotency-Key; answers the transfer made. */
export async function createTransfer(caller: Caller, unitId: string, value: TransferFormValue) {
	const { idempotencyKey, ...body } = value
	const created = await caixaCall(endpoints.units.internalTransfers.create, {
		params: { unitId },
		body: { ...body, description: body.description || undefined },
		headers: { 'Idempotency-Key': idempotencyKey },
		...caller,
	})
	const { data } = await followLocation(created, endpoints.units.internalTransfers.get, caller)
	return data
}

const FIELDS = ['amount', 'transferredOn', 'fromCashierId', 'toCashierId', 'description']

/**
 * How the form words the API's refusals, on the field the API names, in the reader's language:
 * the same cashier twice (422 SAME_CASHIER on toCashierId), a cashier that is not the caller's
 * in this unit (404 on its field, not the page's: the unit is still theirs), an archived one (409
 * CASHIER_ARCHIVED), the books' bound (409 LEDGER_LIMIT on the amount). A key reused with other
 * values, or anything else, over the whole form.
 */
export function transferRefusal(t: Translate): RefusalOptions<Record<never, never>> {
	return {
		fieldErrors: (problem) => {
			const errors = problem.problem.errors ?? []
			const onField = errors.filter((error) => FIELDS.includes(error.path))
			if (onField.length === 0) return undefined
			const word = (path: string): string => {
				// The form checked each id's shape: a 422 on the destination is the same cashier twice.
				if (problem.status === 422 && path === 'toCashierId')
					return t('transfer:errors.sameCashier')
				if (problem.status === 404) return t('transfer:errors.noSuchCashier')
				if (problem.code === 'CASHIER_ARCHIVED') return t('ledger:problem.CASHIER_ARCHIVED')
				if (problem.code === 'LEDGER_LIMIT') return t('ledger:problem.LEDGER_LIMIT')
				if (problem.code === 'AMOUNT_LIMIT' && path === 'amount')
					return t('ledger:problem.AMOUNT_LIMIT')
				return t('common:form.errors.invalid')
			}
			return Object.fromEntries(onField.map((error) => [error.path, [word(error.path)]]))
		},
		formErrors: (problem) =>
			problem.status === 409
				? [
						problem.code === 'LEDGER_LIMIT'
							? t('ledger:problem.LEDGER_LIMIT')
							: t('transfer:errors.refused'),
					]
				: undefined,
	}
}
