import type { adminKit } from "../admin/admin-test-kit.ts";

type Kit = ReturnType<typeof adminKit>;

/** Makes announcement categories and announcements the way an admin does: through the console's calls. */
export function announcementsKit(k: Kit, adminToken: () => string) {
  async function category(name: string): Promise<number> {
    const res = await k.api("POST", "/announcement-categories", { name }, adminToken());
    if (res.statusCode !== 201) throw new Error(`category ${name}: ${res.body}`);
    return res.json().data.id;
  }
  async function announce(
    fields: { title: string; content?: string; category_id?: number; is_featured?: boolean },
    image?: Buffer,
  ) {
    const form: Record<string, string> = {
      title: fields.title,
      content: fields.content ?? `<p>About ${fields.title}.</p>`,
      category_id: fields.category_id ? String(fields.category_id) : "",
      is_featured: fields.is_featured ? "1" : "0",
    };
    const res = await k.form("POST", "/announcements", form, adminToken(), image);
    if (res.statusCode !== 201) throw new Error(`announcement ${fields.title}: ${res.body}`);
    return res.json().data as { id: number; title: string; image: string | null };
  }
  return { category, announce };
}
