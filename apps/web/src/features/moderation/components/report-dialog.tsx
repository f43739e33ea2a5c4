import { reportTexts, timings } from "@forum/contract";
import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { Link } from "../../../lib/router/index.ts";
import { reportFailure, useReport, useReportReasons } from "../api.ts";

/**
 * Core §2 report dialog: reasons (name and description) in a carousel that moves on every 2.5 s, several may be
 * chosen; Submit waits for one, then asks to confirm. The carousel holds still while the reader hovers or focuses it,
 * and has a pause button (WCAG 2.2.2). Loaded on first use.
 */
export default function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const reasons = useReportReasons();
  const report = useReport();
  const [chosen, setChosen] = useState<number[]>([]);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<DialogMessage>(null);
  const track = useRef<HTMLUListElement>(null);
  const count = reasons.data?.length ?? 0;

  useEffect(() => {
    if (paused || held || count < 2) return;
    const id = setInterval(() => setActive((i) => (i + 1) % count), timings.reportCarouselInterval);
    return () => clearInterval(id);
  }, [paused, held, count]);
  useEffect(() => {
    const el = track.current;
    const slide = el?.children[active] as HTMLElement | undefined;
    if (el && slide && typeof el.scrollTo === "function") el.scrollTo({ left: slide.offsetLeft, behavior: "smooth" });
  }, [active]);

  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const submit = () =>
    report.mutate(
      { post_id: postId, report_reasons: chosen },
      {
        // Told here while the dialog shows; once it is gone (the post left meanwhile) the hook toasts it instead.
        onSuccess: (res) => setResult({ kind: "success", text: res.message }),
        onError: (err) => setResult({ kind: "error", text: reportFailure(err) }),
        onSettled: () => setConfirming(false),
      },
    );

  if (result) return <MessageDialog message={result} onClose={onClose} />;
  return (
    <>
      <Dialog open={!confirming} onOpenChange={(o) => !o && onClose()} title={reportTexts.title}>
        {reasons.isPending && <Spinner className="mt-4 text-primary" label="Loading..." />}
        {count > 0 && (
          <fieldset
            // A fieldset is at least as wide as its content by default; min-w-0 keeps the carousel inside the dialog.
            className="mt-4 min-w-0"
            // The dialog focuses the first reason on opening, so focus alone must not stop the carousel; a key
            // pressed inside it (someone working through the reasons) or a hovering pointer does.
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
            onKeyDown={() => setHeld(true)}
            onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
          >
            <legend className="text-sm text-slate-700">Choose one or more reasons</legend>
            <ul ref={track} className="mt-2 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2">
              {reasons.data?.map((r, i) => (
                <li key={r.id} className="w-full shrink-0 snap-start" aria-current={i === active || undefined}>
                  <label className="flex h-full cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-primary has-checked:bg-blue-50">
                    <input
                      type="checkbox"
                      className="mt-1 size-4 shrink-0 accent-primary"
                      checked={chosen.includes(r.id)}
                      onChange={() => toggle(r.id)}
                      onFocus={() => setActive(i)}
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">{r.name}</span>
                      <span className="block text-sm text-slate-700">{r.description}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="flex items-center gap-2">
              <div className="flex gap-1" aria-hidden="true">
                {reasons.data?.map((r, i) => (
                  <span key={r.id} className={`size-2 rounded-full ${i === active ? "bg-primary" : "bg-slate-300"}`} />
                ))}
              </div>
              <button
                type="button"
                onClick={() => setPaused((p) => !p)}
                className="ml-auto flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                aria-label={paused ? "Play reasons" : "Pause reasons"}
              >
                {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
              </button>
            </div>
          </fieldset>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <Link to="/community-guidelines" className="text-sm font-medium text-primary underline" onClick={onClose}>
            Community Guidelines
          </Link>
          <Button onClick={() => setConfirming(true)} disabled={chosen.length === 0}>
            {reportTexts.submit}
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        text={reportTexts.confirm}
        confirmLabel="Yes, report"
        busy={report.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
