import { shareTexts, timings } from "@forum/contract";
import { Check, Link2, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "../../../components/dialog.tsx";
import { shareLink, shareTargets } from "../share-link.ts";

const item =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left font-medium text-slate-800 hover:bg-slate-100";

/** Core §2 Share Via: Copy Link (Link copied! for 2 s, then closes), e-mail, X, Facebook. Loaded on first use. */
export default function ShareDialog({
  uuid,
  title,
  onClose,
}: {
  uuid: string;
  title: string | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const link = shareLink(uuid, title);
  const targets = shareTargets(link, title);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => close.current(), timings.linkCopiedHint);
    return () => clearTimeout(id);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard permission (http, old browser): the link is still shown below for copying by hand.
    }
    setCopied(true);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={shareTexts.title}>
      <ul className="mt-4 space-y-1">
        <li>
          <button type="button" className={item} onClick={copy}>
            {copied ? <Check size={20} aria-hidden="true" /> : <Link2 size={20} aria-hidden="true" />}
            {shareTexts.copyLink}
          </button>
          <p role="status" className="px-3 text-sm text-green-700">
            {copied ? shareTexts.linkCopied : ""}
          </p>
        </li>
        <li>
          <a className={item} href={targets.email}>
            <Mail size={20} aria-hidden="true" />
            {shareTexts.email}
          </a>
        </li>
        <li>
          <a className={item} href={targets.x} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true" className="w-5 text-center font-bold">
              𝕏
            </span>
            {shareTexts.x}
          </a>
        </li>
        <li>
          <a className={item} href={targets.facebook} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true" className="w-5 text-center font-bold text-blue-700">
              f
            </span>
            {shareTexts.facebook}
          </a>
        </li>
      </ul>
      <p className="mt-3 truncate text-xs text-slate-600">{link}</p>
    </Dialog>
  );
}
