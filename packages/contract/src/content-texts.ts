/** What the API answers to post content past its limits (kept out of \`messages\`: only the editors need them). */
export const contentMessages = {
  htmlTooLong: "The content may be at most 64 KB of formatted text.",
  textTooLong: "The content may be at most 20,000 characters.",
  tooDeep: "The content is nested too deeply: at most 20 levels of formatting.",
  tooComplex: "The content is too complex to process.",
} as const;

/** What the API answers to an uploaded picture it cannot take. */
export const imageMessages = {
  tooLarge: "The image may be at most 8 MB.",
  tooManyPixels: "The image may be at most 24 megapixels.",
  notAnImage: "The file is not a JPG, PNG, GIF or WebP image.",
  unreadable: "The image could not be read.",
  tooComplex: "The image is too complex to process.",
} as const;
