import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import {
	addCollaboratorSchema,
	removeCollaboratorSchema,
} from '~/components/company/collaborators-panel'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { callCaixa, CaixaProblem } from './caixa.server'
import { addCollaboratorByEmail } from './companies.server'
import { toastHeaders } from './toast.server'

// The action of a CollaboratorsPanel: add someone by e-mail, or remove one, then back to the
// page with a toast. Shared by the company's settings and a company unit's page, which differ
// only in where the API keeps the people.

export interface CollaboratorPaths {
	/** `GET …/profiles?query=` */
	profiles: `/${string}`
	/** `POST …/collaborators` */
	collaborators: `/${string}`
	/** `DELETE …/collaborators/{profileId}` */
	one: (profileId: string) => `/${string}`
}

/** Keys name their namespace, so any `t` will do. */
export async function collaboratorsAction(
	request: Request,
	formData: FormData,
	{
		token,
		t,
		paths,
		redirectTo,
	}: { token: string; t: Translate; paths: CollaboratorPaths; redirectTo: string },
) {
	const intent = formData.get('intent')
	if (intent === 'remove') {
		const submission = parseWithZod(formData, { schema: removeCollaboratorSchema })
		if (submission.status !== 'success') {
			return data({ result: submission.reply() }, { status: 400 })
		}
		try {
			await callCaixa(paths.one(submission.value.profileId), {
				method: 'DELETE',
				token,
				request,
			})
		} catch (error) {
			// Gone already (a second click, another tab): the list is as asked.
			if (!(error instanceof CaixaProblem && error.status === 404)) throw error
		}
		return redirect(redirectTo, {
			headers: await toastHeaders({ type: 'success', title: t('company:collaborators.removed') }),
		})
	}
	if (intent !== 'add') {
		return data({ result: undefined, error: t('common:form.errors.intent') }, { status: 400 })
	}
	const submission = parseWithZod(formData, {
		schema: addCollaboratorSchema,
		error: formErrorMap(t),
	})
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { email } = submission.value
	const emailError = (message: string, status: number) =>
		data({ result: submission.reply({ fieldErrors: { email: [message] } }) }, { status })
	try {
		const added = await addCollaboratorByEmail(token, request, paths, email)
		if (added.outcome === 'unknown')
			return emailError(t('company:collaborators.unknown', { email }), 422)
		if (added.outcome === 'member') {
			return emailError(t('company:collaborators.already', { name: added.name }), 409)
		}
		return redirect(redirectTo, {
			headers: await toastHeaders({
				type: 'success',
				title: t('company:collaborators.added', { name: added.name }),
			}),
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 429) {
			return emailError(t('company:collaborators.rateLimited'), 429)
		}
		if (error instanceof CaixaProblem && error.status === 422) {
			return emailError(t('company:collaborators.unknown', { email }), 422)
		}
		throw error
	}
}
