import { MAX_IMAGE_BYTES } from "./images.ts";
import type { MultipartLimits } from "./multipart.ts";

const KB = 1024;
const MB = 1024 * KB;

/** Every JSON body but a post's: forms of a few short fields (a post's 64 KB of content is the largest text). */
export const DEFAULT_BODY_LIMIT = 256 * KB;

/** A post or comment as JSON: its content plus up to four images inline as data URLs (the web app scales them). */
export const POST_BODY_LIMIT = 12 * MB;

/**
 * The community post form: a few text fields, and images[n] as files or as inline data-URL text (how the web app
 * sends them), so a text field may be as large as an image; the total caps the form like the JSON body.
 */
export const postForm: MultipartLimits = {
  fields: 16,
  fieldSize: 11 * MB,
  files: 4,
  fileSize: MAX_IMAGE_BYTES,
  total: POST_BODY_LIMIT,
};

/** The profile form: names, username, status and one picture. Over-long text still gets its schema's 422. */
export const profileForm: MultipartLimits = {
  fields: 10,
  fieldSize: 64 * KB,
  files: 1,
  fileSize: MAX_IMAGE_BYTES,
  total: MAX_IMAGE_BYTES + 256 * KB,
};

/** The admin's forms with one image (a community: name, acronym, about, banner; the achievers image). */
export const adminImageForm: MultipartLimits = {
  fields: 10,
  fieldSize: 64 * KB,
  files: 1,
  fileSize: MAX_IMAGE_BYTES,
  total: MAX_IMAGE_BYTES + 256 * KB,
};

/** A student's ad form: six short fields (an ad URL is the longest, 2 KB), the ignored user_id, and one picture. */
export const adForm: MultipartLimits = {
  fields: 10,
  fieldSize: 16 * KB,
  files: 1,
  fileSize: MAX_IMAGE_BYTES,
  total: MAX_IMAGE_BYTES + 128 * KB,
};
