// A task title's longest length: the quick add fields need it at once, the rest of the form only on opening.
export const TITLE_MAX = 200;
