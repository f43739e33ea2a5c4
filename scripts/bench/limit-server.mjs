// The limit: a bare Fastify that answers each route with bytes and headers recorded from the forum (limit.ts writes
// them to the JSON file named by argv[2]), with no database, validation or logging. What the forum serves at best
// on this machine with the same answers; started as a process of its own like the forum.
import fs from "node:fs";
import Fastify from "fastify";

const answers = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const app = Fastify({ logger: false });
app.get("/forum/api/v1/health", async () => ({ status: "ok" }));
for (const a of answers) {
  const body = Buffer.from(a.body, "base64");
  app.get(a.route, (_request, reply) => {
    reply.code(a.status).headers(a.headers).send(body);
  });
}
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
