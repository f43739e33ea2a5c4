import { inject } from "vitest";
import { clientAddress, fromAddress } from "./client-address.ts";

/**
 * Setup file: this journey file's direct calls to the server (fetch) come from one address of its own
 * (see client-address.ts), whichever helper makes them.
 */
const address = clientAddress();
const baseUrl = inject("baseUrl");
const fetchFromLocalhost = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith(baseUrl)) return fetchFromLocalhost(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has("x-forwarded-for"))
    for (const [name, value] of Object.entries(fromAddress(address))) headers.set(name, value);
  return fetchFromLocalhost(input, { ...init, headers });
};
