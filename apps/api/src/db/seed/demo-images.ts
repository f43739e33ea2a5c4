import sharp from "sharp";
import { storeSizedImage } from "../../platform/image-variants.ts";
import { reencodeImage } from "../../platform/images.ts";
import type { Storage } from "../../platform/storage.ts";
import type { DemoCommunity } from "./demo-content.ts";
import type { DemoStudent } from "./demo-students.ts";
import { achieversSvg, avatarSvg, bannerSvg, coverSvg, type Picture, pictureSvg } from "./demo-svg.ts";

export type DemoImages = {
  avatars: Map<string, string>;
  banners: Map<string, string>;
  /** Announcement banners and event thumbnails by their key. */
  announcements: Map<string, string>;
  events: Map<string, string>;
  /** Demo campaigns' pictures by their key. */
  ads: Map<string, string>;
  pictures: Map<Picture, string>;
  achievers: string;
};

const AVATAR_COLORS = ["#2563eb", "#db2777", "#059669", "#d97706", "#7c3aed", "#0891b2", "#dc2626"];

/** A colour per student that stays the same from run to run and differs between neighbours. */
const colorIndex = (username: string) =>
  [...username].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % AVATAR_COLORS.length;

/**
 * Renders every demo image and stores it the way an upload is stored (re-encoded WebP, sized content-hash name), so the
 * demo exercises the real serving path. Content-hash names make a second run rewrite identical files, not add new ones.
 * Their width variants are made on first request (image-variants.ts), which keeps the start quick; a bucket browsers
 * read directly (S3_PUBLIC_URL) gets them now, since nothing would make them there.
 */
export async function renderDemoImages(
  storage: Storage,
  content: {
    students: DemoStudent[];
    communities: DemoCommunity[];
    pictures: Picture[];
    achievers: { title: string; names: string[] };
    announcements: { key: string; colors: [string, string] }[];
    events: { key: string; colors: [string, string] }[];
    ads: { key: string; colors: [string, string] }[];
  },
): Promise<DemoImages> {
  const store = async (svg: string, maxSide: number, square = false) => {
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    return storeSizedImage(storage, await reencodeImage(png, { maxSide, square, variants: !!storage.publicUrl }));
  };
  const keyed = async <T, K>(items: T[], key: (item: T) => K, draw: (item: T) => Promise<string>) =>
    new Map(await Promise.all(items.map(async (item) => [key(item), await draw(item)] as const)));

  const withAvatar = content.students.filter((s) => s.avatar);
  const [avatars, banners, announcements, events, ads, pictures, achievers] = await Promise.all([
    keyed(
      withAvatar,
      (s) => s.username,
      (s) =>
        store(avatarSvg(`${s.first[0]}${s.last[0]}`, AVATAR_COLORS[colorIndex(s.username)] ?? "#2563eb"), 256, true),
    ),
    keyed(
      content.communities,
      (c) => c.acronym,
      (c) => store(bannerSvg(c.acronym, c.name, c.colors), 1200),
    ),
    keyed(
      content.announcements,
      (a) => a.key,
      (a) => store(coverSvg(a.key, a.colors), 800),
    ),
    keyed(
      content.events,
      (e) => e.key,
      (e) => store(coverSvg(e.key, e.colors), 800),
    ),
    keyed(
      content.ads,
      (a) => a.key,
      (a) => store(coverSvg(a.key, a.colors), 800),
    ),
    keyed(
      content.pictures,
      (p) => p,
      (p) => store(pictureSvg(p), 800),
    ),
    store(achieversSvg(content.achievers.title, content.achievers.names), 800),
  ]);
  return { avatars, banners, announcements, events, ads, pictures, achievers };
}
