// The edit form's names, which the page renders with: zod-free, so the page's first load carries
// no zod. The form's rule is unit-validation.ts, fetched when someone reaches for the form.

/** The field names of the details form, which the address search fills. */
export const ADDRESS_FIELDS = ['address', 'latitude', 'longitude'] as const

/** The search box's name: sent with the form, never saved. */
export const ADDRESS_SEARCH_FIELD = 'addressSearch'

/** The button of a found place (no JavaScript): its value is the place, as JSON. */
export const PLACE_FIELD = 'place'

/** A found place as the form takes it (unit-validation.ts's placeSchema reads it back). */
export type PlaceChoice = { address: string; latitude: number; longitude: number }
