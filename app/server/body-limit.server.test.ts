import { describe, expect, it } from 'vitest'
import { MULTIMEDIA_MAX_BYTES } from '@caixa/contract/multimedia'
import {
	bodyLimitOf,
	checkBody,
	FORM_BODY_LIMIT_BYTES,
	MULTIPART_BODY_LIMIT_BYTES,
} from './body-limit.server'

describe('checkBody', () => {
	const form = 'application/x-www-form-urlencoded'
	const multipart = 'multipart/form-data; boundary=----x'

	it('takes a form up to 1 MB and refuses one byte more, by its declared length', () => {
		const at = String(FORM_BODY_LIMIT_BYTES)
		const over = String(FORM_BODY_LIMIT_BYTES + 1)
		expect(checkBody({ 'content-type': form, 'content-length': at })).toEqual({ accepted: true })
		expect(checkBody({ 'content-type': form, 'content-length': over })).toEqual({
			accepted: false,
			status: 413,
			limitBytes: FORM_BODY_LIMIT_BYTES,
		})
	})

	it('takes a photo form large enough for the page to say the photo is too large itself', () => {
		// The photo action reads up to ten times the photo limit to answer on the field.
		expect(MULTIPART_BODY_LIMIT_BYTES).toBeGreaterThan(10 * MULTIMEDIA_MAX_BYTES)
		const oversizedPhoto = String(10 * MULTIMEDIA_MAX_BYTES)
		expect(checkBody({ 'content-type': multipart, 'content-length': oversizedPhoto })).toEqual({
			accepted: true,
		})
		expect(
			checkBody({
				'content-type': multipart,
				'content-length': String(MULTIPART_BODY_LIMIT_BYTES + 1),
			}),
		).toMatchObject({ accepted: false, status: 413 })
	})

	it('holds a JSON body (a fetcher’s) to the form limit', () => {
		expect(bodyLimitOf('application/json')).toBe(FORM_BODY_LIMIT_BYTES)
		expect(bodyLimitOf(undefined)).toBe(FORM_BODY_LIMIT_BYTES)
		expect(bodyLimitOf('Multipart/Form-Data; boundary=x')).toBe(MULTIPART_BODY_LIMIT_BYTES)
	})

	it('asks a body of unknown length (chunked) for its length rather than reading it', () => {
		expect(checkBody({ 'content-type': form, 'transfer-encoding': 'chunked' })).toEqual({
			accepted: false,
			status: 411,
		})
	})

	it('lets a request without a body through', () => {
		expect(checkBody({})).toEqual({ accepted: true })
	})
})
