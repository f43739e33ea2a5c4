import {
  adSchema,
  announcementSchema,
  categoryRef,
  communitySchema,
  errorBodySchema,
  eventSchema,
  messageEnvelope,
  notificationSchema,
  postSchema,
  profileSchema,
  publicUser,
  reportReasonSchema,
  userMeta,
} from "@forum/contract";
import { z } from "zod";

/**
 * The shapes that repeat across calls, named as components of the OpenAPI document: every schema that holds one
 * refers to it (`#/components/schemas/Post`) instead of repeating it. Names are given here, on the server, so the
 * contract the web app loads registers nothing. Where a call takes one as input, it is `<Name>Input`.
 */
const sharedShapes: Record<string, z.ZodType> = {
  ErrorBody: errorBodySchema,
  Message: messageEnvelope,
  UserSummary: publicUser,
  UserMeta: userMeta,
  Profile: profileSchema,
  Post: postSchema,
  Category: categoryRef,
  Community: communitySchema,
  ReportReason: reportReasonSchema,
  Notification: notificationSchema,
  Announcement: announcementSchema,
  Event: eventSchema,
  Ad: adSchema,
};

/** Gives each shared shape its component name in zod's registry, keeping what else it says of it (once a process). */
export function nameSharedShapes() {
  for (const [id, schema] of Object.entries(sharedShapes)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    z.globalRegistry.add(schema, { ...meta, id });
  }
}

/**
 * Drops components nothing refers to (an input twin no call takes), until none is left over, and the `$id` zod gives
 * each (its own reference, a fragment that JSON Schema does not allow as an id).
 */
export function pruneComponents<D extends object>(doc: D): D {
  const components = (doc as { components?: { schemas?: Record<string, Record<string, unknown>> } }).components;
  const schemas = components?.schemas;
  if (!schemas) return doc;
  for (const schema of Object.values(schemas)) {
    delete schema.$id;
    delete schema.$schema;
  }
  for (;;) {
    const { schemas: _, ...rest } = components;
    const text = JSON.stringify({ ...doc, components: rest }) + JSON.stringify(schemas);
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) return doc;
    for (const name of unused) delete schemas[name];
  }
}
