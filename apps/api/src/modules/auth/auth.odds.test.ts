import { limits } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { codeGuessLimits, codeMailLimits, guessTurn, nextGuessAt, type ThrottleMemory } from "./auth.throttles.ts";

const day = 86_400_000;
const month = 30 * day;
const codes = 10 ** limits.resetCodeLength;

/**
 * The moments a non-stop attacker gets a guess checked within `span`, guessing the instant the limits allow. With
 * `ownerSignsIn`, the owner signs in after every guess (lifting the slow-down): the attacker's best case.
 */
function attack(span: number, ownerSignsIn: boolean): number[] {
  let m: ThrottleMemory = { hits: [], clearedAt: null, alertedAt: null };
  const times: number[] = [];
  for (let now = 0; times.length < 100_000; ) {
    now = Math.max(now, nextGuessAt(m, now));
    if (now >= span) return times;
    const turn = guessTurn(m, now);
    if (turn.result.retryAt !== null) throw new Error("the limits refused a guess they had allowed");
    m = { ...m, ...turn.memory, clearedAt: ownerSignsIn ? now : m.clearedAt };
    times.push(now);
  }
  throw new Error("the limits never stop an attacker");
}

/** The most guesses any 30-day stretch of a long attack holds. */
function worstMonth(ownerSignsIn: boolean): number {
  const times = attack(4 * month, ownerSignsIn);
  return Math.max(...times.map((start) => times.filter((t) => t >= start && t < start + month).length));
}

/**
 * The chance that `guesses` wrong-or-right guesses take over the account. Distinct guesses at one code win with
 * k / 10^digits, codes are independent; packing each code with as many guesses as it takes (5) is the worst case.
 */
function takeoverChance(guesses: number, perCode: number = limits.maxCodeAttempts): number {
  let miss = 1;
  for (let left = guesses; left > 0; left -= perCode) miss *= 1 - Math.min(perCode, left) / codes;
  return 1 - miss;
}

const bar = 1 / 1000;
const worst = Math.max(worstMonth(false), worstMonth(true));

describe("the odds of guessing a 4-digit reset code", () => {
  it("reproduces the issue's finding for the old rule (5 tries a code, a new code every minute)", () => {
    expect(takeoverChance(24 * 60 * limits.maxCodeAttempts)).toBeGreaterThan(0.5);
  });

  it(`allows at most ${codeGuessLimits.perMonth} guesses in any 30 days, whatever the owner does`, () => {
    expect(worst).toBe(codeGuessLimits.perMonth);
    // The slow-down alone (no sign-ins) already spreads them: the month's cap is reached, never passed, in a day or two.
    expect(attack(month, false).length).toBe(codeGuessLimits.perMonth);
  });

  it(`keeps a month of non-stop guessing below 1 in ${1 / bar} (${takeoverChance(worst).toPrecision(5)})`, () => {
    // One guess alone is 1 in 10,000, so no limit that lets a guess through reaches the 1 in 10,000 a month.
    expect(takeoverChance(1)).toBeCloseTo(1 / codes, 15);
    expect(takeoverChance(worst)).toBeLessThan(bar);
  });

  it("owes that to the address's guess caps: the code mail limits alone would allow 2,160 codes a month", () => {
    // One code mail a minute across kinds, and 3 reset codes an hour: the hour is the tighter bound.
    const codesPerMonth = Math.min(60 / (codeMailLimits.intervalSeconds / 60), codeMailLimits.perHour) * 24 * 30;
    expect(codesPerMonth).toBe(2160);
    expect(takeoverChance(codesPerMonth * limits.maxCodeAttempts)).toBeCloseTo(0.6605, 4);
  });

  it("never slows down a student who mistypes twice and then types the right code", () => {
    expect(attack(1, false).length).toBeGreaterThanOrEqual(3);
  });
});
