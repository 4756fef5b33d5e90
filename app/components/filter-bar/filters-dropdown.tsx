import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button'
import {
	DropdownMenu,
	DropdownMenuContent,
	DropdownMenuPortal,
	DropdownMenuTrigger,
} from '../ui/dropdown-menu'
import { Label, type FiltersMenuProps } from './filters-menu'

// The Filters menu once someone reaches for it (filters-menu.tsx loads this file on demand, so
// Radix and floating-ui stay out of every page's first load).
export const FiltersDropdown = forwardRef<
	HTMLButtonElement,
	FiltersMenuProps & { defaultOpen?: boolean }
>(function FiltersDropdown(
	{ definitions, selected, onToggle, keepFocus, defaultOpen = false },
	ref,
) {
	const { t } = useTranslation()
	return (
		<DropdownMenu defaultOpen={defaultOpen}>
			<DropdownMenuTrigger asChild>
				<Button ref={ref} type="button" variant="secondary">
					<Label />
				</Button>
			</DropdownMenuTrigger>
			<DropdownMenuPortal>
				<DropdownMenuContent
					align="start"
					onCloseAutoFocus={(event) => {
						if (keepFocus()) event.preventDefault()
					}}
				>
					{definitions.map((definition) => (
						<DropdownMenuPrimitive.CheckboxItem
							key={definition.query}
							checked={selected.has(definition.query)}
							onCheckedChange={(checked) => onToggle(definition, checked)}
							className="flex w-full cursor-default items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 outline-none select-none data-highlighted:bg-emerald-50 data-highlighted:text-emerald-900"
						>
							<span
								aria-hidden="true"
								className="flex size-4 items-center justify-center rounded border border-slate-500 text-xs"
							>
								<DropdownMenuPrimitive.ItemIndicator>✓</DropdownMenuPrimitive.ItemIndicator>
							</span>
							{t(definition.name)}
						</DropdownMenuPrimitive.CheckboxItem>
					))}
				</DropdownMenuContent>
			</DropdownMenuPortal>
		</DropdownMenu>
	)
})
