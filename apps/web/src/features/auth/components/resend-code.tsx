import { authTexts, timings } from "@forum/contract/texts";
import { Button } from "../../../components/button.tsx";
import { clock, useCountdown } from "../../../components/use-countdown.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";

const t = authTexts.code;

type ResendCodeProps = {
  /** Sends a new code; resolves with the server's message. */
  resend: () => Promise<{ message?: string }>;
  busy: boolean;
  onError: (message: string) => void;
};

/**
 * The spec shows a static "Resend code in 0:24"; here it is a real countdown that turns into a working button, and
 * starts over after each re-send.
 */
export function ResendCode({ resend, busy, onError }: ResendCodeProps) {
  const { left, restart } = useCountdown(timings.resendCodeCountdownSeconds);
  if (left > 0) {
    return (
      <p className="flex min-h-11 items-center justify-center text-slate-700">
        {t.resendIn} <span className="ml-1 font-semibold tabular-nums">{clock(left)}</span>
      </p>
    );
  }
  const onClick = async () => {
    try {
      const res = await resend();
      if (res.message) notify.success(res.message);
      restart();
    } catch (err) {
      const text = errorMessage(err);
      notify.error(text);
      onError(text);
    }
  };
  return (
    <div className="flex justify-center">
      <Button variant="link" busy={busy} onClick={onClick}>
        {busy ? t.sending : t.resend}
      </Button>
    </div>
  );
}
