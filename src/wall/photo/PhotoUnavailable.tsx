/**
 * Where a picture could not be read (a refusal: its message has just been removed; or a
 * network failure): a quiet frame with a faint picture mark, named by the photo's alt text.
 */
export function PhotoUnavailable({ alt }: { alt: string }) {
  return (
    <div
      role="img"
      aria-label={alt}
      style={{ display: 'grid', placeItems: 'center', width: '100%', height: '100%' }}
    >
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden fill="rgba(255,255,255,0.3)">
        <path d="M21 5v14H3V5h18zm-2 2H5v8.6l3.5-3.5 3 3 4-4 3.5 3.5V7zM8.5 8a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
      </svg>
    </div>
  );
}
