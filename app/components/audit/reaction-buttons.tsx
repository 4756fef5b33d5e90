import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type MyReaction, REACTIONS } from './reaction-kinds'
import { Button } from '../ui/button'

/** The intent the buttons post under; the page's action hands it to reactionAction. */
export const REACTION_INTENT = 'react'

/**
 * An auditor's reaction to a record: APPROVED, QUESTION, REJECTED, one of them pressed (the
 * current one, aria-pressed). Each button is a plain post of its reaction; the action sets it, or
 * takes it back when it is the current one, so pressing it again undoes it. With JavaScript the
 * page stays where it was scrolled to.
 */
export function ReactionButtons({ current }: { current: MyReaction }) {
	const { t } = useTranslation('audit')
	const navigation = useNavigation()
	const busy = navigation.formData?.get('intent') === REACTION_INTENT
	return (
		<section id="reactions" aria-labelledby="reactions-title" className="flex flex-col gap-2">
			<h2 id="reactions-title" className="text-lg font-semibold">
				{t('reaction.title')}
			</h2>
			<Form method="post" preventScrollReset className="flex flex-wrap gap-2">
				<input type="hidden" name="intent" value={REACTION_INTENT} />
				{REACTIONS.map((reaction) => (
					<Button
						key={reaction}
						type="submit"
						name="reaction"
						value={reaction}
						size="sm"
						variant={reaction === current ? 'primary' : 'secondary'}
						aria-pressed={reaction === current}
						aria-describedby="reactions-help"
						disabled={busy}
					>
						{t(`reaction.${reaction}`)}
					</Button>
				))}
			</Form>
			<p id="reactions-help" className="text-sm text-slate-600">
				{t('reaction.help')}
			</p>
		</section>
	)
}
