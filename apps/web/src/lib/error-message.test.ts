import { messages } from "@forum/contract/texts";
import { describe, expect, it } from "vitest";
import { fakeToken } from "../test/render-app.tsx";
import { ApiError } from "./api-client.ts";
import { errorMessage } from "./error-message.ts";
import { decodeJwt } from "./jwt.ts";

describe("errorMessage (core §8 pickup order)", () => {
  it("takes a string as given", () => {
    expect(errorMessage("Boom")).toBe("Boom");
  });
  it("takes the first message of the first field of an error map", () => {
    const body = { message: "x", error: { email: ["The email has already been taken."], password: ["p"] } };
    expect(errorMessage(new ApiError(422, body))).toBe("The email has already been taken.");
  });
  it("takes a string error, but not a machine code, then the message", () => {
    expect(errorMessage(new ApiError(400, { message: "m", error: "Readable problem." }))).toBe("Readable problem.");
    expect(
      errorMessage(new ApiError(422, { message: "Invalid email or password.", error: "invalid_credentials" })),
    ).toBe("Invalid email or password.");
    const suspended = "Your account has been suspended. Reason: Spam";
    expect(errorMessage(new ApiError(403, { message: suspended, error: "suspended" }))).toBe(suspended);
  });
  it("falls back to the error's own message, then the fallback", () => {
    expect(errorMessage(new Error("Own message"))).toBe("Own message");
    expect(errorMessage(new ApiError(500, null))).toBe(messages.errors.unexpectedRetry);
    expect(errorMessage(new TypeError("Failed to fetch"), messages.errors.generic)).toBe(messages.errors.generic);
    expect(errorMessage(undefined)).toBe(messages.errors.unexpectedRetry);
  });
});

describe("decodeJwt", () => {
  it("reads the claims, including non-ASCII text", () => {
    // btoa cannot take "ë" directly; build the payload from UTF-8 bytes like a server would.
    const bytes = new TextEncoder().encode(JSON.stringify({ user_id: 5, email: "zoë@uni.edu" }));
    const payload = btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
    expect(decodeJwt(`h.${payload}.s`)).toMatchObject({ user_id: 5, email: "zoë@uni.edu" });
    expect(decodeJwt(fakeToken({ user_id: 9 }))).toMatchObject({ user_id: 9 });
    expect(decodeJwt("no-dots")).toBeNull();
    expect(decodeJwt("a.!!!.c")).toBeNull();
  });
});
