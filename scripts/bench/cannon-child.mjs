// One autocannon run in a process of its own (cannon.ts starts it): the load generator shares neither the server's
// event loop nor its CPU time. Reads its options from the JSON file named by argv[2]; `paths`, when given, are walked
// in turn from a random start (a post page over many posts instead of one cached row). Prints the result as JSON.
// `samples`: also every answer's start (epoch ms), latency (ms) and status, to split a run by time (push.ts).
// SIGUSR2 ends the run early (a run that lasts "until something happens"), with its result as usual.
import fs from "node:fs";
import autocannon from "autocannon";

const o = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
let i = Math.floor(Math.random() * (o.paths?.length ?? 1));
const instance = autocannon({
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
const samples = [];
if (o.samples) {
  instance.on("response", (_client, status, _bytes, ms) => samples.push([Date.now() - ms, ms, status]));
}
process.on("SIGUSR2", () => instance.stop());
const result = await instance;
process.stdout.write(JSON.stringify(o.samples ? { ...result, samples } : result));
