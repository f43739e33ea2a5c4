import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../db/client.ts";
import { adminQuery, databaseUrl } from "./postgres-admin.ts";

/**
 * Vitest global setup of the API projects: migrates one database per run and hands its name to the test files
 * (test-db.ts), so that each file copies a migrated schema instead of running every migration from nothing.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === "postgres") return setupPostgres(project);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client) as never, { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(os.tmpdir(), `forum-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(file, { force: true });
}

async function setupPostgres(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `forum_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  await database.close();
  project.provide("postgresTemplate", name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
