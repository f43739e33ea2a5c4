import { useLocation, useNavigate } from "react-router";

/** Back where the student came from; a page opened from a link outside the app has no "back", so it goes to /tasks. */
export function useBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => (key === "default" ? navigate("/tasks") : navigate(-1));
}
