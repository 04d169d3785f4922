/**
 * A value worked out once per object and kept as long as the object lives: a catalog's indexes,
 * a package's page list, a page's outline.
 *
 * @module
 */

/**
 * Wraps `build` so that it runs once per key object; later calls with the same object return
 * the first result. Results are held weakly: a catalog that is dropped takes its values with it.
 *
 * @param build Works the value out for one key.
 * @returns The remembering version of `build`.
 *
 * @example
 * ```ts ignore
 * const lengthOf = oncePer((list: string[]) => list.join("").length);
 * const list = ["a", "bc"];
 * lengthOf(list); // 3, worked out
 * lengthOf(list); // 3, remembered
 * ```
 */
export function oncePer<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = build(key);
      values.set(key, value);
    }
    return value;
  };
}
