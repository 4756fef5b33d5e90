import { data } from '@remix-run/node'
import { endpoints } from '@caixa/contract/endpoints'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { companyFormSchema, validateCompany } from '~/components/company/company-validation'
import { type Translate } from '~/components/form-errors'
import { caixaCall, followLocation } from '~/server/caixa.server'
import { redirectWithToast } from '~/server/toast.server'
import { formConstraint } from '~/components/form-constraint'

// The action of a CompanyForm: create a company (POST, then read it where Location says) or
// save one (PUT), then to the company's page with a toast. The API's 422 lands on the fields.

/** The form's HTML constraints (required), handed to the page by its loader. */
export const companyConstraint = formConstraint(companyFormSchema)

/** What the form saves: a new company (in a marketplace, when one is named) or a company's change. */
export type CompanySave = { create: true; marketplaceId?: string } | { companyId: string }

/** Keys name their namespace, so any `t` will do. */
export async function companyFormAction(
	request: Request,
	formData: FormData,
	{ token, t, save }: { token: string; t: Translate; save: CompanySave },
) {
	const submission = validateCompany(formData, t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { name, document } = submission.value
	try {
		const body = { name, document: document ?? null }
		const call = { token, body, request }
		const changing = 'companyId' in save
		let company
		if ('companyId' in save) {
			const params = { companyId: save.companyId }
			company = (await caixaCall(endpoints.companies.update, { ...call, params })).data
		} else {
			const created =
				save.marketplaceId === undefined
					? await caixaCall(endpoints.companies.create, call)
					: await caixaCall(endpoints.marketplaces.companies.create, {
							...call,
							params: { marketplaceId: save.marketplaceId },
						})
			// Spec §7: after a create, the product reads the Location and fetches what is there.
			company = (await followLocation(created, endpoints.companies.get, { token, request })).data
		}
		return redirectWithToast(`/company/${company.id}`, {
			type: 'success',
			title: t(changing ? 'company:form.saved' : 'company:form.created', {
				name: company.name,
			}),
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error)
	}
}
