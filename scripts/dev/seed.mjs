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
import { PROJECT_ID, firestoreEmulatorHost } from '../test/emulator.mjs';

const HOUR = 60 * 60 * 1000;

/**
 * The emulator's test organizer: the Google account the Auth emulator's sign-in page offers
 * (seedOrganizerAccount) and the moderator `npm start` makes of it (seedModerator).
 */
export const TEST_ORGANIZER = { email: 'organizer@example.com', name: 'Party Organizer' };

/** [author_name, content, how long ago] — within the rules' limits, as any visitor's would be. */
const SAMPLES = [
  ['Mom', 'We are so proud of you. Happy (almost) 21st, sweetheart! 🎂', 26 * HOUR],
  ['Priya', 'Counting down with you! Karaoke after the first round?', 9 * HOUR],
  ['Coach Dan', 'Twenty-one years in the making. Enjoy it, and hydrate!', 3 * HOUR],
  ['Marcus', 'First beer is on me.\nSecond one too, probably.', 40 * 60 * 1000],
  ['Lena', 'Happy birthday from across the ocean! 🌍🍻', 5 * 60 * 1000],
];

function documentsUrl(host) {
  return `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/messages`;
}

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** True when the wall already has at least one message (a developer's own, or an earlier seed). */
async function hasMessages(host) {
  const response = await fetch(`${documentsUrl(host)}?pageSize=1`, { headers: OWNER });
  if (!response.ok) throw new Error(`listing messages failed: HTTP ${response.status}`);
  const body = await response.json();
  return Array.isArray(body.documents) && body.documents.length > 0;
}

/**
 * Seeds the emulator at `host` ("127.0.0.1:8080") unless the wall has messages already.
 * Resolves with how many messages it wrote.
 */
export async function seed(host, now = Date.now()) {
  if (await hasMessages(host)) return 0;
  for (const [author, content, ago] of SAMPLES) {
    const response = await fetch(documentsUrl(host), {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        fields: {
          author_name: { stringValue: author },
          content: { stringValue: content },
          created_at: { timestampValue: new Date(now - ago).toISOString() },
        },
      }),
    });
    if (!response.ok) {
      throw new Error(`writing a sample message failed: HTTP ${response.status}`);
    }
  }
  return SAMPLES.length;
}

/**
 * Makes the test organizer a moderator in the Firestore emulator at `host`: the one document
 * docs/organizer.md tells a deployer to create in the console. Idempotent.
 */
export async function seedModerator(host, email = TEST_ORGANIZER.email) {
  const url = `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/moderators/${encodeURIComponent(email)}`;
  const response = await fetch(url, { method: 'PATCH', headers: OWNER, body: '{"fields":{}}' });
  if (!response.ok) throw new Error(`writing the moderator failed: HTTP ${response.status}`);
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
