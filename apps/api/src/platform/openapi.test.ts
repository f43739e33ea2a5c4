import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, unknown> };
type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
};
type Doc = {
  info: { license?: { name: string; identifier?: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let t: TestApp;
let doc: Doc;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject("/forum/api/docs/json")).json();
});
afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("gives every operation a summary and a unique operationId", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    for (const { path, method, op } of ops) {
      expect(op.summary, `${method} ${path}`).toMatch(/\S/);
      expect(op.operationId, `${method} ${path}`).toMatch(/^[A-Za-z0-9]+$/);
    }
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says a call needs the token exactly when a guest is refused it (401), and not on public calls", async () => {
    const byKind = { public: 0, guarded: 0 };
    for (const { path, method, op } of operations()) {
      // Path parameters filled with something of their shape; the guard runs before anything is read.
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "ref" ? "batch-1" : "1"));
      const res = await t.app.inject({ method: method as "GET", url });
      if (res.statusCode === 401) {
        byKind.guarded++;
        expect(op.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      } else {
        byKind.public++;
        expect(op.security, `${method} ${path} (${res.statusCode})`).toEqual([]);
      }
    }
    expect(byKind.public).toBeGreaterThan(20);
    expect(byKind.guarded).toBeGreaterThan(50);
  });

  it("describes every response by its meaning, errors with the one shared error body", () => {
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        expect(response.description, `${method} ${path} ${status}`).not.toBe("Default Response");
        if (Number(status) >= 400)
          expect(response.content?.["application/json"], `${method} ${path} ${status}`).toEqual({
            schema: { $ref: "#/components/schemas/ErrorBody" },
          });
      }
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["401", "422", "429"]));
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["ErrorBody", "Post", "UserSummary"]));
  });

  it("documents the ZIP export as a file and the ad click as a redirect with Location", () => {
    const zip = doc.paths["/forum/api/v1/admin/assignments/{id}/export"]?.get?.responses["200"];
    expect(zip?.content).toEqual({ "application/zip": { schema: { type: "string", format: "binary" } } });
    const click = doc.paths["/forum/api/v1/advertisements/{id}/click"]?.get?.responses["302"];
    expect(click?.headers).toHaveProperty("location");
    expect(click?.content).toBeUndefined();
  });

  it("names its licence and its server", () => {
    expect(doc.info.license).toEqual({ name: "AGPL-3.0-or-later", identifier: "AGPL-3.0-or-later" });
    expect(doc.servers?.length).toBeGreaterThan(0);
  });
});
