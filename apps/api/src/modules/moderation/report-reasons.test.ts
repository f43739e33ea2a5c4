import { adminMessages } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { adminTestApp } from "../admin/admin-test-kit.ts";

const { k, boss } = adminTestApp();

describe("report reasons", () => {
  it("creates, lists, changes and deletes, names unique ignoring case, students see the list", async () => {
    const created = await k.api(
      "POST",
      "/report-reasons",
      { name: "Impersonation", description: "Pretends" },
      boss.token,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json()).toEqual({
      data: { id, name: "Impersonation", description: "Pretends" },
      message: "Report reason created.",
    });
    const clash = await k.api("POST", "/report-reasons", { name: "impersonation", description: "x" }, boss.token);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error).toEqual({ name: [adminMessages.nameTaken] });
    const race = await Promise.all(
      ["Doxxing", "doxxing"].map((name) => k.api("POST", "/report-reasons", { name, description: "d" }, boss.token)),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    // Its own name in another case is no clash.
    const recased = await k.api(
      "PUT",
      `/report-reasons/${id}`,
      { name: "IMPERSONATION", description: "Fake" },
      boss.token,
    );
    expect(recased.json()).toEqual({
      data: { id, name: "IMPERSONATION", description: "Fake" },
      message: "Report reason updated.",
    });
    const missing = await k.api("POST", "/report-reasons", { name: "No description" }, boss.token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toHaveProperty("description");

    const student = await k.student("reader@uni.edu");
    expect((await k.get("/report-reasons", student.token)).json().data).toContainEqual({
      id,
      name: "IMPERSONATION",
      description: "Fake",
    });
    expect((await k.api("GET", "/report-reasons", undefined, boss.token)).json().data).toContainEqual({
      id,
      name: "IMPERSONATION",
      description: "Fake",
    });
    expect((await k.api("DELETE", `/report-reasons/${id}`, undefined, boss.token)).json()).toEqual({
      data: null,
      message: "Report reason deleted.",
    });
    expect((await k.audits(3)).map((a) => [a.action, a.targetType])).toEqual([
      ["reason.delete", "report_reason"],
      ["reason.update", "report_reason"],
      ["reason.create", "report_reason"],
    ]);
  });
});
