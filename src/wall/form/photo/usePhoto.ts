import { useRef, useState } from 'react';
import type { PreparedPhoto } from '../../../data/schema/types';
import { cleanText } from '../../../data/schema/text';
import { PHOTO_PROBLEM_TEXT, PhotoError, type PhotoStage } from './photoProblems';

export type PhotoState =
  | { status: 'none' }
  | { status: 'preparing'; stage: PhotoStage }
  | { status: 'ready'; prepared: PreparedPhoto; preview: Blob };

/** What a post waits for: the photo made small, none, or one that failed (already said). */
export type PhotoForPost = { ok: true; prepared?: PreparedPhoto } | { ok: false };

/** performance marks the bench reads (bench/lib/photo.mjs): chosen, and its bytes ready. */
export const PHOTO_MARKS = { chosen: 'photo:chosen', ready: 'photo:ready' } as const;

/** A mark for the bench; a page without the User Timing API (jsdom) goes without. */
function mark(name: string): void {
  if (typeof performance.mark === 'function') performance.mark(name);
}

function describe(error: unknown): string {
  if (error instanceof PhotoError) return PHOTO_PROBLEM_TEXT[error.problem];
  // Not one of ours (the chunk could not load, say): the closest plain word.
  console.error('Could not prepare the photo.', error);
  return PHOTO_PROBLEM_TEXT['cannot-open'];
}

/**
 * The form's optional photo: chosen (input, paste or drop), made small at once on the device
 * by shrinkPhoto.ts (loaded then, as a chunk of its own), previewed from its thumbnail, and
 * given to the post with its alt text. A file that cannot become a photo leaves a plain
 * message and no photo; the form's text is not touched.
 */
export function usePhoto() {
  const [state, setState] = useState<PhotoState>({ status: 'none' });
  const [alt, setAltText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Each choice gets a number: a slow preparation that a newer choice (or Remove) replaced
  // must not land.
  const latest = useRef(0);
  const preparing = useRef<Promise<PhotoForPost> | undefined>(undefined);

  function choose(file: File) {
    const id = ++latest.current;
    const current = () => id === latest.current;
    mark(PHOTO_MARKS.chosen);
    setProblem(null);
    setState({ status: 'preparing', stage: 'opening' });
    const work = import('./shrinkPhoto').then(({ shrinkPhoto }) =>
      shrinkPhoto(file, {
        onStage: (stage) => current() && setState({ status: 'preparing', stage }),
      }),
    );
    preparing.current = work.then(
      (prepared): PhotoForPost => {
        if (!current()) return { ok: true };
        mark(PHOTO_MARKS.ready);
        const { bytes, type } = prepared.thumb;
        setState({ status: 'ready', prepared, preview: new Blob([bytes.slice()], { type }) });
        return { ok: true, prepared };
      },
      (error: unknown): PhotoForPost => {
        if (!current()) return { ok: true };
        setProblem(describe(error));
        setState({ status: 'none' });
        preparing.current = undefined;
        return { ok: false };
      },
    );
  }

  /** Takes the photo off the post (and forgets any message about it). */
  function remove() {
    latest.current += 1;
    preparing.current = undefined;
    setState({ status: 'none' });
    setAltText('');
    setProblem(null);
  }

  /** The photo for a post being sent, once it is ready. */
  function forPost(): Promise<PhotoForPost> {
    return preparing.current ?? Promise.resolve({ ok: true });
  }

  /** Puts a photo back (a post that failed after the form was cleared) unless one is chosen. */
  function restoreIfNone(prepared: PreparedPhoto, altText: string) {
    if (preparing.current) return;
    latest.current += 1;
    const { bytes, type } = prepared.thumb;
    preparing.current = Promise.resolve({ ok: true, prepared });
    setState({ status: 'ready', prepared, preview: new Blob([bytes.slice()], { type }) });
    setAltText(altText);
  }

  return {
    state,
    alt,
    setAlt: (value: string) => setAltText(cleanText(value, true)),
    problem,
    choose,
    remove,
    forPost,
    restoreIfNone,
  };
}

export type PhotoControl = ReturnType<typeof usePhoto>;
