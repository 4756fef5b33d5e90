import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SignedInShell } from '../layouts/signed-in-shell'
import { type ProfileMenuProfile } from '../profile-menu'

export type AuditorLayoutProps = {
	cashier: { id: string; name: string; unitName: string }
	profile: ProfileMenuProfile
	management?: boolean
	children: ReactNode
}

/**
 * The pages of a cashier its auditor reads: the cashier's name (back to the portal), its unit, the
 * reader's role said in words (no balance: the view is the records'), the records as its one menu
 * entry (a record's page belongs to it) and the profile menu.
 */
export function AuditorLayout({ cashier, profile, management, children }: AuditorLayoutProps) {
	const { t } = useTranslation('audit')
	const base = `/auditor/cashier/${cashier.id}`
	return (
		<SignedInShell
			title={cashier.name}
			titleClassName="min-w-0 truncate font-semibold text-slate-900"
			titleExtra={
				<p className="text-sm text-slate-700">
					{t('layout.unit', { name: cashier.unitName })} ·{' '}
					<span className="font-semibold text-slate-900">{t('layout.role')}</span>
				</p>
			}
			nav={[
				{
					to: base,
					label: t('layout.records'),
					end: true,
					alsoCurrent: (pathname) => pathname.startsWith(`${base}/inventory/`),
				},
			]}
			profile={profile}
			management={management}
		>
			{children}
		</SignedInShell>
	)
}
