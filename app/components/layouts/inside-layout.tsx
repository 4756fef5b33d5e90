import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type ProfileMenuProfile } from '../profile-menu'
import { SignedInShell } from './signed-in-shell'

export type InsideLayoutProps = {
	profile: ProfileMenuProfile
	management?: boolean
	children: ReactNode
}

/**
 * The signed-in pages outside a cashier: product name, the x-ray (units), companies and
 * marketplaces, and the profile menu.
 */
export function InsideLayout({ profile, management, children }: InsideLayoutProps) {
	const { t } = useTranslation()
	return (
		<SignedInShell
			title={t('app.name')}
			titleClassName="font-bold text-emerald-800"
			nav={[
				// The spec's x-ray link: the units, each to its x-ray menu.
				{ to: '/unit', label: t('nav.xray') },
				{ to: '/company', label: t('nav.companies') },
				{ to: '/marketplace', label: t('nav.marketplaces') },
			]}
			profile={profile}
			management={management}
		>
			{children}
		</SignedInShell>
	)
}
