import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/**
 * The desk's controls on a phone (a narrow screen or a touch screen): every button,
 * checkbox and switch's label at least 44 px each way, a thumb's tap (WCAG 2.5.5), where the desktop keeps its
 * compact rows.
 */
export const PHONE_SIZED: SystemStyleObject<Theme> = {
  '@media (max-width: 599.95px), (pointer: coarse)': {
    '& .MuiButton-root': { minHeight: 44, minWidth: 44 },
    '& .MuiCheckbox-root': { p: '10px' },
    // A switch or a choice is tapped by its whole label.
    '& .MuiFormControlLabel-root': { minHeight: 44 },
  },
};
