import type { WallSettingsDraft } from '../../data/moderation/moderationTypes';

/** Writes a change to settings/wall (the rest as it is) and says `said` once it is saved. */
export type SaveWallSettings = (change: Partial<WallSettingsDraft>, said: string) => void;

/** What each switch's section is given by the panel. */
export interface SettingSectionProps {
  /** While the settings load or a change is being saved. */
  disabled: boolean;
  save: SaveWallSettings;
}
