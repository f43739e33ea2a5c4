// One autocannon run in a process of its own (cannon.ts starts it): the load generator shares neither the server's
// event loop nor its CPU time. Reads its options from the JSON file named by argv[2]; `paths`, when given, are walked
// in turn from a random start (a post page over many posts instead of one cached row). Prints the result as JSON.
import fs from "node:fs";
import autocannon from "autocannon";

const o = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
let i = Math.floor(Math.random() * (o.paths?.length ?? 1));
const result = await autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.duration,
  timeout: o.timeout,
  headers: o.headers ?? {},
  ...(o.rate ? { overallRate: o.rate } : {}),
  ...(o.paths?.length
    ? { requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: o.paths[i++ % o.paths.length] }) }] }
    : {}),
});
process.stdout.write(JSON.stringify(result));
