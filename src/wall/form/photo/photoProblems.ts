/**
 * Why a chosen file cannot become a photo, and what the form says about it. Apart from the
 * shrinking code (shrinkPhoto.ts, loaded when a file is chosen), so the form knows the words
 * without loading it.
 */
export type PhotoProblem = 'not-image' | 'cannot-open' | 'too-large';

export const PHOTO_PROBLEM_TEXT: Record<PhotoProblem, string> = {
  'not-image': "That file isn't a photo.",
  // HEIC outside Safari, or a damaged file: the browser's own decoder said no.
  'cannot-open': "This photo can't be opened here. Try a JPEG or PNG.",
  'too-large': 'This photo is too large to open.',
};

export class PhotoError extends Error {
  readonly problem: PhotoProblem;

  constructor(problem: PhotoProblem, options?: { cause?: unknown }) {
    super(PHOTO_PROBLEM_TEXT[problem], options);
    this.name = 'PhotoError';
    this.problem = problem;
  }
}

/** How far making a photo small has come, for the form's progress bar. */
export type PhotoStage = 'opening' | 'photo' | 'thumb';
