/**
 * What a refused delete of reference data says (a category, a community): the row is missing (null), or this many
 * posts still use it.
 */
export type DeleteOutcome = { deleted: true } | { deleted: false; inUse: number } | null;
