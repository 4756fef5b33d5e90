import { type ReactNode } from 'react'

export type CentredLayoutProps = {
	children: ReactNode
	/** Wide for a page with an aside beside its form (sign-in shows the plans and posts). */
	width?: 'narrow' | 'wide'
}

/** A plain centred column: sign-in, privacy policy, not found. */
export function CentredLayout({ children, width = 'narrow' }: CentredLayoutProps) {
	return (
		// #main: the skip link's target (root.tsx); tabIndex -1 so following it moves the focus.
		<main
			id="main"
			tabIndex={-1}
			className={`mx-auto flex w-full ${width === 'wide' ? 'max-w-5xl' : 'max-w-md'} flex-1 flex-col justify-center gap-6 px-4 py-8`}
		>
			{children}
		</main>
	)
}
