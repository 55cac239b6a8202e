/** Alt+G (the key's position, so it also works where Alt+G types a character). */
export function isSaveShortcut(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key'>): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyG' || event.key.toLowerCase() === 'g');
}
