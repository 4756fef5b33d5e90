import { Form, Link } from '@remix-run/react'
import { lazy, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar, fullNameOf } from './avatar'
import { LanguageSwitch, useLanguageChoice } from './language-switch'
import { photoUrl } from './multimedia'
import { Button, buttonClassName } from './ui/button'
import { MenuOnDemand } from './ui/menu-on-demand'
import { useHydrated } from './use-hydrated'

export type ProfileMenuProfile = {
	name: string
	surname: string
	/** The photo's path as the API gives it (shown at the SAMPLE size), or null for initials. */
	photo: string | null
}

export type ProfileMenuProps = {
	profile: ProfileMenuProfile
	/** Staff of the product: the menu offers the management pages too. */
	management?: boolean
}

/** Where the management entry leads. */
export const MANAGEMENT_PATH = '/management/sub-acquirers'

/**
 * The avatar menu with Profile, Sub-acquirers for management profiles, the language, and Log out.
 * The language is here rather than in a footer under every page: it is a choice of the person,
 * made once, and the menu is where their other settings are. The server
 * (and a browser without JavaScript) gets a
 * <details> disclosure with a plain link and a plain form; once hydrated it becomes a Radix
 * dropdown with menu roles and arrow-key navigation, its code fetched on first use
 * (profile-dropdown.tsx); should that fetch fail, the disclosure stays.
 */
export function ProfileMenu(props: ProfileMenuProps) {
	const hydrated = useHydrated()
	if (!hydrated) return <ProfileDisclosure {...props} />
	return (
		<MenuOnDemand
			load={loadDropdown}
			renderTrigger={(triggerProps) => (
				<Button {...triggerProps} variant="ghost" size="sm">
					<TriggerContent profile={props.profile} />
				</Button>
			)}
		>
			<ProfileDropdown {...props} defaultOpen />
		</MenuOnDemand>
	)
}

type DropdownProps = ProfileMenuProps & { defaultOpen?: boolean }
let dropdownModule: Promise<{ default: ComponentType<DropdownProps> }> | undefined
function loadDropdown() {
	dropdownModule ??= import('./profile-dropdown').then(
		(module) => ({ default: module.ProfileDropdown }),
		() => ({ default: ProfileDisclosure }),
	)
	return dropdownModule
}
const ProfileDropdown = lazy(loadDropdown)

// sm: the 32 px avatar plus its padding keeps the trigger 40 px tall, like the other buttons.
const triggerClassName = buttonClassName({ variant: 'ghost', size: 'sm' })

/**
 * The trigger's content, the same in both versions. Its accessible name is "Open profile menu"
 * followed by the name when the name is shown (wide screens), so the visible words are part of
 * what a speech user says.
 */
export function TriggerContent({ profile }: ProfileMenuProps) {
	const { t } = useTranslation()
	return (
		<>
			<Avatar
				name={profile.name}
				surname={profile.surname}
				photo={photoUrl(profile.photo, 'SAMPLE')}
				size={32}
				label=""
			/>
			<span className="sr-only">{t('profileMenu.open')}</span>{' '}
			<span className="hidden md:inline">{fullNameOf(profile.name, profile.surname)}</span>
		</>
	)
}

const disclosureItemClassName =
	'block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-emerald-50 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-700'
// A language: its check mark beside the name.
const disclosureChoiceClassName = disclosureItemClassName.replace(
	'block',
	'flex items-center gap-2',
)

function ProfileDisclosure({ profile, management }: ProfileMenuProps) {
	const { t } = useTranslation()
	const languageChoice = useLanguageChoice()
	return (
		<details className="relative">
			{/* list-none and the marker rule hide the disclosure triangle (Firefox, then WebKit). */}
			<summary
				className={`${triggerClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
			>
				<TriggerContent profile={profile} />
			</summary>
			<div className="absolute right-0 z-50 mt-2 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg">
				<ul>
					<li>
						<Link to="/profile" className={disclosureItemClassName}>
							{t('profileMenu.profile')}
						</Link>
					</li>
					{management ? (
						<li>
							<Link to={MANAGEMENT_PATH} className={disclosureItemClassName}>
								{t('profileMenu.subAcquirers')}
							</Link>
						</li>
					) : null}
					<li className="mt-1 border-t border-slate-200 pt-1">
						<LanguageSwitch
							{...languageChoice}
							label={t('language.label')}
							itemClassName={disclosureChoiceClassName}
						/>
					</li>
					<li className="mt-1 border-t border-slate-200 pt-1">
						<Form method="post" action="/logout">
							<button type="submit" className={disclosureItemClassName}>
								{t('profileMenu.logout')}
							</button>
						</Form>
					</li>
				</ul>
			</div>
		</details>
	)
}
