// Player-protection constants without zod (decision 075), so the player site's eager error texts can
// name a permanent exclusion without loading the schema library on the home page (issue 26).

/** The stored end of an exclusion "for good". */
export const PERMANENT_EXCLUSION_END = '9999-12-31T00:00:00.000Z';
