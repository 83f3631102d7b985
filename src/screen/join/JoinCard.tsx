import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { tvDisplay, tvSize } from '../tvSize';
import { displayAddress } from './joinAddress';
import { QUIET_ZONE, qrShape } from './qrPath';

export interface JoinCardProps {
  /** Where the code leads: the home page (joinUrl). */
  url: string;
  personName: string;
}

/**
 * The QR code that opens the home page on a guest's phone, with the address written beside
 * it for anyone who would rather type it. Dark modules on a white quiet zone, as readers
 * expect, drawn crisp at any size.
 */
export function JoinCard({ url, personName }: JoinCardProps) {
  const { size, path } = useMemo(() => qrShape(url), [url]);
  const address = displayAddress(url);
  const side = size + 2 * QUIET_ZONE;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: tvSize(2.5),
        p: tvSize(1.6),
        borderRadius: tvSize(2.4),
        bgcolor: 'rgba(255,255,255,0.06)',
        border: '1px solid rgba(255,255,255,0.14)',
        minWidth: 0,
      }}
    >
      <Box
        component="svg"
        role="img"
        aria-label={`QR code: scan it to open ${address}`}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
        shapeRendering="crispEdges"
        sx={{ display: 'block', flexShrink: 0, height: tvSize(21), width: 'auto' }}
      >
        <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#ffffff" />
        <path d={path} fill="#140b2e" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box
          component="p"
          sx={{
            m: 0,
            ...tvDisplay(3.4, 650),
            lineHeight: 1.15,
          }}
        >
          {`Scan to leave a message for ${personName}`}
        </Box>
        <Box
          component="p"
          sx={{
            m: 0,
            mt: tvSize(1),
            fontSize: tvSize(2.8),
            fontWeight: 700,
            color: 'primary.main',
            overflowWrap: 'anywhere',
          }}
        >
          {address}
        </Box>
      </Box>
    </Box>
  );
}
