import Box from '@mui/material/Box';

export interface PathIconProps {
  /** One path on Material's 24-unit grid. */
  d: string;
}

/** A small one-path icon in the text's colour beside a label, hidden from screen readers. */
export function PathIcon({ d }: PathIconProps) {
  return (
    <Box component="svg" aria-hidden viewBox="0 0 24 24" sx={{ width: 18, height: 18 }}>
      <path fill="currentColor" d={d} />
    </Box>
  );
}
