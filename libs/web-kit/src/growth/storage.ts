/** The part of `Storage` the growth code uses, so tests can hand in a plain object. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

let fallback: KeyValueStorage | null = null;

/** localStorage, or (when the browser refuses it, e.g. storage disabled) one in-memory store for this page. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('takehome.probe');
    return storage;
  } catch {
    fallback ??= memoryStorage();
    return fallback;
  }
}

/** The stored JSON value of `key`, or `fallbackValue` when it is missing or unreadable. */
export function readJson<T>(storage: KeyValueStorage, key: string, fallbackValue: T): T {
  try {
    const text = storage.getItem(key);
    return text === null ? fallbackValue : (JSON.parse(text) as T);
  } catch {
    return fallbackValue;
  }
}

/** Stores `value` as JSON; a full or refused storage only loses the value, never breaks the page. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the value lives on in memory for this page.
  }
}
