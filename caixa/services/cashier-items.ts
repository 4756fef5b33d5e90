// The product lines a cashier's live records used so far, for the record form's picker; the
// caller's reach is checked first (requireRecordsCashierUnit).
export { type CashierItemRow, listCashierItems } from '@caixa/db/cashier-items'
