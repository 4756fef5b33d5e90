import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import { MAX_COMMENT } from '@caixa/contract/audit-limits'
import { i18nConfig } from '~/i18n/config'
import { validateComment } from './comment-validation'

// The comment form validates with the API's own schema; only the words are the form's.
const i18n = i18next.createInstance()
await i18n.init({ ...i18nConfig, lng: 'en-US' })

function validate(comment: string | null, lng = 'en-US') {
	const formData = new FormData()
	formData.set('intent', 'comment')
	if (comment !== null) formData.set('comment', comment)
	return validateComment(formData, i18n.getFixedT(lng))
}

function errorsOf(comment: string | null, lng = 'en-US') {
	const submission = validate(comment, lng)
	return submission.status === 'success' ? null : submission.error
}

describe('validateComment', () => {
	test('nothing, or spaces alone, is no comment yet', () => {
		for (const comment of [null, '', ' \n\t ']) {
			expect(errorsOf(comment)).toEqual({ comment: ['Write a comment first.'] })
		}
		expect(errorsOf('   ', 'pt-BR')).toEqual({ comment: ['Escreva um comentário primeiro.'] })
	})

	test('2,000 characters once trimmed pass, trimmed; 2,001 say the limit and the count', () => {
		expect(MAX_COMMENT).toBe(2000)
		const longest = validate(`  ${'a'.repeat(2000)}  `)
		expect(longest.status).toBe('success')
		expect(longest.status === 'success' && longest.value).toEqual({ comment: 'a'.repeat(2000) })
		expect(errorsOf(` ${'a'.repeat(2001)} `)).toEqual({
			comment: ['Use at most 2000 characters (this one has 2001).'],
		})
		expect(errorsOf('a'.repeat(2345), 'pt-BR')).toEqual({
			comment: ['Use no máximo 2000 caracteres (este tem 2345).'],
		})
	})

	test('markup is text like any other', () => {
		const submission = validate('<b>ok?</b>')
		expect(submission.status === 'success' && submission.value).toEqual({ comment: '<b>ok?</b>' })
	})

	test('a refusal keeps what was typed, for the form to show again', () => {
		const submission = validate('   ')
		expect(submission.reply().initialValue).toMatchObject({ comment: '   ' })
	})
})
