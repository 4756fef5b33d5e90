/*
 * Who wrote or reacted, by name. Not avatar.tsx's fullNameOf: importing that module here split it
 * out of the chunk the cashier's pages load it in (the budget of /cashier/{id}), for a
 * one-line join.
 */
export function personName(person: { name: string; surname: string }) {
	return person.surname ? `${person.name} ${person.surname}` : person.name
}
