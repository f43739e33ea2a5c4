import { adTexts } from "@forum/contract/texts";
import { fireEvent, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { signedInAs } from "../../communities/fixtures.ts";
import { freshAd, makeAd } from "../fixtures.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

// jsdom cannot compute colours: contrast is checked in the browser journeys.
const check = async () =>
  (await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => v.id);

describe("advertising pages' accessibility", { timeout: 30_000 }, () => {
  it("/advertise with campaigns in every state has no axe violations", async () => {
    sessionStore.set(signedInAs(7));
    mockApi({
      "GET /forum/api/v1/advertisements": {
        body: { data: [makeAd(1), freshAd(2, { payment_status: "unpaid" }), makeAd(3, { status: "rejected" })] },
      },
    });
    renderApp("/advertise");
    await screen.findByRole("row", { name: /Mama Put 3/ });
    expect(await check()).toEqual([]);
  });

  it("/advertise/new with a problem shown has no axe violations", async () => {
    sessionStore.set(signedInAs(7));
    mockApi({});
    renderApp("/advertise/new");
    fireEvent.click(await screen.findByRole("button", { name: adTexts.submit }));
    await screen.findByRole("alert");
    expect(await check()).toEqual([]);
  });
});
