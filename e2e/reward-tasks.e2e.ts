import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, openSession, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { createVerifiedAccount, logIn, logInAsAdmin, signIn, signInAsAdmin, waitForPath } from "./support/forum.ts";

const browser = useBrowser();
const password = "tasks-journey-1";
const forum = (path: string) => `${inject("baseUrl")}/forum/api/v1${path}`;

/** One JSON call as the admin; throws unless it answers `status`. */
async function asAdmin<T>(token: string, method: string, path: string, body: unknown, status: number): Promise<T> {
  const res = await fetch(forum(path), {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The partner's task as an admin makes it in the console's API: one assignment of two sentences. */
async function createTask(tag: string) {
  const { token } = await signInAsAdmin();
  const task = await asAdmin<{ id: number; name: string }>(
    token,
    "POST",
    "/admin/reward-tasks",
    {
      name: `Yoruba voices ${tag}`,
      company: "Neoform",
      difficulty: "beginner",
      reward_type: "cash",
      category: "Translation",
      short_description: "Translate short sentences into Yoruba and read them aloud.",
      reward_amount: 12.5,
      estimated_duration: "About 20 minutes",
      points: 40,
    },
    201,
  );
  const assignment = await asAdmin<{ id: number; title: string }>(
    token,
    "POST",
    `/admin/reward-tasks/${task.id}/assignments`,
    { title: `Greetings ${tag}`, language_name: "Yoruba", language_mode: "text+audio" },
    201,
  );
  await asAdmin(
    token,
    "POST",
    `/admin/assignments/${assignment.id}/tasks`,
    {
      items: [
        { text: "Good morning, how did you sleep?", sentence_type: "question", points: 15 },
        { text: "Thank you for coming.", sentence_type: "statement", points: 10 },
      ],
    },
    201,
  );
  return { task, assignment };
}

const totalPoints = async (userId: number) => {
  const res = await fetch(forum(`/user/stats?user_id=${userId}`));
  return ((await res.json()) as { data: { total_points: number } }).data.total_points;
};

describe.each(viewportNames)("reward tasks at %s", (viewport) => {
  test("a guest is asked to log in; a student records and submits a translation, the admin approves, points grow", async () => {
    const phone = viewport === "mobile";
    const width = phone ? 360 : 1280;
    const tag = `${viewport}-${Date.now().toString(36)}`;
    const { task, assignment } = await createTask(tag);
    const student = randomEmail("translator");
    await createVerifiedAccount(student, password);
    const { userId } = await signIn(student, password);
    const pointsBefore = await totalPoints(userId);

    await journey(browser(), "reward-tasks-guest", viewport, async (s) => {
      await s.page.goto("/forum/tasks");
      await s.page.getByText("Login Required").waitFor();
      await s.page.getByText("Please log in to view available tasks").waitFor();
      await s.page.getByRole("link", { name: "Go to Login" }).waitFor();
      expect(await axeViolations(s.page)).toEqual([]);
      await s.shot("login required");
    });

    let itemId = 0;
    await journey(browser(), "reward-tasks", viewport, async (s) => {
      const { page } = s;
      await logIn(page, student, password);
      await page.goto("/forum/tasks");
      await page.getByRole("heading", { level: 1, name: "Third-Party Tasks" }).waitFor();
      await page.getByRole("link", { name: new RegExp(task.name) }).click();
      await waitForPath(page, `/forum/tasks/${task.id}`);
      await page.getByText("Select an assignment below to get started").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await s.shot("task");

      await page.getByRole("link", { name: new RegExp(assignment.title) }).click();
      await waitForPath(page, `/forum/assignment/${assignment.id}`);
      await page.getByText("Good morning, how did you sleep?").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("assignment");

      await page
        .getByRole("listitem")
        .filter({ hasText: "Good morning, how did you sleep?" })
        .getByRole("link", { name: /^Start Task/ })
        .click();
      await page.waitForURL(/\/forum\/task\/\d+/);
      itemId = Number(new URL(page.url()).pathname.split("/").pop());
      await page.getByText("Text to Translate").waitFor();
      await page.getByRole("button", { name: "Start Task" }).click();

      const dialog = page.getByRole("dialog", { name: "Submit Task" });
      await dialog.getByText("Good morning, how did you sleep?").waitFor();
      await dialog.getByLabel("Translated Text").fill("E kaaro, se o sun daadaa?");
      // Chromium's fake microphone plays a tone: about two seconds of it.
      await dialog.getByRole("button", { name: "Record" }).click();
      await dialog.getByText(/Recording…/).waitFor();
      await page.waitForTimeout(2_200);
      await dialog.getByRole("button", { name: "Stop" }).click();
      await dialog.locator("audio").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("recorded");
      await dialog.getByRole("button", { name: "Submit Task" }).click();
      await dialog.waitFor({ state: "detached", timeout: 20_000 });
      await page.getByText("Task submitted for review.").first().waitFor();
      await page.getByText("SUBMITTED").first().waitFor();
      // Your Submission plays the stored recording back.
      await page.locator('audio[aria-label="Your recording"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await s.shot("submitted");

      // The second sentence on a dropped connection: the recording is kept on the phone and sent when it returns.
      await page.goto(`/forum/assignment/${assignment.id}`);
      await page
        .getByRole("listitem")
        .filter({ hasText: "Thank you for coming." })
        .getByRole("link", { name: /^Start Task/ })
        .click();
      await page.getByRole("button", { name: "Start Task" }).click();
      await dialog.getByLabel("Translated Text").fill("E se fun wiwa.");
      await dialog.getByRole("button", { name: "Record" }).click();
      await dialog.getByText(/Recording…/).waitFor();
      await page.waitForTimeout(1_800);
      await dialog.getByRole("button", { name: "Stop" }).click();
      await dialog.locator("audio").waitFor();
      await page.context().setOffline(true);
      await dialog.getByRole("button", { name: "Submit Task" }).click();
      await page
        .getByText(/your submission is kept on this device/)
        .first()
        .waitFor({ timeout: 30_000 });
      await s.shot("kept offline");
      await page.context().setOffline(false);
      await page.getByText("Your saved submission has been sent.").first().waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByText("SUBMITTED").count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await s.shot("sent when back online");
    });

    const admin = await openSession(browser(), "reward-tasks-admin", viewport);
    try {
      await logInAsAdmin(admin.page);
      await admin.page.goto("/forum/admin/task-submissions");
      const approve = admin.page.getByRole("button", { name: new RegExp(`^Approve: .*, item ${itemId}$`) });
      await approve.waitFor();
      const row = admin.page.getByRole("listitem").filter({ has: approve });
      await row.getByText("E kaaro, se o sun daadaa?").waitFor();
      // The recording plays from its signed link, with range requests; without its signature it plays for nobody.
      const src = await row.locator("audio").getAttribute("src");
      expect(new URL(src!).pathname).toMatch(/^\/forum\/recordings\/\d+$/);
      const ranged = await fetch(src!, { headers: { range: "bytes=0-1" } });
      expect(ranged.status).toBe(206);
      expect((await fetch(src!.split("?")[0]!)).status).toBe(403);
      await admin.shot("review");
      await approve.click();
      await approve.waitFor({ state: "detached" });
      await admin.shot("approved");
    } finally {
      await admin.close();
    }

    expect(await totalPoints(userId)).toBe(pointsBefore + 15);
    await journey(browser(), "reward-tasks-points", viewport, async (s) => {
      await logIn(s.page, student, password);
      await s.page.goto(`/forum/task/${itemId}`);
      await s.page.getByText("COMPLETED").first().waitFor();
      await s.page.goto(`/forum/profile/${userId}`);
      // Phones show the statistics under the About tab; wide screens beside the tabs.
      if (phone) await s.page.getByRole("tab", { name: "About" }).click();
      await s.page
        .getByText(`${pointsBefore + 15} points`)
        .first()
        .waitFor();
      await s.shot("points");
    });
  });
});
