import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

const email = "zainab.abdullahi@students.example";

describe("the e-mail address on the code pages", () => {
  it.each(["/verify-token", "/verify-password-reset"])(
    "%s wraps it before its @ or a dot of its domain, and mid-part only when a part is wider than the line",
    async (path) => {
      mockApi({});
      renderApp(`${path}?email=${encodeURIComponent(email)}`);
      const address = await screen.findByText((_, el) => el?.tagName === "STRONG" && el.textContent === email);
      expect([...address.childNodes].map((n) => (n.nodeName === "WBR" ? "|" : n.textContent)).join("")).toBe(
        "zainab.abdullahi|@students|.example",
      );
      expect(address).toHaveClass("wrap-break-word");
      expect(address).not.toHaveClass("break-all");
    },
  );
});
