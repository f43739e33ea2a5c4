import type { Community } from "@forum/contract";
import { communityTexts, contentMessages, limits, messages, postFormTexts } from "@forum/contract/texts";
import { ImagePlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { htmlToText } from "../../../lib/html-text.ts";
import { notify } from "../../../lib/notify.ts";
import { ContentCounter, useContentLength } from "../../posts/components/content-counter.tsx";
import { addImageFiles, imageTypes } from "../../posts/image-files.ts";
import { useCreateCommunityPost } from "../api.ts";
import { AttachedImages } from "./attached-images.tsx";

const RichTextEditor = lazy(() => import("../../posts/components/rich-text-editor.tsx"));

/**
 * What the composer holds, and its post on the way. Kept by the page, which stays mounted when the window crosses
 * 1024 px while the composer itself is remounted (tabs or panels beside): a half-written post, its images and its
 * Posting... survive the turn, and a post answered after it still clears the editor.
 */
export function useComposerState(communityId: number) {
  const [content, setContent] = useState("");
  const [images, setImages] = useState<string[]>([]);
  // The editor is seeded once; a new key gives a fresh, empty one after a post.
  const [round, setRound] = useState(0);
  const create = useCreateCommunityPost(communityId);
  return { content, setContent, images, setImages, round, setRound, create };
}

export type ComposerState = ReturnType<typeof useComposerState>;

/**
 * Core §2/§5 community editor: write your thoughts, attach images, Post. Post is disabled while the editor is empty;
 * a member check and a blank-content check speak the spec's messages; Posting... while sending.
 */
export function CommunityComposer({ community, state }: { community: Community; state: ComposerState }) {
  const { content, setContent, images, setImages, round, setRound, create } = state;
  const [notice, setNotice] = useState<string | null>(null);
  const addImages = (files: File[]) => void addImageFiles(files, setImages);
  const full = images.length >= limits.maxImagesPerPost;
  const text = useContentLength(content);

  const submit = () => {
    const problem = !community.user_is_member
      ? messages.posts.communityMembersOnly
      : !htmlToText(content)
        ? messages.posts.communityContentEmpty
        : text.over
          ? contentMessages.textTooLong
          : null;
    setNotice(problem);
    if (problem) return notify.error(problem);
    // The toasts are the hook's (api.ts): they hold when the page is left meanwhile.
    create.mutate(
      { content, images },
      {
        onSuccess: () => {
          setContent("");
          setImages([]);
          setRound((r) => r + 1);
        },
      },
    );
  };

  return (
    <section
      aria-label={`Post in ${community.name}`}
      className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <Suspense
        fallback={
          <div className="flex h-40 items-center justify-center text-primary">
            <Spinner size={24} label="Loading editor..." />
          </div>
        }
      >
        <RichTextEditor
          key={round}
          value={content}
          onChange={(html) => {
            setContent(html);
            setNotice(null);
          }}
          label={communityTexts.editorLabel}
          placeholder={communityTexts.editorPlaceholder}
          onImages={addImages}
          imagesFull={full}
        />
      </Suspense>
      <ContentCounter length={text.length} />
      <AttachedImages images={images} onRemove={(i) => setImages((list) => list.filter((_, j) => j !== i))} />
      {notice && (
        <div className="mt-3">
          <Alert tone="info">{notice}</Alert>
        </div>
      )}
      <div className="mt-3 flex items-center justify-between gap-2">
        <label
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium focus-within:outline-2 focus-within:outline-primary ${
            full ? "cursor-not-allowed text-slate-400" : "cursor-pointer text-primary hover:bg-blue-50"
          }`}
        >
          <ImagePlus size={20} aria-hidden="true" />
          {communityTexts.attachImage} ({images.length}/{limits.maxImagesPerPost})
          <input
            type="file"
            multiple
            disabled={full}
            accept={imageTypes.join(",")}
            className="sr-only"
            onChange={(e) => {
              addImages([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
        </label>
        <Button onClick={submit} disabled={!content || text.over} busy={create.isPending}>
          {create.isPending ? communityTexts.posting : communityTexts.post}
        </Button>
      </div>
      {full && <p className="mt-1 text-sm text-slate-600">{postFormTexts.imagesFull}</p>}
    </section>
  );
}
