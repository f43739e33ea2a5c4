import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// axe-core comes with the web workspace (its component tests use it too); here it runs in the real browser, where
// layout and colour contrast can be judged.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** WCAG 2.x A and AA violations on the page as it is now, one line each (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours caught mid-transition (a button enabled a moment ago fading from its disabled shade) read as low
  // contrast: let the finite ones end first (spinners' endless ones never do), within 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Evaluated through the debugging protocol: the server's Content-Security-Policy (rightly) blocks inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  });
  return (violations as Violation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/** axe once the toasts have gone: one caught fading in or out reads as low contrast. */
export async function axeViolationsAfterToasts(page: Page): Promise<string[]> {
  await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 15_000 });
  return axeViolations(page);
}
