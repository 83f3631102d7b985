// Thirty messages of mixed length, script and direction, for the party screen's harness
// (screen.html?fixture=mixed): what a party's guests might really post.
import type { Message } from '../../src/data/schema/types';

const LONG = `Jake! Twenty-one years ago you showed up early, loud and hungry, and honestly not much has changed 🎉 Thank you for every late-night drive, every terrible pun, every time you stayed to help clean up when everyone else had gone home. Tonight the first round is on me, the second on your brother, and the third on whoever loses at darts. Here is to the next twenty-one: may they be full of good friends, cold drinks and stories we will deny ever happened. Love you, happy birthday! Cheers, Grandma Rose`;

const TEXTS: [author: string, content: string][] = [
  ['Grandma Rose', LONG],
  ['Ava', 'Happy 21st, Jake! 🍻'],
  ['Mateo', '¡Feliz cumpleaños, Jake! Que la primera cerveza sea la mejor de tu vida 🍺'],
  ['Yuki', 'ジェイク、21歳の誕生日おめでとう！素敵な一年になりますように 🎂'],
  [
    'Lena',
    'Alles Gute zum Geburtstag! Donaudampfschifffahrtsgesellschaftskapitänsmütze für dich 🧢',
  ],
  ['Omar', 'عيد ميلاد سعيد يا جيك! كل عام وأنت بخير 🎈'],
  ['Noa', 'יום הולדת שמח ג׳ייק! עד 120 🥳'],
  ['Wei', '生日快乐！祝你二十一岁生日快乐，万事如意，心想事成！'],
  ['Priya', 'जन्मदिन की हार्दिक शुभकामनाएँ, जेक! 🎉'],
  ['Dmitri', 'С днём рождения, Джейк! Первый тост за тебя 🥂'],
  ['Chloé', 'Joyeux anniversaire Jake ! On trinque ce soir ✨'],
  ['Min-jun', '제이크, 생일 축하해! 🎁'],
  ['Eleni', 'Χρόνια πολλά Jake! 🎊'],
  ['Somchai', 'สุขสันต์วันเกิดนะเจค 🎂'],
  ['Finn', '🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺'],
  ['Hiro', 'Line one\nLine two\nLine three: see you at the bar'],
  ['Isla', 'First round is on me. Second round is also on me. Third round: we will see.'],
  ['Ben', 'https://example.com/a-very-long-link-that-does-not-break-anywhere-on-its-own/jake-21'],
  ['Dev', 'Cheers to twenty-one!'],
  ['Emma', 'So proud of you, can not believe how fast it went. See you tonight!'],
  ['Kofi', 'Afehyia pa, Jake! 🎉'],
  ['Sofia', 'Parabéns, Jake! Muitos anos de vida e muita cerveja gelada 🍻'],
  ['Ahmed', 'Happy birthday bro 🎂🎂🎂'],
  ['Zoë', 'Gefeliciteerd! Op naar de volgende 21 jaar 🧡'],
  ['Liam', 'Twenty-one candles, one wish: a great night with great people.'],
  ['A friend with a very long name that goes on and on!', 'Hi Jake 👋'],
  ['Maya', 'Happy birthday!!! 🥳🥳'],
  ['Tom', 'Legal at last. Be responsible (a bit). Love you man.'],
  ['Aiko', 'おめでとう！🎉 Happy birthday from Osaka!'],
  ['Sam', 'The countdown is finally over — go get that first beer 🍺'],
];

/**
 * 500 characters, 304 of them line breaks: a column of short lines as tall as a message can
 * be. bench/lib/screen.mjs puts it in the spotlight after the thirty, to see it fit whole.
 */
export const LINE_BREAKS = `Cheers${'\n\n\n\n\n\n\n\nJake!'.repeat(38)}`;

/** The thirty, newest first (the 500-character one on top), a few minutes apart ending `now`. */
export function mixedMessages(now = Date.now()): Message[] {
  return TEXTS.map(([authorName, content], index) => ({
    id: `mixed-${index}`,
    authorName,
    content,
    createdAt: new Date(now - index * 4 * 60_000),
    pending: false,
  }));
}
