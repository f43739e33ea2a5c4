import { describe, expect, it } from "vitest";
import { tempWebDist } from "../test/temp-web-dist.ts";
import { routeChunkLinks } from "./route-chunks.ts";

const distWith = (manifest: object) => tempWebDist({ ".vite/manifest.json": JSON.stringify(manifest) });

const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-1.js" },
  "_post-card.js": { file: "assets/post-card-1.js", imports: ["_react.js"] },
  // Rollup sometimes keys a page's chunk by its file rather than its source: it is then found by its name.
  "_home-page-1.js": {
    file: "assets/home-page-1.js",
    name: "home-page",
    isDynamicEntry: true,
    imports: ["_post-card.js"],
  },
  "src/features/posts/routes/post-page.tsx": { file: "assets/post-page-1.js", imports: ["_post-card.js"] },
};

describe("routeChunkLinks", () => {
  const linksFor = routeChunkLinks(distWith(manifest));
  const withoutManifest = tempWebDist({});

  it("names the home page's chunk and its imports, but not what the shell already loads", () => {
    const links = linksFor("/forum/");
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/forum/assets/home-page-1.js">');
    expect(links).toContain('href="/forum/assets/post-card-1.js"');
    expect(links).not.toContain("react-1.js");
    expect(links).not.toContain("index-1.js");
    expect(linksFor("/forum/?tag=exams")).toBe(links);
  });

  it("names the post page's chunk for a post's address only", () => {
    expect(linksFor("/forum/post/3933ab2a-0cd6-4b9f-b562-d944899779be")).toContain("post-page-1.js");
    expect(linksFor("/forum/post/new")).toBe("");
    expect(linksFor("/forum/post/3933ab2a-0cd6-4b9f-b562-d944899779be/../../x")).toBe("");
    expect(linksFor("/forum/events")).toBe("");
  });

  it("names nothing without a build manifest", () => {
    expect(routeChunkLinks(withoutManifest)("/forum/")).toBe("");
  });
});
