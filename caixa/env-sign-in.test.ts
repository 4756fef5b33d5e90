import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('the sign-in environment', () => {
	it('defaults to 15-minute links and the providers’ own userinfo endpoints', () => {
		expect(readEnv({})).toMatchObject({
			ACCESS_LINK_MINUTES: 15,
			GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
			LINKEDIN_USERINFO_URL: 'https://api.linkedin.com/v2/userinfo',
		})
	})

	it('reads its keys, and refuses what cannot be right', () => {
		expect(
			readEnv({
				ACCESS_LINK_MINUTES: '30',
				GOOGLE_USERINFO_URL: 'http://127.0.0.1:8080/userinfo',
			}),
		).toMatchObject({
			ACCESS_LINK_MINUTES: 30,
			GOOGLE_USERINFO_URL: 'http://127.0.0.1:8080/userinfo',
		})
		expect(() => readEnv({ ACCESS_LINK_MINUTES: '0' })).toThrowError(/ACCESS_LINK_MINUTES/)
		expect(() => readEnv({ ACCESS_LINK_MINUTES: '2.5' })).toThrowError(/ACCESS_LINK_MINUTES/)
		expect(() => readEnv({ LINKEDIN_USERINFO_URL: 'ftp://linkedin/userinfo' })).toThrowError(
			/LINKEDIN_USERINFO_URL/,
		)
	})
})
