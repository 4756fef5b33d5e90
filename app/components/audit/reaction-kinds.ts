import { type MyReaction, type Reaction } from '@caixa/contract/audit'

// The reactions, in the order the buttons and the filter offer them, in a zod-free module (the
// contract's list lives beside its schemas, and zod would come with it into the page's JS);
// reaction-kinds.test.ts holds it equal to the contract's.

export const REACTIONS = ['APPROVED', 'QUESTION', 'REJECTED'] as const satisfies readonly Reaction[]

/** An auditor's own reaction filter's choices: none yet, then each reaction. */
export const MY_REACTIONS = ['NONE', ...REACTIONS] as const satisfies readonly MyReaction[]

export type { MyReaction, Reaction }
