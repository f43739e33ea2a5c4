import type { ClientConfig } from "@forum/contract";
import { toClientConfig } from "./system.presenter.ts";
import type { SystemRepository } from "./system.repository.ts";

export type SystemDeps = {
  repo: SystemRepository;
  googleClientId: string | null;
  publicUrl: string;
  paymentsRequired: boolean;
};

/** Health with a database round trip, and the run-time config of the web app. */
export function createSystemService(d: SystemDeps) {
  return {
    async health() {
      await d.repo.ping();
      return { status: "ok" as const };
    },
    config: (): { data: ClientConfig } => ({ data: toClientConfig(d) }),
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
