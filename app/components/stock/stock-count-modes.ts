import { type StockReason } from '@caixa/contract/stock'

// The count form's choices, in a module of their own so the page shows them without the contract's
// schemas (zod) or the form's validation, which come on demand.

/** What the quantity typed is: what is on the shelf, or by how much the stock changes. */
export const stockCountModes = ['COUNT', 'DIFFERENCE'] as const
export type StockCountMode = (typeof stockCountModes)[number]

/** The API's reasons (contract/stock.ts stockReasons), in its order. */
export const stockCountReasons: readonly StockReason[] = ['COUNT', 'LOSS', 'DAMAGE', 'OTHER']
