import { useLocation, useNavigate } from "./router/index.ts";

/**
 * Back where the student came from. A page opened from a link outside the app (a shared post, a bookmark) has no
 * "back" inside it, so it goes to `fallback` instead of doing nothing or leaving the forum.
 */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => (key === "default" ? navigate(fallback) : navigate(-1));
}
