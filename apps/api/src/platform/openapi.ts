import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { apiBases, productName } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransformObject, jsonSchemaTransform } from "fastify-type-provider-zod";
import { nameSharedShapes, pruneComponents } from "./openapi-components.ts";

type Transform = typeof jsonSchemaTransform;
type JsonSchema = { contentMediaType?: string; description?: string };

/**
 * The contract's schemas as JSON Schema, with one change: an answer that is a file, not JSON (its schema says
 * `contentMediaType`: the ZIP export, the calendar file), is documented as that media type with a binary body.
 */
const transform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const response = (out.schema as { response?: Record<string, JsonSchema> } | undefined)?.response;
  for (const [status, schema] of Object.entries(response ?? {})) {
    const media = schema.contentMediaType;
    if (!media || !response) continue;
    response[status] = {
      description: schema.description ?? "The file.",
      // A text file (the calendar) is a string; any other (the ZIP) is bytes.
      content: {
        [media]: { schema: media.startsWith("text/") ? { type: "string" } : { type: "string", format: "binary" } },
      },
    } as JsonSchema;
  }
  return out;
};

const withComponents = createJsonSchemaTransformObject({});

/** OpenAPI 3.1 generated from the route schemas (the contract's zod schemas), browsable at /forum/api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  nameSharedShapes();
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${productName} API`,
        version: "1.0.0",
        description:
          `Forum base ${apiBases.forum}, main base ${apiBases.main}. Signed-in calls take ` +
          "`Authorization: Bearer <access_token>` (from login or e-mail verification).",
        license: { name: "AGPL-3.0-or-later", identifier: "AGPL-3.0-or-later" },
      },
      // Paths are written in full (both bases), so the server is this forum's own origin.
      servers: [{ url: "/", description: `This forum: forum base ${apiBases.forum}, main base ${apiBases.main}` }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The access token." },
        },
      },
    },
    transform,
    transformObject: (input) => pruneComponents(withComponents(input)),
  });
  await app.register(swaggerUi, { routePrefix: "/forum/api/docs", staticCSP: true });
}
