import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { productName } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the route schemas (the contract's zod schemas), browsable at /forum/api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${productName} API`, version: "1.0.0", description: "Forum base /forum/api/v1, main base /api." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/forum/api/docs", staticCSP: true });
}
