import { Form, Link, useSubmit } from '@remix-run/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { languageNames, supportedLanguages } from '~/i18n/config'
import { fullNameOf } from './avatar'
import { LanguageCheck, useLanguageChoice } from './language-switch'
import { MANAGEMENT_PATH, TriggerContent, type ProfileMenuProps } from './profile-menu'
import { Button } from './ui/button'
import {
	DropdownMenu,
	DropdownMenuContent,
	DropdownMenuItem,
	DropdownMenuLabel,
	DropdownMenuPortal,
	DropdownMenuSeparator,
	DropdownMenuTrigger,
} from './ui/dropdown-menu'

// The profile menu once someone reaches for it (profile-menu.tsx loads this file on demand, so
// Radix and floating-ui stay out of every page's first load).
export function ProfileDropdown({
	profile,
	management,
	defaultOpen = false,
}: ProfileMenuProps & { defaultOpen?: boolean }) {
	const { t } = useTranslation()
	const [open, setOpen] = useState(defaultOpen)
	const { current, redirectTo } = useLanguageChoice()
	const submit = useSubmit()
	const languagesId = useId()
	return (
		<DropdownMenu open={open} onOpenChange={setOpen}>
			<DropdownMenuTrigger asChild>
				<Button type="button" variant="ghost" size="sm">
					<TriggerContent profile={profile} />
				</Button>
			</DropdownMenuTrigger>
			<DropdownMenuPortal>
				<DropdownMenuContent align="end">
					<DropdownMenuLabel>{fullNameOf(profile.name, profile.surname)}</DropdownMenuLabel>
					<DropdownMenuItem asChild>
						<Link to="/profile">{t('profileMenu.profile')}</Link>
					</DropdownMenuItem>
					{management ? (
						<DropdownMenuItem asChild>
							<Link to={MANAGEMENT_PATH}>{t('profileMenu.subAcquirers')}</Link>
						</DropdownMenuItem>
					) : null}
					<DropdownMenuSeparator />
					{/* The languages as radio items (Radix's own RadioItem is this Item with these two
					attributes). A choice posts what the form without JavaScript posts (language-switch.tsx)
					to /language, which answers with a redirect back to this page. */}
					<div role="group" aria-labelledby={languagesId}>
						<DropdownMenuLabel id={languagesId}>{t('language.label')}</DropdownMenuLabel>
						{supportedLanguages.map((language) => (
							<DropdownMenuItem
								key={language}
								role="menuitemradio"
								aria-checked={language === current}
								lang={language}
								onSelect={() => {
									if (language !== current) {
										void submit({ language, redirectTo }, { method: 'post', action: '/language' })
									}
								}}
							>
								<LanguageCheck checked={language === current} />
								{languageNames[language]}
							</DropdownMenuItem>
						))}
					</div>
					<DropdownMenuSeparator />
					{/* Logging out is a POST. The menu is closed from onSubmit, after Remix has read the
					form: closing on select would unmount the button before the browser submits it. */}
					<Form method="post" action="/logout" onSubmit={() => setOpen(false)}>
						<DropdownMenuItem asChild onSelect={(event) => event.preventDefault()}>
							<button type="submit">{t('profileMenu.logout')}</button>
						</DropdownMenuItem>
					</Form>
				</DropdownMenuContent>
			</DropdownMenuPortal>
		</DropdownMenu>
	)
}
