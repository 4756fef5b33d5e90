import { Link, NavLink, useLocation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ProfileMenu, type ProfileMenuProfile } from '../profile-menu'

/** An entry of the header's navigation. */
export type ShellNavItem = {
	to: string
	label: string
	/** Marked only on `to` itself, not on the pages under it (a section's index). */
	end?: boolean
	/** Also marked on these pages (a record's page belongs to the record list). */
	alsoCurrent?: (pathname: string) => boolean
}

export type SignedInShellProps = {
	/** The title at the start of the header; it always leads back to the portal (`/`). */
	title: string
	titleClassName: string
	/** Shown under the title (the cashier's balance). */
	titleExtra?: ReactNode
	/** The header's links, in order; the one the current page is under is marked. */
	nav: readonly ShellNavItem[]
	profile: ProfileMenuProfile
	/** Staff of the product (the profile menu's management entry). */
	management?: boolean
	children: ReactNode
}

/**
 * What the inside and cashier layouts share: a header (title, its nav entries, profile menu), then
 * main. The nav is a list of links; NavLink marks the one the current page is under with
 * `aria-current="page"` (and a look of its own). On a narrow screen (360 px) the nav takes a row
 * of its own under the title and the profile menu, and wraps rather than scrolls sideways; the
 * keyboard order stays title, nav, profile menu.
 */
export function SignedInShell({
	title,
	titleClassName,
	titleExtra,
	nav,
	profile,
	management,
	children,
}: SignedInShellProps) {
	const { t } = useTranslation()
	const { pathname } = useLocation()
	return (
		<div className="flex flex-1 flex-col bg-slate-50">
			<header className="border-b border-slate-200 bg-white">
				<div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
					{/* Takes the row's room left over (from a zero basis), so neither a long cashier name
					    nor the nav pushes the profile menu onto a line of its own. */}
					<div className="flex min-w-0 flex-1 flex-col items-start">
						<Link
							to="/"
							className={`max-w-full rounded text-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${titleClassName}`}
						>
							{title}
						</Link>
						{titleExtra}
					</div>
					<nav aria-label={t('nav.label')} className="order-last w-full sm:order-none sm:w-auto">
						<ul className="-mx-3 flex flex-wrap gap-1 sm:mx-0">
							{nav.map((item) => (
								<li key={item.to}>
									{item.alsoCurrent?.(pathname) ? (
										<Link to={item.to} aria-current="page" className="shell-nav-link">
											{item.label}
										</Link>
									) : (
										<NavLink to={item.to} end={item.end} className="shell-nav-link">
											{item.label}
										</NavLink>
									)}
								</li>
							))}
						</ul>
					</nav>
					<ProfileMenu profile={profile} management={management} />
				</div>
			</header>
			{/* #main: the skip link's target (root.tsx); tabIndex -1 so following it moves the focus. */}
			<main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
				{children}
			</main>
		</div>
	)
}
