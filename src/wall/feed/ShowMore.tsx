import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';

export interface ShowMoreProps {
  /** How many cards the next step adds at most: one page. */
  count: number;
  onShow: () => void;
}

/**
 * Reads the next page of a long wall: by itself as the reader nears the end
 * (IntersectionObserver, a screen ahead), and as a real button for keyboards and for
 * browsers without the observer. How many are left is not said: counting them would read
 * the wall (docs/long-walls.md#reading-in-pages).
 */
export function ShowMore({ count, onShow }: ShowMoreProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = button.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onShow();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [onShow]);

  return (
    <Button
      ref={button}
      variant="outlined"
      onClick={onShow}
      sx={{ display: 'flex', mx: 'auto', mt: 1, borderRadius: 999 }}
    >
      {`Show ${count} more messages`}
    </Button>
  );
}
