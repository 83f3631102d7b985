// Stands in for src/wallSettings/WallSettingsProvider.tsx in the bench harnesses (see
// bench/vite.bench.config.ts): every organizer switch off and known at once, as without a provider,
// so the real wall lists the fixture instead of waiting for settings/wall from Firestore.
import type * as real from '../../src/wallSettings/WallSettingsProvider';

export const WallSettingsProvider: typeof real.WallSettingsProvider = ({ children }) => (
  <>{children}</>
);
