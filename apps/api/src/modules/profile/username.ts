import { randomInt } from "node:crypto";
import { profileLimits } from "@forum/contract";

/**
 * A new account gets a username at once, so its posts carry a name for others (core §9's display-name fallback
 * would otherwise reach the hidden e-mail and show "Anonymous"). Made from the address's local part: "Ada.Obi+forum@"
 * becomes "ada.obi", "ngozi-eze@" "ngozi_eze"; too short or without letters and digits, "student".
 */
export function usernameBase(email: string): string {
  const local = (email.split("@")[0] ?? "").split("+")[0] ?? "";
  const cleaned = local
    .toLowerCase()
    .replace(/-+/g, "_")
    .replace(/[^a-z0-9_.]+/g, "")
    .replace(/^[_.]+/, "")
    .replace(/[_.]+$/, "")
    .slice(0, profileLimits.usernameMax - 5);
  return cleaned.length >= profileLimits.usernameMin ? cleaned : "student";
}

/**
 * The base itself when free, else the base with a number: the lowest free one of `base2`...`base20` when `taken`
 * (already lower-cased) holds them, then a random 4-digit suffix.
 */
export function pickUsername(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; n <= 20; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  return randomSuffixed(base);
}

export const randomSuffixed = (base: string) => `${base}${randomInt(1000, 10000)}`;
