import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import {
	forwardRef,
	type ComponentProps,
	type ComponentPropsWithoutRef,
	type ComponentRef,
} from 'react'

// Thin, styled wrappers: behaviour (focus, keyboard, roles) is Radix's; only the look is ours.

/**
 * Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
 * focusable (axe's aria-hidden-focus) and locks the page's scroll. Escape still closes it and
 * gives the focus back to its trigger; a click outside closes it and leaves the focus where the
 * click put it; Tab inside it is Radix's no-op, as in the modal one.
 */
export function DropdownMenu(props: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
	return <DropdownMenuPrimitive.Root modal={false} {...props} />
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger
export const DropdownMenuPortal = DropdownMenuPrimitive.Portal

function cx(...classNames: Array<string | undefined>) {
	return classNames.filter(Boolean).join(' ')
}

export const DropdownMenuContent = forwardRef<
	ComponentRef<typeof DropdownMenuPrimitive.Content>,
	ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Content>
>(function DropdownMenuContent({ className, sideOffset = 6, ...props }, ref) {
	return (
		<DropdownMenuPrimitive.Content
			ref={ref}
			sideOffset={sideOffset}
			className={cx(
				'z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg',
				className,
			)}
			{...props}
		/>
	)
})

export const DropdownMenuItem = forwardRef<
	ComponentRef<typeof DropdownMenuPrimitive.Item>,
	ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Item>
>(function DropdownMenuItem({ className, ...props }, ref) {
	return (
		<DropdownMenuPrimitive.Item
			ref={ref}
			className={cx(
				'flex w-full cursor-default items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 outline-none select-none focus-visible:outline-2 focus-visible:outline-emerald-700 data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-emerald-50 data-highlighted:text-emerald-900',
				className,
			)}
			{...props}
		/>
	)
})

export const DropdownMenuSeparator = forwardRef<
	ComponentRef<typeof DropdownMenuPrimitive.Separator>,
	ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Separator>
>(function DropdownMenuSeparator({ className, ...props }, ref) {
	return (
		<DropdownMenuPrimitive.Separator
			ref={ref}
			className={cx('my-1 h-px bg-slate-200', className)}
			{...props}
		/>
	)
})

export const DropdownMenuLabel = forwardRef<
	ComponentRef<typeof DropdownMenuPrimitive.Label>,
	ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Label>
>(function DropdownMenuLabel({ className, ...props }, ref) {
	return (
		<DropdownMenuPrimitive.Label
			ref={ref}
			className={cx('px-3 py-2 text-xs font-semibold text-slate-600', className)}
			{...props}
		/>
	)
})
