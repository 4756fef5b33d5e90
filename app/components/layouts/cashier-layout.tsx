import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { type ProfileMenuProfile } from '../profile-menu'
import { SignedInShell } from './signed-in-shell'

export type CashierLayoutProps = {
	cashier: { id: string; name: string; balance: number; currency: string; unitId: string }
	/** Whether the menu links the unit's transfers: the caller writes two or more of its cashiers. */
	transfers?: boolean
	profile: ProfileMenuProfile
	management?: boolean
	children: ReactNode
}

/**
 * The pages of one cashier: its name (back to the portal) and balance in the unit's currency, the
 * cashier menu (records, payments, money in, money out, the unit's transfers when the caller may
 * move money between its cashiers, setting) and the profile menu. The balance comes from the
 * layout's loader, which Remix runs again after every post, so it follows each record written,
 * paid or deleted.
 */
export function CashierLayout({
	cashier,
	transfers,
	profile,
	management,
	children,
}: CashierLayoutProps) {
	const { t, i18n } = useTranslation('inventory')
	const base = `/cashier/${cashier.id}`
	return (
		<SignedInShell
			title={cashier.name}
			titleClassName="min-w-0 truncate font-semibold text-slate-900"
			titleExtra={
				<p className="text-sm text-slate-700" data-testid="cashier-balance">
					{t('ledger:balance')}{' '}
					<span
						className={`font-semibold tabular-nums ${cashier.balance < 0 ? 'text-red-800' : 'text-slate-900'}`}
					>
						{formatMoney(cashier.balance, cashier.currency, i18n.language)}
					</span>
				</p>
			}
			nav={[
				// The list's own page; a record's page belongs to it too.
				{
					to: base,
					label: t('nav.records'),
					end: true,
					alsoCurrent: (pathname) => pathname.startsWith(`${base}/inventory/`),
				},
				{ to: `${base}/payment`, label: t('nav.payments') },
				{ to: `${base}/input`, label: t('nav.input') },
				{ to: `${base}/output`, label: t('nav.output') },
				...(transfers
					? [{ to: `/unit/${cashier.unitId}/transfer`, label: t('transfer:list.title') }]
					: []),
				{ to: `${base}/setting`, label: t('nav.setting') },
			]}
			profile={profile}
			management={management}
		>
			{children}
		</SignedInShell>
	)
}
