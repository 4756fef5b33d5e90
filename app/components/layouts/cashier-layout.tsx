import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type ProfileMenuProfile } from '../profile-menu'
import { SignedInShell } from './signed-in-shell'

export type CashierLayoutProps = {
	cashier: { id: string; name: string }
	profile: ProfileMenuProfile
	management?: boolean
	children: ReactNode
}

/** The pages of one cashier: its name (back to the portal), its settings and the profile menu. */
export function CashierLayout({ cashier, profile, management, children }: CashierLayoutProps) {
	const { t } = useTranslation()
	return (
		<SignedInShell
			title={cashier.name}
			titleClassName="min-w-0 truncate font-semibold text-slate-900"
			nav={[{ to: `/cashier/${cashier.id}/setting`, label: t('nav.settings') }]}
			profile={profile}
			management={management}
		>
			{children}
		</SignedInShell>
	)
}
