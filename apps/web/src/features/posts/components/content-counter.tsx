import { contentMessages, limits } from "@forum/contract";
import { useDeferredValue, useMemo } from "react";
import { htmlToText } from "../../../lib/html-text.ts";

/**
 * The editor's text length, counted as the server counts it (the text of the HTML, blocks apart by a space), and
 * whether it is over API.md's 20,000 characters. Counted from a deferred copy, so typing never waits for it.
 */
export function useContentLength(html: string) {
  const deferred = useDeferredValue(html);
  const length = useMemo(() => htmlToText(deferred).length, [deferred]);
  return { length, over: length > limits.contentTextMax };
}

/** Core §5: "Text input may show a counter n/max when a maximum is set"; past the maximum, the server's own message. */
export function ContentCounter({ length }: { length: number }) {
  const over = length > limits.contentTextMax;
  return (
    <div className="mt-1 text-right text-sm">
      <span className={over ? "font-medium text-red-700" : "text-slate-600"} aria-hidden="true">
        {length}/{limits.contentTextMax}
      </span>
      {over ? (
        <p role="alert" className="text-red-700">
          {contentMessages.textTooLong}
        </p>
      ) : (
        <span className="sr-only">At most {limits.contentTextMax} characters.</span>
      )}
    </div>
  );
}
