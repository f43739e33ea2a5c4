import { errorCodes, inputMessages } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { AppError, invalidField } from "./errors.ts";

/** Deeper than any form or JSON body of API.md goes; deeper is an attack on whatever walks it. */
const MAX_DEPTH = 32;

/**
 * Checks every parsed input (body, query, path) before its schema: PostgreSQL text cannot hold a NUL character, so
 * one anywhere would otherwise fail deep in a query as a 500. Walks iteratively, so no depth can overflow the stack.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const found = findNul(input);
      if (found === TOO_DEEP) throw new AppError(errorCodes.badRequest, inputMessages.tooDeep, 400);
      if (found !== null) throw invalidField(found || "request", inputMessages.nulCharacter);
    }
  });
}

export const TOO_DEEP = Symbol("too deep");

/** The dotted path of the first string holding a NUL (keys too), TOO_DEEP, or null when clean. */
export function findNul(value: unknown): string | typeof TOO_DEEP | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === "string") {
      if (v.includes("\0")) return path;
      continue;
    }
    if (v === null || typeof v !== "object" || Buffer.isBuffer(v)) continue;
    if (depth >= MAX_DEPTH) return TOO_DEEP;
    for (const [key, child] of Object.entries(v)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes("\0")) return at;
      stack.push({ value: child, path: at, depth: depth + 1 });
    }
  }
  return null;
}
