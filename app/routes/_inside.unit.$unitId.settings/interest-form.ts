import * as z from 'zod'
import { basisPointsSchema } from '@caixa/contract/unit-details'
import { parsePercent } from '@caixa/domain/percent'

// The interest and late-fee defaults as the settings form takes them: percentages typed in the
// reader's way ("2", "1,5"), read into exact basis points by the one percent parser, then held to
// the API's own range (the BasisPoints of its interest defaults, 0–10 000).

/** The reason of a rate that parsePercent refused. */
export const PERCENT_INVALID = 'percentInvalid'

const percent = z.string().transform((text, context) => {
	const parsed = parsePercent(text)
	if (parsed.ok && basisPointsSchema.safeParse(parsed.basisPoints).success)
		return parsed.basisPoints
	// No message: the page's error map words it (see PERCENT_INVALID).
	context.addIssue({ code: 'custom', input: text, params: { reason: PERCENT_INVALID } })
	return z.NEVER
})

export const interestSchema = z.object({
	intent: z.literal('interest'),
	lateFee: percent,
	monthlyInterest: percent,
})
