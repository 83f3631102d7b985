// The wall benchmark harness: the real wall, with the app's theme and motion providers, fed N
// messages by ./fixtureMessages.ts. bench/lib/wall.mjs opens it in Chromium and
// reads what this page measures about itself (window.wallBench).
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Wall from '../../src/wall/Wall';
import { fixtureFeed } from './fixtureMessages';
import { afterNextPaint, installBench } from './measure';
import { mountHarness } from './mount';

declare global {
  interface Window {
    /** The live store behind the harness's wall, for tests/e2e/wall-removal.spec.ts. */
    wallFeed: typeof fixtureFeed;
  }
}

function Harness() {
  // The list renders in the first commit (the fixture is ready at once); its first screen
  // is on screen at the paint after it.
  useEffect(() => {
    afterNextPaint(() => performance.mark('wall-painted'));
  }, []);
  return (
    <Box component="main" sx={{ maxWidth: 900, mx: 'auto', py: 4, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Wall />
      </Box>
    </Box>
  );
}

installBench();
window.wallFeed = fixtureFeed;
mountHarness('wall.html', <Harness />);
