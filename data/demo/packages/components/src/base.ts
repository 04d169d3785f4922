/// <reference lib="dom" />

/**
 * The base class of every Aurora element: an open shadow root, adopted styles and a `render`
 * hook that runs on connection and on every observed attribute change.
 */
export abstract class AuroraElement extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }

  connectedCallback(): void {
    this.render();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.render();
  }

  /** Writes the shadow DOM from the current attributes. */
  protected abstract render(): void;

  /** Dispatches a bubbling, composed custom event, as all Aurora events are. */
  protected emit<T>(type: string, detail: T): boolean {
    return this.dispatchEvent(
      new CustomEvent(type, {
        detail,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
  }
}
