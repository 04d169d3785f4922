/// <reference lib="dom" />
/**
 * Helpers for testing Aurora components in a browser test runner.
 *
 * @module
 */

const mounted = new Set<HTMLElement>();

/**
 * Renders markup into a fresh container attached to the document and waits until every
 * custom element in it has been defined and has rendered once.
 *
 * @param html The markup, such as `<au-button>Save</au-button>`.
 * @returns The first element of the markup.
 */
export async function fixture<T extends Element = HTMLElement>(
  html: string,
): Promise<T> {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  mounted.add(container);
  const tags = new Set(
    [...container.querySelectorAll("*")].map((el) => el.localName).filter((
      tag,
    ) => tag.includes("-")),
  );
  await Promise.all([...tags].map((tag) => customElements.whenDefined(tag)));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return container.firstElementChild as T;
}

/** Removes everything `fixture()` mounted. Call it after each test. */
export function cleanup(): void {
  for (const container of mounted) container.remove();
  mounted.clear();
}

/**
 * Resolves with the next event of a type dispatched on a target.
 *
 * @param target The element or other event target.
 * @param type The event type, such as `au-change`.
 * @param timeout Milliseconds before the promise rejects.
 * @returns The event.
 */
export function waitForEvent<E extends Event = CustomEvent>(
  target: EventTarget,
  type: string,
  timeout = 1000,
): Promise<E> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No "${type}" event within ${timeout} ms`)),
      timeout,
    );
    target.addEventListener(type, (event) => {
      clearTimeout(timer);
      resolve(event as E);
    }, { once: true });
  });
}

/**
 * Dispatches a key press (keydown then keyup) on an element, bubbling and composed, the way
 * a real keyboard would reach a shadow root.
 *
 * @param element The focused element.
 * @param key The key value, such as `Enter`, `Escape` or `ArrowDown`.
 */
export function press(element: Element, key: string): void {
  for (const type of ["keydown", "keyup"]) {
    element.dispatchEvent(
      new KeyboardEvent(type, {
        key,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
  }
}
