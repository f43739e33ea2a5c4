/** The post page's icon buttons (bookmark, flag, the author's and admins' tools): one look, 44 px to tap. */
export const iconButton =
  "flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-pressed:text-primary";
