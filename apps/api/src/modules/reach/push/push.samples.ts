import { reviewed } from "../../../db/sql-review/capture.ts";
import { createPushRepository } from "./push.repository.ts";

const device = {
  endpoint: "https://push.example.net/send/abc",
  p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  auth: "tBHItJI5svbpez7KI4CCXg",
};

/** The samples `npm run sql:review` runs push.repository.ts's methods with. */
export const pushSamples = reviewed("modules/reach/push/push.repository.ts", createPushRepository, {
  save: [1, device],
  trim: [1, 20],
  remove: [1, device.endpoint],
  drop: [1],
  targets: [[1, 2]],
  delivery: [1, 1],
});
