import { useTranslation } from 'react-i18next'
import { type ReactionEntry } from '@caixa/contract/audit'
import { personName } from './person-name'

/** Who of the cashier's auditors reacted to a record, and how: what its writers read. */
export function ReactionList({ entries }: { entries: readonly ReactionEntry[] }) {
	const { t } = useTranslation('audit')
	if (entries.length === 0) return <p className="text-slate-700">{t('reaction.none')}</p>
	return (
		<ul className="flex flex-col gap-1" aria-label={t('reaction.listLabel')}>
			{entries.map((entry) => (
				<li key={entry.profile.id} className="text-slate-800">
					{t('reaction.who', {
						name: personName(entry.profile),
						reaction: t(`reaction.${entry.reaction}`),
					})}
				</li>
			))}
		</ul>
	)
}
