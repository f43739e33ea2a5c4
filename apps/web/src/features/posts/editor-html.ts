/**
 * Quill 2's semantic HTML turns every space into &nbsp;, which stops lines from wrapping and words from being found or
 * linked on the server; plain spaces are what was typed.
 */
export const plainSpaces = (html: string) => html.replace(/&nbsp;|\u00a0/g, " ");
