import { PassThrough, type Readable } from "node:stream";
import { rewardTaskMessages } from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { notFound } from "../../../platform/errors.ts";
import type { Storage } from "../../../platform/storage.ts";
import { isRecordingKey, readRecording } from "../submissions/recording-files.ts";
import type { ExportRepository, ExportRow } from "./export.repository.ts";
import { csvLine } from "./export-csv.ts";

type Deps = { repo: ExportRepository; storage: Storage; log: FastifyBaseLogger };

class ClientGone extends Error {}

export const CSV_COLUMNS = ["source_text", "translation", "language", "student", "audio_file"] as const;

/** A student named by username, else by id: the dataset never carries an e-mail. */
const studentRef = (r: ExportRow) => r.username ?? `user-${r.userId}`;
const audioName = (r: ExportRow, key: string) => `audio/${r.id}${key.slice(key.lastIndexOf("."))}`;

/**
 * An assignment's approved work as a ZIP (`submissions.csv` and `audio/<submission id>.<ext>`), streamed as it is
 * built: rows are read in batches, each recording is piped from storage chunk by chunk, the CSV deflated chunk by
 * chunk, so neither memory nor the event loop is held by a large assignment. Recordings are already compressed:
 * stored as they are.
 */
export function createExportService(d: Deps) {
  return {
    async open(assignmentId: number): Promise<Readable> {
      const assignment = await d.repo.assignment(assignmentId);
      if (!assignment) throw notFound(rewardTaskMessages.assignmentNotFound);
      const out = new PassThrough();
      const zip = new Zip((err, chunk, final) => {
        if (err) return void out.destroy(err);
        out.write(chunk);
        if (final) out.end();
      });
      // The reader keeps pace; one who went away (the stream closed) ends the build.
      const drained = async () => {
        if (out.destroyed) throw new ClientGone();
        if (!out.writableNeedDrain) return;
        await new Promise<void>((resolve, reject) => {
          const settle = (err?: Error) => {
            out.off("drain", onDrain).off("close", onClose);
            if (err) reject(err);
            else resolve();
          };
          const onDrain = () => settle();
          const onClose = () => settle(new ClientGone());
          out.once("drain", onDrain).once("close", onClose);
        });
      };
      const build = async () => {
        const csv = new ZipDeflate("submissions.csv", { level: 6 });
        zip.add(csv);
        csv.push(Buffer.from(csvLine(CSV_COLUMNS)));
        const audio: { name: string; stored: string }[] = [];
        for (let after = 0; ; ) {
          const rows = await d.repo.approvedAfter(assignmentId, after);
          if (rows.length === 0) break;
          const lines = rows.map((r) => {
            const stored = r.audioKey && isRecordingKey(r.audioKey) ? r.audioKey : null;
            const name = stored ? audioName(r, stored) : "";
            if (stored) audio.push({ name, stored });
            return csvLine([r.text, r.translatedText, assignment.languageName, studentRef(r), name]);
          });
          csv.push(Buffer.from(lines.join("")));
          await drained();
          after = rows[rows.length - 1]?.id ?? after;
        }
        csv.push(new Uint8Array(0), true);
        for (const file of audio) await addStored(file.name, file.stored);
        zip.end();
      };
      const addStored = async (name: string, stored: string) => {
        const read = await readRecording(d.storage, stored);
        if (!read || "unsatisfiable" in read) {
          d.log.warn({ stored }, "export: a recording is missing from storage");
          return;
        }
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        for await (const chunk of read.body) {
          entry.push(chunk as Buffer);
          await drained();
        }
        entry.push(new Uint8Array(0), true);
      };
      build().catch((err: unknown) => {
        if (err instanceof ClientGone) d.log.info({ assignmentId }, "assignment export: the client went away");
        else d.log.error({ err, assignmentId }, "assignment export failed");
        zip.terminate();
        out.destroy(err as Error);
      });
      return out;
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
