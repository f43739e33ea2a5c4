export { seedDemoIfEmpty } from "./demo.ts";
export { seedReference } from "./reference.ts";
