import Typography from '@mui/material/Typography';
import { format } from 'date-fns/format';

export interface TargetDateProps {
  target: Date;
}

/** 'Target Date: June 4th, 2026', formatted from the configured target. */
export function TargetDate({ target }: TargetDateProps) {
  return (
    <Typography
      component="p"
      sx={{ color: 'text.secondary', fontSize: '1.05rem', textAlign: 'center' }}
    >
      Target Date: {format(target, 'MMMM do, yyyy')}
    </Typography>
  );
}
