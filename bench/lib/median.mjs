// The bench's one middle value: every section reports the median of its runs, so that one
// slow run on the shared host moves nothing.

/** The middle of `values` (of an even count, the lower of the two in the middle). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The median of what `pick` takes from each of `list`; undefined for none (all timed out). */
export function medianOf(list, pick) {
  return list.length ? median(list.map(pick)) : undefined;
}

/** Per key of the records in `list` (all with the same keys), the median of its values. */
export function medians(list) {
  return Object.fromEntries(
    Object.keys(list[0]).map((key) => [key, median(list.map((item) => item[key]))]),
  );
}
