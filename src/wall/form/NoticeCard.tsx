import type { Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { palette } from '../../ui/palette';
import { LetterGlyph, WarningGlyph } from '../../ui/glyphs/glyphs';
import { ReactionGlyph } from '../../ui/glyphs/reactionGlyphs';
import { PathIcon } from '../../ui/glyphs/PathIcon';

export type NoticeCardProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

/**
 * One notice: a title and an optional description. Errors are alerts (announced at once),
 * successes and information polite status messages.
 */
export function NoticeCard({ ref, id, message, variant, style, className }: NoticeCardProps) {
  const { closeSnackbar } = useSnackbar();
  const destructive = variant === 'error';
  const info = variant === 'info';
  const accent = destructive ? '#ff6b6b' : info ? palette.sky : palette.mint;
  return (
    <SnackbarContent
      ref={ref}
      role={destructive ? 'alert' : 'status'}
      style={style}
      className={className}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          width: '100%',
          maxWidth: 460,
          py: 1.5,
          pl: 2,
          pr: 1,
          borderRadius: '16px',
          color: 'text.primary',
          bgcolor: '#2d1b63',
          border: '1px solid rgba(255,255,255,0.14)',
          borderLeft: `6px solid ${accent}`,
          boxShadow: '0 14px 40px rgba(0,0,0,0.45)',
        }}
      >
        <Box aria-hidden sx={{ fontSize: '1.4rem', lineHeight: 1.2 }}>
          {destructive ? <WarningGlyph /> : info ? <LetterGlyph /> : <ReactionGlyph kind="party" />}
        </Box>
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.25,
            pt: 0.25,
            '& strong': { fontWeight: 700, fontSize: '1rem' },
            '& span': { color: 'text.secondary', fontSize: '0.92rem' },
          }}
        >
          {message}
        </Box>
        <IconButton
          size="small"
          aria-label="Dismiss notice"
          onClick={() => closeSnackbar(id)}
          sx={{ color: 'text.secondary', '&.Mui-focusVisible': { outline: `2px solid ${accent}` } }}
        >
          <PathIcon d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
}
