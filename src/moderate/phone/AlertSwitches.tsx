import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { saveDeskAlerts, type DeskAlerts } from '../../data/device/deskAlerts';
import { DeskPanel } from '../../ui/DeskPanel';
import { playChime, wakeChime } from './chime';
import { askToNotify, notifyAbility, type NotifyAbility } from './systemNotification';

export interface AlertSwitchesProps {
  alerts: DeskAlerts;
}

const WHY_NOT: Partial<Record<NotifyAbility, string>> = {
  denied:
    "This browser blocks notifications from this site. Allow them in the site's settings (the icon beside the address), then turn this on.",
  unsupported:
    "This browser can't show notifications from a page. On an iPhone, add the desk to your Home Screen (Share, then Add to Home Screen) and open it from there.",
};

/**
 * The organizer's two ways to be called when a post starts waiting while the desk is in the
 * background, each off until turned on here, remembered on this device. Permission is asked
 * for only when they turn notifications on.
 */
export function AlertSwitches({ alerts }: AlertSwitchesProps) {
  const [ability, setAbility] = useState(notifyAbility);
  const [asking, setAsking] = useState(false);
  const notifying = alerts.notify && ability === 'granted';

  async function turnNotify(on: boolean) {
    if (!on) {
      saveDeskAlerts({ notify: false });
      return;
    }
    setAsking(true);
    const answer = await askToNotify();
    setAsking(false);
    setAbility(answer);
    saveDeskAlerts({ notify: answer === 'granted' });
  }

  return (
    <DeskPanel titleId="alerts-title" title="Tell me when a post waits">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        While this page is open in the background, on this device only. A few posts at once make one
        call.
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={alerts.sound}
              onChange={(event) => {
                const on = event.target.checked;
                if (on) {
                  // From the tap: the browser lets the page sound from now on; a sample.
                  void wakeChime().then(playChime);
                }
                saveDeskAlerts({ sound: on });
              }}
            />
          }
          label="Play a sound"
        />
        <FormControlLabel
          control={
            <Switch
              checked={notifying}
              disabled={asking || ability === 'unsupported'}
              onChange={(event) => void turnNotify(event.target.checked)}
            />
          }
          label="Show a notification"
        />
        {!notifying && WHY_NOT[ability] ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {WHY_NOT[ability]}
          </Typography>
        ) : null}
      </Box>
    </DeskPanel>
  );
}
