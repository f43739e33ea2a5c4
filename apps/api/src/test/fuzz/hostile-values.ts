import fc from "fast-check";

/** Strings that have broken servers: NUL, lone surrogates, injections, numbers in disguise, sizes past every bound. */
export const hostileStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\uffff",
  "%00",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "0",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "0x7fffffff",
  " 7 ",
  String(2 ** 31),
  String(2 ** 53 + 2),
  "-".repeat(36),
  "00000000-0000-0000-0000-000000000000",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "😀".repeat(64),
  "\u202egnp.exe",
  "<b>".repeat(3000),
  "a.com ".repeat(2000),
  "x".repeat(70_000),
];

const numbers = [0, -1, 1, 1.5, -0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, -(2 ** 53), 1e308, -1e308];

function nested(depth: number): unknown {
  let v: unknown = "deep";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Any JSON value a client could send in place of the expected one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...numbers),
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: { admin: true } }, { constructor: "x" }),
  fc.constantFrom(
    nested(40),
    nested(8),
    Array.from({ length: 5000 }, (_, i) => i),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
);
