/** One spelling per address, so that `Ana@Example.com` and `ana@example.com` are one profile. */
export function normalizeEmail(email: string): string {
	return email.trim().toLowerCase()
}
