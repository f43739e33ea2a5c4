import { productName } from "@forum/contract/texts";
import { useEffect } from "react";

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title]);
}
