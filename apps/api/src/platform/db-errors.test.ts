import { errorCodes, messages } from "@forum/contract";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./db-errors.ts";
import { registerErrorHandler } from "./error-handler.ts";
import { AppError } from "./errors.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });
const serverError = (code: string) =>
  Object.assign(new pg.DatabaseError("terminating connection", 100, "error"), { code });
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a fast restart's admin shutdown (57P01), as Drizzle wraps it", wrapped(serverError("57P01"))],
    ["crash shutdown (57P02)", serverError("57P02")],
    ["starting up or shutting down (57P03)", serverError("57P03")],
    ["our statement_timeout (57014)", wrapped(serverError("57014"))],
    ["too many connections (53300)", serverError("53300")],
    ["a connection exception (class 08)", serverError("08006")],
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a refused dual-stack connection", new AggregateError([withCode("ECONNREFUSED")], "connect failed")],
    ["a reset socket", wrapped(withCode("ECONNRESET"))],
    ["a connection lost under a query", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a connect timeout", new Error("Connection terminated due to connection timeout")],
    ["a full pool past its wait", new Error("timeout exceeded when trying to connect")],
    ["a client that lost its connection", new Error("Client has encountered a connection error and is not queryable")],
    ["an unanswered query", new Error("Query read timeout")],
    [
      "Redis past its retries",
      Object.assign(new Error("Reached the max retries"), { name: "MaxRetriesPerRequestError" }),
    ],
  ])("%s: yes", (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", wrapped(serverError("23505"))],
    ["a syntax error", serverError("42601")],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["an AppError", new AppError(errorCodes.notFound, "Not found.", 404)],
    ["not an error", { code: "57P01" }],
    ["nothing", undefined],
  ])("%s: no", (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it("does not loop on a cause that points back at itself", () => {
    const err = new Error("odd");
    err.cause = err;
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe("the error handler", () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get("/down", async () => {
    throw wrapped(serverError("57P01"));
  });
  app.get("/bug", async () => {
    throw wrapped(serverError("23505"));
  });

  it("answers 503 with Retry-After and the error body when the database is unavailable", async () => {
    const res = await app.inject("/down");
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ message: messages.errors.unavailable, error: errorCodes.unavailable });
  });

  it("still answers 500 for any other database error", async () => {
    const res = await app.inject("/bug");
    expect(res.statusCode).toBe(500);
    expect(res.headers["retry-after"]).toBeUndefined();
    expect(res.json()).toEqual({ message: messages.errors.unexpected, error: errorCodes.internal });
  });
});
