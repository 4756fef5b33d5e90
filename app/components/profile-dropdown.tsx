import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fullNameOf } from './avatar'
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
