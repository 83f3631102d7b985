import Button from '@mui/material/Button';
import { MODERATOR_PAGE } from '../../data/schema/schema';

/** Rows drawn at first and per "Show more": a long list stays quick to filter. */
export const ROWS_STEP = 100;

export interface MoreRowsProps {
  /** How many rows the list holds, and how many of them are drawn. */
  count: number;
  rows: number;
  /** Draws ROWS_STEP more rows. */
  onShowMore(): void;
  /** Whether older ones may be left to read from the server, and reads the next page. */
  hasMore: boolean;
  onMore?: () => void;
  /** What the list holds, as the button names it: "messages", "removed messages". */
  older: string;
}

/**
 * The button under a moderator's list: first the rows already read, ROWS_STEP at a time, and
 * once all are drawn, the next page from the server.
 */
export function MoreRows({ count, rows, onShowMore, hasMore, onMore, older }: MoreRowsProps) {
  if (count > rows)
    return (
      <Button sx={{ mt: 2 }} onClick={onShowMore}>
        Show {Math.min(ROWS_STEP, count - rows)} more
      </Button>
    );
  if (hasMore && onMore)
    return (
      <Button sx={{ mt: 2 }} onClick={onMore}>
        {`Load ${MODERATOR_PAGE} older ${older}`}
      </Button>
    );
  return null;
}
