/// <reference lib="dom" />
import { AuroraElement } from "./base.ts";

/** A button. Use `variant` for emphasis and `loading` while its action runs. */
export class AuButton extends AuroraElement {
  static observedAttributes = [
    "variant",
    "size",
    "disabled",
    "loading",
    "type",
  ];

  get variant(): "primary" | "secondary" | "ghost" | "danger" {
    return (this.getAttribute("variant") as AuButton["variant"] | null) ??
      "secondary";
  }

  get loading(): boolean {
    return this.hasAttribute("loading");
  }

  override focus(options?: FocusOptions): void {
    this.shadowRoot?.querySelector("button")?.focus(options);
  }

  protected render(): void {
    const disabled = this.hasAttribute("disabled") || this.loading;
    this.shadowRoot!.innerHTML = `<button part="base" class="${this.variant}" ${
      disabled ? "disabled" : ""
    }
        aria-busy="${this.loading}"><slot name="prefix"></slot><span part="label"><slot></slot></span>
        <slot name="suffix"></slot></button>`;
  }
}

/** A short status label. */
export class AuBadge extends AuroraElement {
  static observedAttributes = ["tone", "pill"];

  protected render(): void {
    const tone = this.getAttribute("tone") ?? "neutral";
    this.shadowRoot!.innerHTML =
      `<span part="base" class="${tone}"><slot></slot></span>`;
  }
}

/** An icon from `@aurora/icons`; decorative unless it has a `label`. */
export class AuIcon extends AuroraElement {
  static observedAttributes = ["name", "label", "size"];

  protected render(): void {
    const label = this.getAttribute("label");
    this.setAttribute("role", label ? "img" : "presentation");
    if (label) this.setAttribute("aria-label", label);
    else this.removeAttribute("aria-label");
    this.shadowRoot!.innerHTML = `<svg part="svg" viewBox="0 0 24 24"></svg>`;
  }
}
