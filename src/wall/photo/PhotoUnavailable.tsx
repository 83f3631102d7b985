export interface PhotoUnavailableProps {
  alt: string;
  /**
   * Given when the read failed on the way (the network), not when it was refused: the
   * placeholder is then a button that reads the picture again.
   */
  onRetry?: () => void;
}

function PictureMark() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden fill="rgba(255,255,255,0.3)">
      <path d="M21 5v14H3V5h18zm-2 2H5v8.6l3.5-3.5 3 3 4-4 3.5 3.5V7zM8.5 8a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
    </svg>
  );
}

/**
 * Where a picture could not be read: a quiet frame with a faint picture mark, named by the
 * photo's alt text. A refusal (its message has just been removed) stays quiet; after a
 * network failure the frame is a button that says so and tries again (the wall also tries by
 * itself when the browser comes back online).
 */
export function PhotoUnavailable({ alt, onRetry }: PhotoUnavailableProps) {
  if (onRetry) {
    return (
      <button
        type="button"
        className="wall-photo-open wall-photo-retry"
        aria-label={`Try the photo again: ${alt}`}
        onClick={onRetry}
      >
        <PictureMark />
        <span>Try the photo again</span>
      </button>
    );
  }
  return (
    <div
      role="img"
      aria-label={alt}
      style={{ display: 'grid', placeItems: 'center', width: '100%', height: '100%' }}
    >
      <PictureMark />
    </div>
  );
}
