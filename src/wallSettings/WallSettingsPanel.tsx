import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { WallSettings } from '../data/schema/wallSettings';
import { writeWallSettings } from '../data/moderation/deskWallSettings';
import type { WallSettingsDraft } from '../data/moderation/moderationTypes';
import { DeskPanel } from '../ui/DeskPanel';
import { POSTER_CAP_MAX, POSTER_CAP_MIN } from '../data/schema/schema';
import { CapSetting } from './panel/CapSetting';
import { PhotosSetting } from './panel/PhotosSetting';
import type { SaveWallSettings } from './panel/saveWallSettings';
import { SealSwitch } from './panel/SealSwitch';
import { WordFilterSwitch } from './panel/WordFilterSwitch';

export interface WallSettingsPanelProps {
  settings: WallSettings;
  loading: boolean;
  moderatorEmail: string;
  /** The seal's default moment: the countdown's target. */
  defaultSealUntil: Date;
  now: () => Date;
}

/**
 * The wall settings: hold every post for approval, hold posts with listed words, seal
 * the wall until a moment (all three off by default), the caps per guest, and what photos do
 * (straight onto the wall by default). Each change is written at once to
 * settings/wall; every open wall and screen follows it within seconds.
 */
export function WallSettingsPanel({
  settings,
  loading,
  moderatorEmail,
  defaultSealUntil,
  now,
}: WallSettingsPanelProps) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const current: WallSettingsDraft = {
    approvalRequired: settings.approvalRequired,
    sealedUntil: settings.sealedUntil,
    heldWords: settings.heldWords,
    filterOn: settings.heldPattern !== '',
    posterCap: settings.posterCap,
    photos: settings.photos,
    photoCap: settings.photoCap,
  };
  async function save(change: Partial<WallSettingsDraft>, said: string) {
    setSaving(true);
    setProblem(undefined);
    setSaved(undefined);
    try {
      await writeWallSettings({ ...current, ...change }, moderatorEmail);
      setSaved(said);
    } catch (error) {
      console.error('Saving the wall settings failed', error);
      setProblem("Couldn't save. Check your connection and try again.");
    } finally {
      setSaving(false);
    }
  }

  const saveSection: SaveWallSettings = (change, said) => void save(change, said);
  const disabled = loading || saving;
  return (
    <DeskPanel titleId="wall-settings-title" title="Wall settings">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        All off: every post goes straight onto the wall. The database enforces each switch, not just
        this page.
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={settings.approvalRequired}
                disabled={disabled}
                onChange={(event) =>
                  void save(
                    { approvalRequired: event.target.checked },
                    event.target.checked
                      ? 'New posts now wait for approval.'
                      : 'New posts now go straight onto the wall.',
                  )
                }
              />
            }
            label="Hold every post for my approval"
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 6 } }}>
            Posts wait in the list below until a moderator approves or declines them. The person who
            posted sees theirs as waiting, on their own device.
          </Typography>
        </Box>

        <WordFilterSwitch
          heldWords={settings.heldWords}
          filterOn={current.filterOn}
          disabled={disabled}
          save={saveSection}
        />
        <SealSwitch
          sealedUntil={settings.sealedUntil}
          defaultSealUntil={defaultSealUntil}
          now={now}
          disabled={disabled}
          save={saveSection}
        />
        <CapSetting
          cap={settings.posterCap}
          min={POSTER_CAP_MIN}
          max={POSTER_CAP_MAX}
          title="Posts per guest"
          help="How many messages one guest can post in all (each browser gets its own quiet identity at its first post). A guest who reaches it is told so; posts already made stay."
          label="Most posts per guest"
          saveLabel="Save limit"
          disabled={disabled}
          onSave={(cap) =>
            void save(
              { posterCap: cap },
              `Each guest can now post ${cap} ${cap === 1 ? 'message' : 'messages'}.`,
            )
          }
        />
        <PhotosSetting
          photos={settings.photos}
          photoCap={settings.photoCap}
          disabled={disabled}
          save={saveSection}
        />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Typography aria-live="polite" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
          {saving ? 'Saving…' : (saved ?? '')}
        </Typography>
      </Box>
    </DeskPanel>
  );
}
