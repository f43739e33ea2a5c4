import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("listens on 127.0.0.1 on the embedded default, on every interface with a database server, or where HOST says", () => {
    expect(readEnv({}).host).toBe("127.0.0.1");
    expect(readEnv({ DATABASE_URL: "postgres://db/forum" }).host).toBe("0.0.0.0");
    expect(readEnv({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(readEnv({ HOST: "::1", DATABASE_URL: "postgres://db/forum" }).host).toBe("::1");
  });
});
