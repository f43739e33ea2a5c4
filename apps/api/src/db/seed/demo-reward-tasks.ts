import type { Db } from "../client.ts";
import {
  itemSubmissions,
  rewardAssignments,
  rewardTaskParticipants,
  rewardTasks,
  translationItems,
} from "../schema/index.ts";
import { ago } from "./demo-random.ts";

const DAY = 86_400_000;

/** English sentences to translate and read aloud, with the labels a partner's dataset carries. */
const SENTENCES = [
  { text: "Good morning.", sentenceType: "greeting", domain: "everyday", style: "polite", complexity: "simple" },
  {
    text: "Where is the nearest bus stop?",
    sentenceType: "question",
    domain: "travel",
    style: "neutral",
    complexity: "simple",
  },
  {
    text: "The market opens early on Saturdays.",
    sentenceType: "statement",
    domain: "commerce",
    style: "neutral",
    complexity: "simple",
  },
  {
    text: "Please drink clean water and wash your hands before eating.",
    sentenceType: "instruction",
    domain: "health",
    style: "formal",
    complexity: "moderate",
  },
  {
    text: "If it rains tomorrow, the football match will be moved to Sunday.",
    sentenceType: "conditional",
    domain: "sports",
    style: "neutral",
    complexity: "moderate",
  },
  {
    text: "My grandmother tells us stories about the village every evening.",
    sentenceType: "statement",
    domain: "family",
    style: "informal",
    complexity: "moderate",
  },
] as const;

type DemoTask = {
  ref: string;
  name: string;
  status: "open" | "closed";
  /** Days from the seeding day (negative: already past). */
  deadlineDays: number;
  maxParticipants: number | null;
  languages: { name: string; mode: string }[];
};

const TASKS: DemoTask[] = [
  {
    ref: "neoform-voices-2026",
    name: "Nigerian Voices: read and translate everyday English",
    status: "open",
    deadlineDays: 30,
    maxParticipants: 50,
    languages: [
      { name: "Yoruba", mode: "text+audio" },
      { name: "Hausa", mode: "text+audio" },
      { name: "Igbo", mode: "text+audio" },
    ],
  },
  {
    ref: "neoform-health-phrases",
    name: "Health phrases for community clinics",
    status: "open",
    deadlineDays: 14,
    maxParticipants: null,
    languages: [{ name: "Hausa", mode: "text+audio" }],
  },
  {
    ref: "neoform-pilot-2025",
    name: "Pilot batch: short greetings",
    status: "closed",
    deadlineDays: -20,
    maxParticipants: 10,
    languages: [{ name: "Yoruba", mode: "text+audio" }],
  },
];

/**
 * The demo's reward tasks from the partner "Neoform" (demo data by design): assignments per language of real English
 * sentences, and one closed pilot. One student has enrolled and saved a draft translation (no recording: the demo
 * stores no fake audio).
 */
export async function insertRewardTasks(tx: Db, now: Date, userIds: Map<string, number>) {
  for (const t of TASKS) {
    const [task] = await tx
      .insert(rewardTasks)
      .values({
        thirdPartyRef: t.ref,
        name: t.name,
        company: "Neoform",
        difficulty: t.status === "closed" ? "beginner" : "intermediate",
        rewardType: "cash",
        category: "Translation",
        shortDescription: "Translate short English sentences into your language and record yourself reading them.",
        description:
          "<p>Neoform builds speech datasets for Nigerian languages. Translate each sentence naturally, as you would say it, then record it in a quiet room.</p>",
        rewardAmount: 25,
        duration: 7,
        estimatedDuration: "About 2 hours",
        deadline: new Date(now.getTime() + t.deadlineDays * DAY),
        status: t.status,
        maxParticipants: t.maxParticipants,
        requirements: "A native or fluent speaker of the language; a phone or laptop with a microphone.",
        instructions:
          "Keep the meaning, not the word order. Record 1 to 30 seconds per sentence, without music behind.",
        skillsRequired: "Translation, Reading aloud",
        toolsRequired: "Microphone, Quiet room",
        points: 50,
        createdAt: ago(now, "10d"),
      })
      .returning({ id: rewardTasks.id });
    for (const language of t.languages) {
      const [assignment] = await tx
        .insert(rewardAssignments)
        .values({
          rewardTaskId: task!.id,
          title: `${language.name}: everyday sentences`,
          description: `Translate into ${language.name} and read each sentence aloud.`,
          languageName: language.name,
          languageMode: language.mode,
          rewardAmount: 25,
          estimatedDuration: "About 40 minutes",
          deadline: new Date(now.getTime() + t.deadlineDays * DAY),
        })
        .returning({ id: rewardAssignments.id });
      await tx
        .insert(translationItems)
        .values(SENTENCES.map((s, i) => ({ ...s, assignmentId: assignment!.id, orderIndex: i, points: 10 })));
    }
  }
  await draftBy(tx, userIds.get("adaeze"), "neoform-voices-2026");
  return TASKS.length;
}

/** A student enrolled in the first task who has saved a draft of its first Yoruba item (text only). */
async function draftBy(tx: Db, userId: number | undefined, ref: string) {
  if (userId === undefined) throw new Error("demo seed: unknown student for the reward-task draft");
  const task = await tx.query.rewardTasks.findFirst({ where: (r, { eq }) => eq(r.thirdPartyRef, ref) });
  const assignment = await tx.query.rewardAssignments.findFirst({
    where: (a, { and, eq }) => and(eq(a.rewardTaskId, task!.id), eq(a.languageName, "Yoruba")),
  });
  const item = await tx.query.translationItems.findFirst({
    where: (i, { and, eq }) => and(eq(i.assignmentId, assignment!.id), eq(i.orderIndex, 0)),
  });
  await tx.insert(rewardTaskParticipants).values({ rewardTaskId: task!.id, userId });
  await tx
    .insert(itemSubmissions)
    .values({ itemId: item!.id, userId, status: "in_progress", translatedText: "Ẹ káàárọ̀." });
}
