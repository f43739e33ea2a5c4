import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "../env.ts";

/** An S3-compatible server (s3rver) in this process on a free loopback port, with one empty bucket in a temp folder. */
export async function startTestS3(): Promise<{ config: S3Config; close: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "forum-s3-"));
  const bucket = "forum-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver's fixed key pair, given the way a deployment gives its own: in S3_URL.
    config: { url: `http://S3RVER:S3RVER@127.0.0.1:${port}`, bucket, publicUrl: undefined },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
