import Button from '@mui/material/Button';
import { MODERATOR_PAGE } from '../../data/schema/schema';
import { ROWS_STEP, type Rows } from './useRows';

export interface MoreRowsProps {
  rows: Rows;
  /** Reads the next page from the server; absent when there is none. */
  onMore?: () => void;
  /** What the list holds, as the button names it: "messages", "removed messages". */
  older: string;
}

/**
 * The button under a moderator's list: first the rows already read, ROWS_STEP at a time, and
 * once all are drawn, the next page from the server.
 */
export function MoreRows({ rows, onMore, older }: MoreRowsProps) {
  if (rows.left > 0)
    return (
      <Button sx={{ mt: 2 }} onClick={rows.showMore}>
        Show {Math.min(ROWS_STEP, rows.left)} more
      </Button>
    );
  if (onMore)
    return (
      <Button sx={{ mt: 2 }} onClick={onMore}>
        {`Load ${MODERATOR_PAGE} older ${older}`}
      </Button>
    );
  return null;
}
