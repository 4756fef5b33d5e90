import { z } from 'zod'
import { parsePercent } from '@caixa/domain/percent'

// The interest and late-fee defaults as the settings form takes them: percentages typed in the
// reader's way ("2", "1,5"), read into exact basis points by the one percent parser.

const percent = z.string().transform((text, context) => {
	const parsed = parsePercent(text)
	if (parsed.ok) return parsed.basisPoints
	context.addIssue({ code: 'custom', message: 'percentInvalid' })
	return z.NEVER
})

export const interestSchema = z.object({
	intent: z.literal('interest'),
	lateFee: percent,
	monthlyInterest: percent,
})
