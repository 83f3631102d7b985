/** "Edited", before a message's time on the party screen: its author changed it. */
export function EditedMark() {
  return <span style={{ fontStyle: 'italic', marginInlineEnd: '0.5em' }}>Edited</span>;
}
