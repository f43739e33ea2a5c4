import { adminMessages, imageMessages } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { adminTestApp, png } from "../admin/admin-test-kit.ts";

const { k, boss } = adminTestApp();

const banner = /^http:\/\/forum\.test\/forum\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/;

describe("communities", () => {
  it("creates with a banner (201), changes keeping the banner when none is sent, students see it", async () => {
    const fields = { name: "Debate Club", acronym: "DC", about: "We argue, politely." };
    const created = await k.form("POST", "/communities", fields, boss.token, await png(2400, 800));
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(created.json()).toMatchObject({
      message: "Community created.",
      data: { name: "Debate Club", acronym: "DC", about: "We argue, politely.", members_count: 0 },
    });
    expect(data.image).toMatch(banner);
    expect((await k.audits())[0]).toMatchObject({ action: "community.create", targetId: data.id, actorId: boss.id });

    const changed = await k.form("PUT", `/communities/${data.id}`, { ...fields, about: "", image: "" }, boss.token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: "Community updated.", data: { about: "", image: data.image } });
    const student = await k.student("ada@uni.edu");
    expect((await k.get(`/communities/${data.id}`, student.token)).json().data).toMatchObject({
      name: "Debate Club",
      image: data.image,
    });
    const list = (await k.api("GET", "/communities", undefined, boss.token)).json().data;
    expect(list).toContainEqual({ ...changed.json().data, posts_count: 0 });

    const other = await k.form("PUT", `/communities/${data.id}`, fields, boss.token, await png(100, 100));
    expect(other.json().data.image).toMatch(banner);
    expect(other.json().data.image).not.toBe(data.image);
  });

  it("takes JSON too, and refuses bad fields, a taken name (ignoring case, also at once) and non-images", async () => {
    const json = await k.api("POST", "/communities", { name: "Chess Society", acronym: "CS" }, boss.token);
    expect(json.statusCode).toBe(201);
    expect(json.json().data).toMatchObject({ about: "", image: null });
    const clash = await k.api("POST", "/communities", { name: "CHESS society", acronym: "X" }, boss.token);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error).toEqual({ name: [adminMessages.nameTaken] });
    const race = await Promise.all(
      ["Robotics", "robotics"].map((name) => k.form("POST", "/communities", { name, acronym: "RB" }, boss.token)),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const renameClash = await k.api(
      "PUT",
      `/communities/${json.json().data.id}`,
      { name: "ROBOTICS", acronym: "R" },
      boss.token,
    );
    expect(renameClash.json().error).toEqual({ name: [adminMessages.nameTaken] });

    const noAcronym = await k.form("POST", "/communities", { name: "Drama" }, boss.token);
    expect(noAcronym.statusCode).toBe(422);
    expect(noAcronym.json().error).toHaveProperty("acronym");
    const long = await k.form("POST", "/communities", { name: "Drama", acronym: "D".repeat(13) }, boss.token);
    expect(long.json().error).toHaveProperty("acronym");
    const fake = await k.form("POST", "/communities", { name: "Drama", acronym: "DR" }, boss.token, Buffer.from("GIF"));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error).toEqual({ image: [imageMessages.notAnImage] });
    const names = (await k.api("GET", "/communities", undefined, boss.token))
      .json()
      .data.map((c: { name: string }) => c.name);
    expect(names).not.toContain("Drama");
  });

  it("deletes an empty community (200) and refuses one with posts, saying how many", async () => {
    const ada = await k.student("ada2@uni.edu");
    const busy = await k.community("Hikers", [ada.id]);
    await k.post({ by: ada.id, communityId: busy.id, title: "Saturday walk" });
    await k.post({ by: ada.id, communityId: busy.id, title: "Draft", status: "draft" });
    const refused = await k.api("DELETE", `/communities/${busy.id}`, undefined, boss.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(adminMessages.communityInUse(2));
    const list = (await k.api("GET", "/communities", undefined, boss.token)).json().data;
    expect(list.find((c: { id: number }) => c.id === busy.id).posts_count).toBe(2);

    const empty = await k.community("Quiet", [ada.id]);
    const gone = await k.api("DELETE", `/communities/${empty.id}`, undefined, boss.token);
    expect(gone.json()).toEqual({ data: null, message: "Community deleted." });
    expect((await k.get(`/communities/${empty.id}`)).statusCode).toBe(404);
    expect((await k.audits())[0]).toMatchObject({ action: "community.delete", targetId: empty.id, note: "Quiet" });
  });

  it("names a renamed community on its posts at once", async () => {
    const ada = await k.student("ada3@uni.edu");
    const club = await k.community("Readers", [ada.id]);
    const post = await k.post({ by: ada.id, communityId: club.id, title: "Book of the month" });
    const name = async () =>
      (await k.get(`/posts/${post.id}`, ada.token)).json().data.community?.name as string | undefined;
    expect(await name()).toBe("Readers");
    await k.api("PUT", `/communities/${club.id}`, { name: "Book Club", acronym: "BC" }, boss.token);
    expect(await name()).toBe("Book Club");
  });
});
