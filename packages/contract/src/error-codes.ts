/** The machine codes of the error body's `error` when it is a string (API.md); no zod, so the web may load them. */
export const errorCodes = {
  validation: "validation_error",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  notFound: "not_found",
  conflict: "conflict",
  tooManyRequests: "too_many_requests",
  badRequest: "bad_request",
  payloadTooLarge: "payload_too_large",
  unsupportedMediaType: "unsupported_media_type",
  /** A value the schemas let through but the database refused (a gap in a schema; see the error handler). */
  invalidInput: "invalid_input",
  busy: "server_busy",
  internal: "internal_error",
  unavailable: "service_unavailable",
  invalidCredentials: "invalid_credentials",
  invalidCode: "invalid_code",
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
