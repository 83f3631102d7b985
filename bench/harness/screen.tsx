// The party screen's harness: the real /screen page (src/screen/ScreenPage.tsx) with the
// app's theme and motion providers, its messages fed by ./fixtureMessages.ts.
// bench/lib/screen.mjs opens it in Chromium, drives arrivals through window.screenBench
// and reads what the page measures about itself.
import ScreenPage from '../../src/screen/ScreenPage';
import { mountHarness } from './mount';
import { installScreenBench } from './screenMeasure';

installScreenBench();
mountHarness('screen.html', <ScreenPage />);
