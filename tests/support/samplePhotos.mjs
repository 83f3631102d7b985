// Sample photos for the demo seed, the bench and the live suite: two small party pictures
// (drawn, not photographed: no metadata, no people) as the guest's device would store them,
// a WebP photo and its thumbnail each, written past the rules through the emulator's REST API.
import { readFileSync } from 'node:fs';
import { DOCS, DOCUMENTS, emulatorRequest, restFields } from './emulatorRest.mjs';

const read = (name) => readFileSync(new URL(`./photos/${name}.webp`, import.meta.url));

/** The two pictures: a landscape one and a portrait one, with their sizes. */
export const SAMPLE_PHOTOS = [
  { name: 'party-landscape', width: 1600, height: 1200, thumb: { width: 480, height: 360 } },
  { name: 'party-portrait', width: 1200, height: 1600, thumb: { width: 360, height: 480 } },
];

/** Sample `index` (taken in turn) as a post's images: { photo, thumb } of { bytes, type, width, height }. */
export function samplePhoto(index) {
  const sample = SAMPLE_PHOTOS[index % SAMPLE_PHOTOS.length];
  const type = 'image/webp';
  return {
    photo: { bytes: read(sample.name), type, width: sample.width, height: sample.height },
    thumb: { bytes: read(`${sample.name}-thumb`), type, ...sample.thumb },
  };
}

/** A stored image's fields as the REST API spells them (photos/{id}, thumbs/{id}). */
function imageFields({ bytes, type, width, height }) {
  return {
    image: { bytesValue: Buffer.from(bytes).toString('base64') },
    ...restFields({ type, width, height }),
  };
}

/**
 * Writes messages past the rules, those with `photo: { index, alt }` with their photo field,
 * photos/{id} and thumbs/{id}, in commits of at most 500 writes.
 */
export async function writePhotoPosts(posts, host = undefined) {
  const writes = posts.flatMap(({ id, author, content, createdAt, photo }) => {
    const fields = restFields({ author_name: author, content, created_at: createdAt });
    if (!photo) return [{ update: { name: `${DOCS}/messages/${id}`, fields } }];
    const images = samplePhoto(photo.index);
    const size = { width: images.photo.width, height: images.photo.height, alt: photo.alt };
    return [
      {
        update: {
          name: `${DOCS}/messages/${id}`,
          fields: { ...fields, photo: { mapValue: { fields: restFields(size) } } },
        },
      },
      { update: { name: `${DOCS}/photos/${id}`, fields: imageFields(images.photo) } },
      { update: { name: `${DOCS}/thumbs/${id}`, fields: imageFields(images.thumb) } },
    ];
  });
  for (let start = 0; start < writes.length; start += 498) {
    await emulatorRequest(
      'POST',
      `${DOCUMENTS}:commit`,
      { writes: writes.slice(start, start + 498) },
      host,
    );
  }
}
