import i18next from 'i18next'
import { type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { i18nConfig } from '~/i18n/config'
import { formatCalendarDay } from './calendar-day'
import { PaymentStatusBadge, SettlementBadge } from './settlement-badge'

const english = i18next.createInstance()
await english.use(initReactI18next).init({ ...i18nConfig, lng: 'en-US' })
const portuguese = i18next.createInstance()
await portuguese.use(initReactI18next).init({ ...i18nConfig, lng: 'pt-BR' })

function render(node: ReactNode, i18n = english) {
	return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
}

describe('SettlementBadge', () => {
	test('says the settlement in words, in the reader’s language', () => {
		expect(render(<SettlementBadge settlement="OVERDUE" />)).toContain('Overdue')
		expect(render(<SettlementBadge settlement="PARTLY_PAID" />)).toContain('Partly paid')
		expect(render(<SettlementBadge settlement="PAID" />, portuguese)).toMatch(/>Pag[oa]</)
	})
})

describe('PaymentStatusBadge', () => {
	test('an open installment past its due date reads overdue', () => {
		expect(render(<PaymentStatusBadge status="PENDING" overdue />)).toContain('Overdue')
		expect(render(<PaymentStatusBadge status="PARTIALLY_PAID" overdue={false} />)).toContain(
			'Partly paid',
		)
		expect(render(<PaymentStatusBadge status="CANCELLED" overdue={false} />)).toContain('Cancelled')
	})
})

describe('formatCalendarDay', () => {
	test('a calendar day stays that day in every locale', () => {
		expect(formatCalendarDay('2024-01-01', 'en-US')).toBe('Jan 1, 2024')
		expect(formatCalendarDay('2024-12-31', 'pt-BR', 'short')).toBe('31/12/2024')
	})

	test('anything else is shown as it came', () => {
		expect(formatCalendarDay('soon', 'en-US')).toBe('soon')
	})
})
