import { forwardRef, type ButtonHTMLAttributes } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'md' | 'sm' | 'icon'

const base =
	'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50'

const variants: Record<ButtonVariant, string> = {
	primary: 'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700',
	secondary:
		'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-emerald-700',
	ghost: 'text-slate-800 hover:bg-slate-100 focus-visible:outline-emerald-700',
	// A step that cannot be undone (leaving a cashier, removing one).
	danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
}

const sizes: Record<ButtonSize, string> = {
	md: 'min-h-10 px-4 py-2 text-sm',
	sm: 'min-h-8 px-3 py-1 text-sm',
	// Square, for a lone icon; still 32 px so it stays an easy target.
	icon: 'size-8 p-0',
}

/**
 * The classes of a button, for elements that must look like one without being a <button>
 * (a link to another page, a <summary>). `className` is appended, not merged: it should add
 * (layout, margins) rather than fight a variant's own padding or colours.
 */
export function buttonClassName({
	variant = 'primary',
	size = 'md',
	className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
	return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ')
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
	variant?: ButtonVariant
	size?: ButtonSize
}

// forwardRef so Radix triggers (asChild) can measure and focus it.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
	{ variant, size, className, ...props },
	ref,
) {
	return <button ref={ref} className={buttonClassName({ variant, size, className })} {...props} />
})
