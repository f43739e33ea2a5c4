import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * A stand-in for the web app's build (`WEB_DIST`) holding these files by relative path, for a test file's app to
 * serve; removed when the file's tests are done (after the app's own close, registered later: hooks run in reverse).
 */
export function tempWebDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-web-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
