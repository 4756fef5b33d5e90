import { expect, test } from 'vitest'
import { myReactions, reactions } from '@caixa/contract/audit'
import { MY_REACTIONS, REACTIONS } from './reaction-kinds'

test("the web's reactions are the API's, in its order", () => {
	expect(REACTIONS).toEqual(reactions)
	expect(MY_REACTIONS).toEqual(myReactions)
})
