import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import {
	clientOrSupplierBodySchema,
	clientOrSupplierEmailSchema,
} from '@caixa/contract/client-or-supplier'
import { checkBrazilianDocument } from '@caixa/domain/brazilian-document'
import { formErrorMap, type Translate } from '~/components/form-errors'

// A client's or supplier's form rule, for the action (master-data-forms.server.ts) and for the
// browser, which fetches this module only when someone reaches for the form.

/**
 * A client's or supplier's form (create and edit). In a unit in BRAZIL the document must be
 * a CPF or CNPJ with right check digits (the API checks it again); elsewhere it is free text.
 */
export function clientOrSupplierFormSchema(t: Translate, country: string) {
	const fields = clientOrSupplierBodySchema.shape
	return z
		.object({
			name: fields.name,
			kind: fields.kind,
			document: fields.document,
			// The API also takes blank (none), which Conform never sends: it leaves the field out.
			email: clientOrSupplierEmailSchema.optional(),
			phone: fields.phone,
		})
		.superRefine((value, context) => {
			if (country !== 'BRAZIL' || !value.document) return
			if (checkBrazilianDocument(value.document).ok) return
			context.addIssue({
				code: 'custom',
				path: ['document'],
				message: t('masterData:clientOrSupplier.documentInvalid'),
			})
		})
}

export function validateClientOrSupplier(formData: FormData, t: Translate, country: string) {
	return parseWithZod(formData, {
		schema: clientOrSupplierFormSchema(t, country),
		error: formErrorMap(t),
	})
}
