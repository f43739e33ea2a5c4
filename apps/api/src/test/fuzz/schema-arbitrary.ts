import fc from "fast-check";
import { hostileValue } from "./hostile-values.ts";

/** The part of JSON Schema the OpenAPI document of the routes uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
};

const uuid = fc.uuid();

/** A value that fits the schema, leaning to its edges (empty, longest, smallest, largest). */
function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => valueFor(s, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "uuid") return uuid;
      if (schema.format === "email") return fc.emailAddress();
      return fc.oneof(
        // Short strings keep runs fast, but never shorter than the schema's minimum (a 65-byte key is 86 characters).
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 60, 60)),
        }),
        fc.constant("x".repeat(schema.maxLength ?? 200)),
      );
    case "integer":
    case "number": {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      return fc.oneof(
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
        fc.constantFrom(min, max),
      );
    }
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case "object":
      return objectFor(schema, depth);
    default:
      return hostileValue;
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  if (!keys.length || depth > 4) return fc.constant({});
  return fc.record(Object.fromEntries(keys.map((k) => [k, valueFor(props[k]!, depth + 1)])), {
    requiredKeys: schema.required?.filter((k) => keys.includes(k)) ?? [],
  });
}

/** Mostly a fitting value, sometimes a hostile one: one bad field among good ones reaches deepest. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: fitting(schema, depth), weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}
