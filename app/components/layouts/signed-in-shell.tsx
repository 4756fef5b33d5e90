import { Link, NavLink } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ProfileMenu, type ProfileMenuProfile } from '../profile-menu'
import { buttonClassName } from '../ui/button'

export type SignedInShellProps = {
	/** The title at the start of the header; it always leads back to the portal (`/`). */
	title: string
	titleClassName: string
	nav: { to: string; label: string }
	profile: ProfileMenuProfile
	/** Staff of the product (the profile menu's management entry). */
	management?: boolean
	children: ReactNode
}

/** What the inside and cashier layouts share: a header (title, one nav entry, profile menu), then main. */
export function SignedInShell({
	title,
	titleClassName,
	nav,
	profile,
	management,
	children,
}: SignedInShellProps) {
	const { t } = useTranslation()
	return (
		<div className="flex flex-1 flex-col bg-slate-50">
			<header className="border-b border-slate-200 bg-white">
				<div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2">
					<Link
						to="/"
						className={`rounded text-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${titleClassName}`}
					>
						{title}
					</Link>
					<nav aria-label={t('nav.label')} className="ml-auto">
						<NavLink
							to={nav.to}
							className={({ isActive }) =>
								buttonClassName({
									variant: 'ghost',
									className: isActive ? 'bg-slate-100' : undefined,
								})
							}
						>
							{nav.label}
						</NavLink>
					</nav>
					<ProfileMenu profile={profile} management={management} />
				</div>
			</header>
			<main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
		</div>
	)
}
