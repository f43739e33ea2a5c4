import { readEnv } from "../env.ts";
import { paystackWebhookPath } from "../modules/advertising/payments/payments.routes.ts";
import { startPaystackStandIn } from "../modules/advertising/payments/paystack-stand-in.ts";

/**
 * `npm run paystack:stand-in [-- port]`: Paystack's stand-in for local development (default port 4010). Its checkout's
 * Pay button sends the signed webhook to this forum (PUBLIC_URL); start the forum with the two variables it prints.
 */
const env = readEnv();
const port = Number(process.argv[2] ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error("usage: npm run paystack:stand-in -- [port]");
  process.exit(2);
}
const secretKey = env.paystack?.secretKey ?? "sk_test_stand_in";
const standIn = await startPaystackStandIn({ secretKey, port, webhookUrl: `${env.publicUrl}${paystackWebhookPath}` });
console.info(`Paystack stand-in on ${standIn.url}; webhooks go to ${env.publicUrl}${paystackWebhookPath}`);
console.info("Start the forum with:");
console.info(`  PAYSTACK_SECRET_KEY=${secretKey} PAYSTACK_BASE_URL=${standIn.url} npm start`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
