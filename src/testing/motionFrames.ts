import { act } from '@testing-library/react';
import { frameData, processFrame } from 'framer-motion';

/**
 * framer-motion's clock, driven by hand. With MotionGlobalConfig.useManualTiming on it stands
 * still between the frames processed here (60 a second, from where it stood), so seconds of
 * animation pass in a few milliseconds and every run sees the same frames. One act per frame,
 * so the frame's settled animations and React's updates (a dance or an exit ending) land
 * before the next frame, as they would in a browser. `eachFrame` runs first in each frame
 * (a test on fake timers moves them on by the frame's 1000/60 ms there).
 */
export async function playFrames(seconds: number, eachFrame?: () => void): Promise<void> {
  for (let frame = 0; frame < seconds * 60; frame += 1) {
    await act(async () => {
      eachFrame?.();
      processFrame(frameData.timestamp + 1000 / 60);
    });
  }
}
