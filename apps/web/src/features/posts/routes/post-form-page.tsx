import { type CategoryRef, limits, messages, normaliseTags, postFormTexts } from "@forum/contract";
import { lazy, Suspense, useId, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { inputClass } from "../../../components/text-field.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { AlreadyAsked } from "../components/already-asked.tsx";
import { CategoryPicker } from "../components/category-picker.tsx";
import { ContentCounter, useContentLength } from "../components/content-counter.tsx";
import { ImageSlots } from "../components/image-slots.tsx";
import type { DraftState } from "../edit-state.ts";
import { addImageFiles } from "../image-files.ts";
import { type PostPayload, useSavePost } from "../post-api.ts";

const RichTextEditor = lazy(() => import("../components/rich-text-editor.tsx"));

/** Core §5: an editor holding only an empty paragraph is empty. */
const isBlank = (html: string) => html.replace(/<p>(<br\s*\/?>)?<\/p>|\s|&nbsp;/g, "") === "";

export default function PostFormPage() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  return <PostForm />;
}

function PostForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const thread = params.get("thread");
  const state = (useLocation().state ?? {}) as DraftState;
  const draft = state.draft;
  // A published item stays published: moving a live discussion back to drafts would hide its replies and reactions.
  const live = draft?.status === "published";
  const heading = live ? postFormTexts.editPostTitle : draft ? postFormTexts.editTitle : postFormTexts.createTitle;
  useDocumentTitle(heading);
  const id = useId();
  const [title, setTitle] = useState(draft?.title ?? "");
  const [content, setContent] = useState(draft?.content ?? "");
  const [images, setImages] = useState<string[]>(draft?.images ?? []);
  const [categories, setCategories] = useState<CategoryRef[]>(
    state.categories?.map((c) => ({ id: c.value, name: c.label })) ?? draft?.categories ?? [],
  );
  const [tags, setTags] = useState(draft?.tags.join(", ") ?? "");
  const [anonymous, setAnonymous] = useState(draft?.anonymous ?? false);
  const [failure, setFailure] = useState<DialogMessage>(null);
  const save = useSavePost();
  const addImages = (files: File[]) => void addImageFiles(files, setImages);
  const needsTitle = !thread;
  const text = useContentLength(content);
  const blocked = (needsTitle && !title.trim()) || isBlank(content) || text.over || save.isPending;

  const submit = (status: "published" | "draft") => {
    if (blocked) return;
    const payload: PostPayload = {
      uuid: draft?.uuid,
      title: title.trim(),
      content,
      images,
      category_id: categories.map((c) => c.id),
      tags: normaliseTags(tags),
      anonymous,
      type: thread ? "comment" : "post",
      parent_uuid: thread,
      status,
    };
    // The toast is the hook's (post-api.ts), told also when the form was left meanwhile; the way on to the drafts or
    // the post is taken only from the form itself, never from wherever the student went instead.
    save.mutate(payload, {
      onSuccess: (res) => {
        if (status === "draft") navigate("/drafts");
        // An edited post replaces its editor in history, so Back from the post does not reopen the form.
        else navigate(`/post/${encodeURIComponent(res.uuid ?? res.data.uuid)}`, { replace: live });
      },
      onError: (err) => setFailure({ kind: "error", text: errorMessage(err) }),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <Link to="/drafts" className="font-medium text-primary underline">
          {postFormTexts.viewDrafts}
        </Link>
      </div>
      {thread && <p className="mt-1 text-slate-700">Your answer will be posted as a comment.</p>}
      <form
        className="mt-4 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          submit("published");
        }}
      >
        {failure && <Alert onClose={() => setFailure(null)}>{failure.text}</Alert>}
        {needsTitle && (
          <div>
            <div className="mb-1 flex justify-between text-sm">
              <label htmlFor={`${id}-title`} className="font-medium text-slate-700">
                Title
              </label>
              <span className="text-slate-600" aria-hidden="true">
                {title.length}/{limits.titleMax}
              </span>
            </div>
            <input
              id={`${id}-title`}
              value={title}
              maxLength={limits.titleMax}
              onChange={(e) => setTitle(e.target.value)}
              className={inputClass}
              aria-describedby={`${id}-title-hint`}
            />
            <p id={`${id}-title-hint`} className="sr-only">
              {messages.validation.titleRequired} At most {limits.titleMax} characters.
            </p>
            {/* Asked once already? Not while editing what is already published. */}
            {!live && <AlreadyAsked title={title} id={`${id}-asked`} />}
          </div>
        )}
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">Content</span>
          <Suspense
            fallback={
              <div className="flex h-48 items-center justify-center rounded-lg border border-slate-300">
                <Spinner label="Loading editor..." className="text-primary" />
              </div>
            }
          >
            <RichTextEditor
              value={content}
              onChange={setContent}
              label="Post content"
              onImages={addImages}
              imagesFull={images.length >= limits.maxImagesPerPost}
            />
          </Suspense>
          <ContentCounter length={text.length} />
        </div>
        <ImageSlots
          images={images}
          onAdd={addImages}
          onRemove={(i) => setImages((all) => all.filter((_, j) => j !== i))}
        />
        {!thread && <CategoryPicker value={categories} onChange={setCategories} />}
        {/* A comment has no categories or tags of its own (the server keeps them for posts only). */}
        {!thread && (
          <div>
            <label htmlFor={`${id}-tags`} className="mb-1 block text-sm font-medium text-slate-700">
              Tags (separated by commas)
            </label>
            <input
              id={`${id}-tags`}
              value={tags}
              onChange={(e) => setTags(e.target.value)}
              placeholder="exams, 200L, timetable"
              className={inputClass}
            />
          </div>
        )}
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(e) => setAnonymous(e.target.checked)}
            className="size-5 accent-primary"
          />
          {postFormTexts.anonymous}
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          {!live && (
            <Button variant="secondary" disabled={blocked} onClick={() => submit("draft")}>
              {postFormTexts.saveDraft}
            </Button>
          )}
          <Button type="submit" disabled={blocked} busy={save.isPending}>
            {live ? postFormTexts.update : postFormTexts.create}
          </Button>
        </div>
      </form>
      <MessageDialog message={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
