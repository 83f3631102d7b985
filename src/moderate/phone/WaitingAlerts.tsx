import { useEffect } from 'react';
import { useDeskAlerts } from '../../data/device/deskAlerts';
import type { PagedList, DeskMessage } from '../../data/moderation/moderationTypes';
import { AlertSwitches } from './AlertSwitches';
import { wakeChime } from './chime';
import { deskWorker, notifyAbility } from './systemNotification';
import { useOpenAtWaiting } from './useOpenAtWaiting';
import { useWaitingAlerts } from './useWaitingAlerts';
import { useWaitingTitle } from './useWaitingTitle';

export interface WaitingAlertsProps {
  waiting: PagedList<DeskMessage>;
  personName: string;
  /** Whether the desk hears the database now (its title says so when not). */
  live: boolean;
}

/**
 * The desk as the organizer's phone in their pocket: the waiting count in the title and on
 * the installed app's badge, the sound and the notification they chose on this device, and
 * a tapped notification opening the desk at the post.
 */
export function WaitingAlerts({ waiting, personName, live }: WaitingAlertsProps) {
  const alerts = useDeskAlerts();
  useWaitingTitle(waiting, personName, live);
  useWaitingAlerts(waiting, alerts);
  useOpenAtWaiting(waiting);

  // After a reload the browser lets the page sound again only once it has been touched.
  useEffect(() => {
    if (!alerts.sound) return undefined;
    const wake = () => void wakeChime();
    document.addEventListener('pointerdown', wake);
    document.addEventListener('keydown', wake);
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [alerts.sound]);

  // The worker that shows the notifications, ready before the first one.
  useEffect(() => {
    if (alerts.notify && notifyAbility() === 'granted') void deskWorker();
  }, [alerts.notify]);

  return <AlertSwitches alerts={alerts} />;
}
