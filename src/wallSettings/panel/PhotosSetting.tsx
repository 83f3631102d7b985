import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_PHOTO_CAP,
  PHOTO_BYTES_MAX,
  PHOTO_CAP_MAX,
  PHOTO_CAP_MIN,
  PHOTO_MODES,
  THUMB_BYTES_MAX,
} from '../../data/schema/schema';
import type { PhotoMode } from '../../data/schema/wallSettings';
import { CapSetting } from './CapSetting';
import type { SettingSectionProps } from './saveWallSettings';

export interface PhotosSettingProps extends SettingSectionProps {
  photos: PhotoMode;
  photoCap: number;
}

/** Each choice: its label, and what the panel says once it is saved. */
const CHOICES: Record<PhotoMode, { label: string; said: string }> = {
  off: {
    label: 'Off: guests post words only',
    said: 'Photos are now off: guests can post words only.',
  },
  wait: {
    label: 'Wait for my approval',
    said: 'Posts with a photo now wait for approval.',
  },
  on: { label: 'Straight onto the wall', said: 'Photos now go straight onto the wall.' },
};

/** A photo with its thumbnail at most, in the kB (1,000 bytes) people read: 440 KiB is 450 kB. */
const PHOTO_KB = Math.round((PHOTO_BYTES_MAX + THUMB_BYTES_MAX) / 10_000) * 10;

function isPhotoMode(value: string): value is PhotoMode {
  return PHOTO_MODES.some((mode) => mode === value);
}

/**
 * The Photos switch (off, wait for approval, or straight onto the wall) and how many photos
 * one guest may post, both in settings/wall, which the rules enforce.
 */
export function PhotosSetting({ photos, photoCap, disabled, save }: PhotosSettingProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Photos
        </FormLabel>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Whether guests can add a photo to their post. While photos wait, a post with a photo goes
          to the waiting list, where you see the photo before you approve it. Posts without one are
          not held by this switch.
        </Typography>
        <RadioGroup
          value={photos}
          onChange={(event) => {
            const mode = event.target.value;
            if (isPhotoMode(mode)) save({ photos: mode }, CHOICES[mode].said);
          }}
        >
          {PHOTO_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={CHOICES[mode].label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <CapSetting
        cap={photoCap}
        min={PHOTO_CAP_MIN}
        max={PHOTO_CAP_MAX}
        title="Photos per guest"
        help={`How many photos one guest can post in all (${DEFAULT_PHOTO_CAP} unless you change it); a guest who reaches the limit can still post words. Each photo takes up to ${PHOTO_KB} kB of the free plan's 1 GiB, so a higher limit lets one guest fill more of it.`}
        label="Most photos per guest"
        saveLabel="Save photo limit"
        disabled={disabled}
        onSave={(cap) =>
          save(
            { photoCap: cap },
            `Each guest can now post ${cap} ${cap === 1 ? 'photo' : 'photos'}.`,
          )
        }
      />
    </Box>
  );
}
