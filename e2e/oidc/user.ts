/** Whom the local OIDC server signs in when no e-mail cookie names someone else. */
export const OIDC_USER = {
	email: 'olivia.dias@example.com',
	givenName: 'Olivia',
	familyName: 'Dias',
} as const
