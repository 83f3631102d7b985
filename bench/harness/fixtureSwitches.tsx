// Stands in for src/switches/WallSwitchesProvider.tsx in the bench harnesses (see
// vite.bench.config.ts): every organizer switch off and known at once, as without a provider,
// so the real wall lists the fixture instead of waiting for settings/wall from Firestore.
import type * as real from '../../src/switches/WallSwitchesProvider';

export const WallSwitchesProvider: typeof real.WallSwitchesProvider = ({ children }) => (
  <>{children}</>
);
