import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { companySchema } from '@caixa/contract/company'
import { handleCaixaRefusal } from './caixa-refusal.server'
import { companyFormSchema } from '~/components/company/company-form'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { callCaixa } from './caixa.server'
import { apiPath } from './companies.server'
import { redirectWithToast } from './toast.server'

// The action of a CompanyForm: create a company (POST, then read it where Location says) or
// save one (PUT), then to the company's page with a toast. The API's 422 lands on the fields.

/** Keys name their namespace, so any `t` will do. */
export async function companyFormAction(
	request: Request,
	formData: FormData,
	{
		token,
		t,
		method,
		path,
	}: { token: string; t: Translate; method: 'POST' | 'PUT'; path: `/${string}` },
) {
	const submission = parseWithZod(formData, { schema: companyFormSchema, error: formErrorMap(t) })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { name, document } = submission.value
	try {
		const body = { name, document: document ?? null }
		const saved = await callCaixa(path, { method, token, body, schema: companySchema, request })
		// Spec §7: after a create, the product reads the Location and fetches what is there.
		const company =
			method === 'POST'
				? (
						await callCaixa(apiPath(saved.headers.get('Location')), {
							token,
							schema: companySchema,
							request,
						})
					).data
				: saved.data
		return redirectWithToast(`/company/${company.id}`, {
			type: 'success',
			title: t(method === 'POST' ? 'company:form.created' : 'company:form.saved', {
				name: company.name,
			}),
		})
	} catch (error) {
		return handleCaixaRefusal(submission, error)
	}
}
