import os from "node:os";
import { writePageSection } from "./page-section.ts";

export type SocketBench = {
  driver: "postgres" | "pglite";
  adapter: "memory" | "redis";
  sockets: number;
  connected: number;
  refused: number;
  connectSeconds: number;
  handshakeP50: number;
  handshakeP99: number;
  serverConnections: number;
  stillConnected: number;
  fdLimit: number;
  serverRssMb: number;
  clientRssMb: number;
  replies: number;
  rate: number;
  replyErrors: number;
  delivered: number;
  misdelivered: number;
  p50: number;
  p99: number;
  max: number;
  httpP99: number;
};

const fmt = (n: number) => (Number.isFinite(n) ? (Math.round(n * 10) / 10).toLocaleString("en-US") : "–");

export function socketsSection(r: SocketBench): string {
  const met = (ok: boolean) => (ok ? "met" : "**not met**");
  return [
    `## Live push (Socket.IO), ${r.driver === "postgres" ? "PostgreSQL" : "PGlite"}`,
    "",
    `Machine: ${os.availableParallelism()} CPUs, node ${process.version}; ${r.driver}, ${r.adapter} adapter; run ` +
      `${new Date().toISOString()}. Clients in a child process (file descriptors per process: ${r.fdLimit}).`,
    "",
    "| what | value |",
    "| --- | ---: |",
    `| sockets opened (authenticated handshakes) | ${r.connected.toLocaleString("en-US")} of ${r.sockets.toLocaleString("en-US")} (${r.refused} refused) |`,
    `| time to open them all (200 handshakes in flight) | ${fmt(r.connectSeconds)} s |`,
    `| handshake p50 / p99 | ${fmt(r.handshakeP50)} / ${fmt(r.handshakeP99)} ms |`,
    `| TCP connections held by the server / sockets still open at the end | ${r.serverConnections.toLocaleString("en-US")} / ${r.stillConnected.toLocaleString("en-US")} |`,
    `| server process RSS / client process RSS | ${fmt(r.serverRssMb)} / ${fmt(r.clientRssMb)} MB |`,
    `| replies posted (fixed ${r.rate}/s), non-201 | ${r.replies} (${r.replyErrors}) |`,
    `| pushes delivered to the author / to anyone else | ${r.delivered} / ${r.misdelivered} |`,
    `| reply request → push arrival p50 / p99 / max | ${fmt(r.p50)} / ${fmt(r.p99)} / ${fmt(r.max)} ms |`,
    `| reply HTTP answer p99 | ${fmt(r.httpP99)} ms |`,
    "",
    "Bars (issue 5):",
    "",
    `- 10,000 authenticated sockets on one instance: ${met(r.connected >= 10_000 && r.sockets >= 10_000)}`,
    `- reply → push p99 ≤ 200 ms: ${fmt(r.p99)} ms, ${met(r.p99 <= 200 && r.delivered === r.replies)}`,
    "",
  ].join("\n");
}

/** Replaces this driver's sockets section between its markers (or appends it), leaving the rest of the page alone. */
export function writeSocketsSection(file: string, r: SocketBench): string {
  return writePageSection(file, `sockets:${r.driver}`, socketsSection(r));
}
