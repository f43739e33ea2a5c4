import type { ReactNode } from "react";
import { Button } from "../../../components/button.tsx";
import { adminTexts } from "../admin-ui-texts.ts";

/** A row of a console list: what the item is, then Edit and Delete named after it ("Edit: Academics"). */
export function ItemRow({
  name,
  children,
  media,
  onEdit,
  onDelete,
}: {
  name: string;
  children?: ReactNode;
  media?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3">
      {media}
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words text-slate-900">{name}</p>
        {children}
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" aria-label={`${adminTexts.edit}: ${name}`} onClick={onEdit}>
          {adminTexts.edit}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={`${adminTexts.delete}: ${name}`}
          onClick={onDelete}
        >
          {adminTexts.delete}
        </Button>
      </div>
    </li>
  );
}
