// The sample data every local setup shares: the test organizer, and the messages that
// scripts/dev/seed.mjs puts on an empty wall, the organizer fixture's wall and waiting list show,
// and any test that just needs "some messages" uses. Plain JavaScript without imports, so the
// Node scripts, the browser fixtures and the TypeScript specs read the very same list.

/**
 * The emulator's test organizer: the Google account the Auth emulator's sign-in page offers
 * (scripts/dev/seed.mjs, seedOrganizerAccount) and the moderator `npm start` and the suites make
 * of it.
 */
export const TEST_ORGANIZER = Object.freeze({
  email: 'organizer@example.com',
  name: 'Party Organizer',
});

/**
 * Twelve messages, newest first, within the rules' limits as any visitor's would be: friendly
 * ones (emoji, a line break, accents, Arabic) and three a moderator would remove (`spam`,
 * one of them a spreadsheet formula, for the exports).
 */
export const SAMPLE_MESSAGES = Object.freeze(
  [
    ['Mom', 'We are so proud of you. Happy 21st, sweetheart! 🎂'],
    ['Priya', 'Counting down with you! Karaoke after the first round?'],
    ['Spam Bot', '=HYPERLINK("http://spam.example","Win a prize")', true],
    ['Coach Dan', 'Twenty-one years in the making.\nEnjoy it, and hydrate!'],
    ['Marcus', 'First beer is on me. Second one too, probably.'],
    ['Lena', 'Happy birthday from across the ocean! 🌍🍻'],
    ['Spam Bot', 'Cheap tickets, click here, "limited" offer, act now', true],
    ['Zoë', 'Joyeux anniversaire, Jake ! À ta santé 🥂'],
    ['Ahmed', 'عيد ميلاد سعيد يا جيك'],
    ['Grandpa Joe', 'When I turned 21 a beer cost a dime. Enjoy yours!'],
    ['Spam Bot', 'Visit spam.example for free followers', true],
    ['Sam', 'See you at the party 🎉'],
  ].map(([author, content, spam = false]) => Object.freeze({ author, content, spam })),
);

/** The friendly ones, for a wall that should look like a party's. */
export const FRIENDLY_MESSAGES = Object.freeze(SAMPLE_MESSAGES.filter((message) => !message.spam));
