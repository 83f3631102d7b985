// @vitest-environment jsdom
import { DESK_ALERTS_KEY, parseDeskAlerts, readDeskAlerts, saveDeskAlerts } from './deskAlerts';

describe('the desk alerts this device remembers', () => {
  beforeEach(() => localStorage.clear());

  it('start off', () => {
    expect(readDeskAlerts()).toEqual({ sound: false, notify: false });
  });

  it('remember each choice on the device', () => {
    saveDeskAlerts({ sound: true });
    saveDeskAlerts({ notify: true });
    expect(JSON.parse(localStorage.getItem(DESK_ALERTS_KEY) ?? '')).toEqual({
      sound: true,
      notify: true,
    });
    saveDeskAlerts({ sound: false });
    expect(readDeskAlerts()).toEqual({ sound: false, notify: true });
  });

  it('read anything else as off', () => {
    expect(parseDeskAlerts('not json')).toEqual({ sound: false, notify: false });
    expect(parseDeskAlerts('{"sound":"yes","notify":1}')).toEqual({ sound: false, notify: false });
    expect(parseDeskAlerts('null')).toEqual({ sound: false, notify: false });
  });
});
