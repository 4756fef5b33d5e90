import { type ReactNode } from 'react'

/** A plain centred column: sign-in, privacy policy, not found. */
export function CentredLayout({ children }: { children: ReactNode }) {
	return (
		<main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-6 px-4 py-8">
			{children}
		</main>
	)
}
