/**
 * The desk's short sound when a post starts waiting: two soft notes drawn with Web Audio, so
 * there is no file to fetch. Browsers let a page sound only after the organizer has touched
 * it: `wakeChime` from their tap (turning the sound on, or any tap on the desk after a
 * reload) makes the one AudioContext and resumes it.
 */
let context: AudioContext | undefined;

/** From a tap: the browser then lets the chime play later, the desk in the background too. */
export function wakeChime(): Promise<void> {
  if (typeof AudioContext === 'undefined') return Promise.resolve();
  context ??= new AudioContext();
  return context.state === 'suspended' ? context.resume() : Promise.resolve();
}

/** Two notes, a fifth apart, 0.35 s in all; nothing where the page may not sound yet. */
export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.15, 1318.5],
  ] as const) {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
    tone.connect(volume).connect(context.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.21);
  }
}
