import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { basisPointsSchema } from '@caixa/contract/unit-details'
import { parsePercent } from '@caixa/domain/percent'
import { formErrorMap, type Translate } from '~/components/form-errors'

// The interest and late-fee defaults as the settings form takes them, for the action
// (unit-settings.server.ts) and for the browser, which fetches this module only when someone
// reaches for the form: percentages typed in the reader's way ("2", "1,5"), read into exact
// basis points by the one percent parser, then held to the API's own range (the BasisPoints of
// its interest defaults, 0–10 000).

/** The reason of a rate that parsePercent refused. */
const PERCENT_INVALID = 'percentInvalid'

const percent = z.string().transform((text, context) => {
	const parsed = parsePercent(text)
	if (parsed.ok && basisPointsSchema.safeParse(parsed.basisPoints).success)
		return parsed.basisPoints
	// No message: interestErrorMap words it.
	context.addIssue({ code: 'custom', input: text, params: { reason: PERCENT_INVALID } })
	return z.NEVER
})

export const interestSchema = z.object({
	intent: z.literal('interest'),
	lateFee: percent,
	monthlyInterest: percent,
})

function interestErrorMap(t: Translate) {
	const general = formErrorMap(t)
	return (issue: Parameters<typeof general>[0]) =>
		issue.code === 'custom' && issue.params?.reason === PERCENT_INVALID
			? t('unit:settings.percentInvalid')
			: general(issue)
}

/** The defaults form as posted, worded in the reader's language (the browser's and the action's). */
export function validateInterest(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: interestSchema, error: interestErrorMap(t) })
}
