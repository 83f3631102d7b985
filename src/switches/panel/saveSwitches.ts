import type { SwitchesDraft } from '../../data/moderation/moderationTypes';

/** Writes a change to settings/wall (the rest as it is) and says `said` once it is saved. */
export type SaveSwitches = (change: Partial<SwitchesDraft>, said: string) => void;

/** What each switch's section is given by the panel. */
export interface SwitchSectionProps {
  /** While the settings load or a change is being saved. */
  disabled: boolean;
  save: SaveSwitches;
}
