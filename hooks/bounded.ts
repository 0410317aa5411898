/**
 * Bounded maps and sets: every memory loop-guard keeps has a cap, and these helpers are
 * how one is kept under it.
 *
 * Contract: past `cap` entries the oldest goes, by insertion order.
 * - `remember(map, key, value, cap, spare?)` sets `key` as the newest entry (a key set
 *   again moves to the end); the entry `spare` names is never the one dropped.
 * - `keep(map, key, value, cap)` sets `key` where it stands (a new key goes last) and
 *   returns the entry it dropped, if any, for a caller that settles it.
 * - `keepIn(set, value, cap)` adds to a set where it stands.
 * Each costs a `set` and a size test, and walks the map only when it drops an entry.
 */

export function remember<K, V>(map: Map<K, V>, key: K, value: V, cap: number, spare?: K): void {
  map.delete(key)
  map.set(key, value)
  if (map.size <= cap) return
  for (const oldest of map.keys()) {
    if (oldest === spare) continue
    map.delete(oldest)
    return
  }
}

export function keep<K, V>(map: Map<K, V>, key: K, value: V, cap: number): [K, V] | undefined {
  map.set(key, value)
  if (map.size <= cap) return undefined
  const oldest = map.entries().next()
  if (oldest.done === true) return undefined
  map.delete(oldest.value[0])
  return oldest.value
}

export function keepIn<T>(set: Set<T>, value: T, cap: number): void {
  set.add(value)
  if (set.size <= cap) return
  const oldest = set.values().next()
  if (oldest.done !== true) set.delete(oldest.value)
}
