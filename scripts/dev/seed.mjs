// Puts a handful of friendly messages on an empty wall in the local Firestore emulator, so a
// developer's first `npm start` shows a wall with something on it.
//
//   node scripts/dev/seed.mjs            # the emulator from FIRESTORE_EMULATOR_HOST or firebase.json
//   node scripts/dev/seed.mjs host:port
//
// It writes through the emulator's REST API with the emulator-only "owner" token, which
// bypasses security rules: that is what lets the samples carry times spread over the past day
// (the rules only accept created_at == request.time) so the wall shows its relative times.
// Nothing here can reach a real project: production Firestore does not accept that token.
import { pathToFileURL } from 'node:url';
import { firestoreEmulatorHost } from '../test/emulator.mjs';
import { hasMessages, makeModerator } from '../../tests/support/emulatorRest.mjs';
import { writePhotoPosts } from '../../tests/support/samplePhotos.mjs';
import { FRIENDLY_MESSAGES, TEST_ORGANIZER } from '../../tests/support/samples.mjs';

export { TEST_ORGANIZER };

const MINUTE = 60 * 1000;

/** The samples that carry a photo (tests/support/samplePhotos.mjs), to show the feature. */
const WITH_PHOTO = new Map([
  [1, 'A birthday cake with five candles under four balloons'],
  [4, ''],
]);

/**
 * Seeds the emulator at `host` ("127.0.0.1:8080") with the friendly sample messages
 * (tests/support/samples.mjs), the newest 5 minutes before `now` and each older one twice as
 * far back (the oldest 21 hours), two of them with a small photo, unless the wall has
 * messages already. Resolves with how many it wrote.
 */
export async function seed(host, now = Date.now()) {
  if (await hasMessages(host)) return 0;
  const messages = FRIENDLY_MESSAGES.map(({ author, content }, index) => ({
    id: `sample-${index + 1}`,
    author,
    content,
    createdAt: new Date(now - 5 * MINUTE * 2 ** index),
    ...(WITH_PHOTO.has(index)
      ? { photo: { index, alt: WITH_PHOTO.get(index) || `Photo from ${author}` } }
      : {}),
  }));
  await writePhotoPosts(messages, host);
  return messages.length;
}

/**
 * Makes the test organizer a moderator in the Firestore emulator at `host`: the one document
 * docs/organizer.md tells a deployer to create in the console. Idempotent.
 */
export async function seedModerator(host, email = TEST_ORGANIZER.email) {
  await makeModerator(email, host);
}

/**
 * Puts the test organizer's Google account in the Auth emulator at `authHost`, so its Google
 * sign-in page lists it to pick (it also offers "Add new account"). The emulator takes an
 * unsigned Google ID token, which only it accepts. Signing in again is harmless.
 */
export async function seedOrganizerAccount(authHost, organizer = TEST_ORGANIZER) {
  const idToken = JSON.stringify({
    sub: '1000000000000000000001',
    email: organizer.email,
    email_verified: true,
    name: organizer.name,
  });
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost/',
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok)
    throw new Error(`adding the organizer's account failed: HTTP ${response.status}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const host = process.argv[2] ?? process.env.FIRESTORE_EMULATOR_HOST ?? firestoreEmulatorHost();
  try {
    const written = await seed(host);
    console.log(
      written > 0
        ? `Seeded ${written} sample messages into the emulator at ${host}.`
        : `The wall at ${host} already has messages; not seeding.`,
    );
    await seedModerator(host);
    console.log(`${TEST_ORGANIZER.email} is a moderator of the wall at ${host}.`);
  } catch (error) {
    console.error(`Could not seed the emulator at ${host}: ${error.message}`);
    process.exit(1);
  }
}
