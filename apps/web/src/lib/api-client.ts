import { type Base, type CallInput, type CallResult, type Endpoint, pathOf } from "@forum/contract/endpoints";
import { apiBases, clientId, offlineTexts, timings } from "@forum/contract/texts";
import { browser } from "./browser.ts";
import { sessionStore } from "./session.ts";

const loginPath = "/forum/login";

/** A non-2xx answer: the status and the parsed error body (API.md `{message, error}`). */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `Request failed with status ${status}`;
    super(message);
  }
}

/**
 * The request never left the phone: the browser is offline (and the service worker had no copy of the answer). A
 * write says nothing was sent; a read says the page was not saved for offline reading.
 */
export class OfflineError extends Error {
  override name = "OfflineError";
  constructor(readonly method: string) {
    super(method === "GET" ? offlineTexts.notSaved : offlineTexts.nothingSent);
  }
}

/** A fetch that failed without an answer becomes an OfflineError when the browser knows it has no connection. */
async function send(url: string, init: RequestInit & { method: string }): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (typeof navigator !== "undefined" && navigator.onLine === false) throw new OfflineError(init.method);
    throw err;
  }
}

type RequestOptions = {
  method: Endpoint["method"];
  /** Sent as JSON, or as is when it is FormData (multipart). */
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  signal?: AbortSignal;
  /** Overrides the stored token: login uses the fresh token before the session is saved. */
  token?: string;
};

function buildUrl(base: Base, path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A flag goes as API.md writes it (`all=1`); the contract types it as the boolean the server reads.
    if (typeof value === "boolean") params.append(key, value ? "1" : "0");
    // A list goes as API.md's `name[]=a&name[]=b` (the feed's `category_ids[]`).
    else if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${apiBases[base]}${path}${search ? `?${search}` : ""}`;
}

/**
 * Tokens the logout flow is revoking. Logging out closes the live socket, and whatever that triggers can come back 401
 * before the "Logout Successful" dialog shows; those 401s are expected, and the logout flow signs out itself.
 */
const signingOut = new Set<string>();
export const expectRevocation = (token: string) => signingOut.add(token);

/** Core §4: a 401 on any call ends the session and sends the browser to the login page. */
function onUnauthenticated(token: string | undefined) {
  if (token && signingOut.has(token)) return;
  sessionStore.clear();
  if (browser.pathname() !== loginPath) browser.assign(loginPath);
}

/** One request to the API: the headers it wants, a timeout, the 401 rule, and an ApiError for any other failure. */
async function apiRequest<T>(base: Base, path: string, options: RequestOptions): Promise<T> {
  const { method, body, query, signal, token = sessionStore.get()?.token } = options;
  const headers: Record<string, string> = { Accept: "application/json", "X-Client-Id": clientId };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  const timeout = AbortSignal.timeout(timings.requestTimeout);

  const response = await send(buildUrl(base, path, query), {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's HTML error page, say): nothing in it is fit to show, so the caller's fallback applies.
    parsed = null;
  }
  if (response.status === 401) onUnauthenticated(token);
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

/** Besides the input: a signal to cancel, and a token other than the stored one (`RequestOptions.token`). */
export type CallOptions = { signal?: AbortSignal; token?: string };

/**
 * Calls one endpoint of the contract: `call(polls.vote, { body: { poll_id, option_id } })`. The path, method and
 * base come from the endpoint, the input and answer types from its schemas (types only: no zod is loaded).
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: keyof CallInput<E> extends never ? [input?: CallOptions] : [input: CallInput<E> & CallOptions]
): Promise<CallResult<E>> {
  const { params, query, body, signal, token } = (input ?? {}) as CallOptions & {
    params?: Record<string, unknown>;
    query?: RequestOptions["query"];
    body?: unknown;
  };
  // A DELETE carries a body only where its endpoint declares one (DELETE /push/subscriptions names the endpoint).
  const sendsBody = endpoint.method === "POST" || endpoint.method === "PUT" || (endpoint.method === "DELETE" && !!body);
  return apiRequest<CallResult<E>>(endpoint.base, pathOf(endpoint, params), {
    method: endpoint.method,
    query,
    signal,
    body: sendsBody ? (body ?? {}) : undefined,
    ...(token ? { token } : {}),
  });
}

/**
 * Downloads a file one endpoint answers (a ZIP, not JSON) with the session's token: a plain link would carry no
 * Authorization header. The same 401 rule; a failure's JSON body becomes the ApiError's message.
 */
export async function callFile<E extends Endpoint>(endpoint: E, params: Record<string, unknown>): Promise<Blob> {
  const token = sessionStore.get()?.token;
  const headers: Record<string, string> = { "X-Client-Id": clientId };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await send(buildUrl(endpoint.base, pathOf(endpoint, params), undefined), {
    method: endpoint.method,
    headers,
    signal: AbortSignal.timeout(timings.requestTimeout),
  });
  if (response.status === 401) onUnauthenticated(token);
  if (response.ok) return response.blob();
  const parsed: unknown = await response.json().catch(() => null);
  throw new ApiError(response.status, parsed);
}
