import { data } from '@remix-run/node'
import { type Translate } from '~/components/form-errors'
import { saveUnit } from '~/components/units/units.server'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { redirectWithToast } from '~/server/toast.server'
import { interestSchema, validateInterest } from './interest-validation'
import { formConstraint } from '~/components/form-constraint'

// The settings page's server half, its route's one .server import: the browser build keeps an
// empty stub for each .server module a route imports, and a route importing zod or Conform's zod
// adapter itself would keep them in its browser build, even for the action alone.
export {
	collaboratorPaths,
	collaboratorsAction,
	loadPeople,
	type CollaboratorPaths,
} from '~/components/collaborators/collaborators-form.server'
export { loadUnitSettings } from '~/components/units/units.server'
export { pageOfRefusal } from '~/server/caixa-refusal.server'
export { endpoints } from '~/server/caixa.server'
export { i18nServer, readerLanguage } from '~/server/i18n.server'
export { requireSession } from '~/server/session.server'

/** The defaults form's HTML constraints (required), handed by the loader. */
export const interestConstraint = formConstraint(interestSchema)

/** `intent=interest`: the form checked as the browser checks it, then PUT /units/{unitId}. */
export async function saveInterest(
	request: Request,
	formData: FormData,
	{ token, unitId, t }: { token: string; unitId: string; t: Translate },
) {
	const submission = validateInterest(formData, t)
	if (submission.status !== 'success') {
		return data({ intent: 'interest' as const, result: submission.reply() }, { status: 400 })
	}
	try {
		await saveUnit({ token, request }, unitId, {
			interestDefaults: {
				lateFeeBasisPoints: submission.value.lateFee,
				monthlyInterestBasisPoints: submission.value.monthlyInterest,
			},
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			extra: { intent: 'interest' as const },
			fieldErrors: (problem) => {
				if (problem.status !== 422) return undefined
				// The API names them interestDefaults.lateFeeBasisPoints and so on.
				const fieldErrors = problem.fieldErrors()
				return {
					lateFee: fieldErrors['interestDefaults.lateFeeBasisPoints']
						? [t('unit:settings.percentInvalid')]
						: [],
					monthlyInterest: fieldErrors['interestDefaults.monthlyInterestBasisPoints']
						? [t('unit:settings.percentInvalid')]
						: [],
				}
			},
		})
	}
	return redirectWithToast(`/unit/${unitId}/settings`, {
		type: 'success',
		title: t('unit:settings.interestSaved'),
	})
}
