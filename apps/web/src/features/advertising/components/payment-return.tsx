import { adTexts } from "@forum/contract/texts";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useSearchParams } from "../../../lib/router/index.ts";
import { adsUiTexts } from "../ads-ui-texts.ts";
import { useVerifyPayment } from "../api.ts";

type Outcome = "verifying" | "paid" | "pending" | "failed";

/**
 * The return from checkout (`?payment=paystack&reference=...`): the server checks the payment with the provider, the
 * page says what it found, and the address loses its query (a reload does not verify again; Back skips it). If the
 * page is left before the answer, the hook (api.ts) tells what was found as a toast.
 */
export function PaymentReturn() {
  const [params, setParams] = useSearchParams();
  const reference = params.get("payment") === "paystack" ? params.get("reference")?.trim().slice(0, 100) : undefined;
  const verify = useVerifyPayment();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || started.current === reference) return;
    started.current = reference;
    setOutcome("verifying");
    verify.mutate(reference, {
      onSuccess: (res) => setOutcome(res.paid ? "paid" : "pending"),
      onError: () => setOutcome("failed"),
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [reference, verify, setParams]);

  if (!outcome) return null;
  if (outcome === "verifying") {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-blue-900"
      >
        <Spinner size={18} />
        {adTexts.verifying}
      </p>
    );
  }
  const text = { paid: adTexts.paymentConfirmed, pending: adTexts.paymentPending, failed: adsUiTexts.verifyFailed }[
    outcome
  ];
  return (
    <Alert tone={outcome === "paid" ? "success" : "info"} onClose={() => setOutcome(null)}>
      {text}
    </Alert>
  );
}
