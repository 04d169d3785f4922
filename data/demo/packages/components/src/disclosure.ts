/// <reference lib="dom" />
import { AuroraElement } from "./base.ts";

/** A modal dialog with a heading, content and an actions area. */
export class AuDialog extends AuroraElement {
  static observedAttributes = ["open", "heading", "dismissible"];

  get open(): boolean {
    return this.hasAttribute("open");
  }

  show(): void {
    this.setAttribute("open", "");
    this.emit("au-open", null);
  }

  close(returnValue = ""): void {
    if (!this.emit("au-request-close", { returnValue })) return;
    this.removeAttribute("open");
    this.emit("au-close", { returnValue });
  }

  protected render(): void {
    this.shadowRoot!.innerHTML = `<div part="backdrop" ${
      this.open ? "" : "hidden"
    }></div>
      <section part="panel" role="dialog" aria-modal="true" aria-labelledby="heading" ${
      this.open ? "" : "hidden"
    }>
        <h2 id="heading" part="heading"><slot name="heading">${
      this.getAttribute("heading") ?? ""
    }</slot></h2>
        <div part="body"><slot></slot></div>
        <footer part="footer"><slot name="actions"></slot></footer>
      </section>`;
  }
}

/** A short text hint shown when its anchor is hovered or focused. */
export class AuTooltip extends AuroraElement {
  static observedAttributes = ["content", "placement", "delay"];

  protected render(): void {
    this.shadowRoot!.innerHTML = `<slot></slot><div part="tip" role="tooltip">${
      this.getAttribute("content") ?? ""
    }</div>`;
  }
}

/** A tab list that shows one `au-tab` panel at a time. */
export class AuTabs extends AuroraElement {
  static observedAttributes = ["selected", "orientation"];

  get selected(): string {
    return this.getAttribute("selected") ?? "";
  }

  set selected(name: string) {
    this.setAttribute("selected", name);
    this.emit("au-tab-change", { selected: name });
  }

  protected render(): void {
    this.shadowRoot!.innerHTML =
      `<div part="tablist" role="tablist"><slot name="tab"></slot></div>
      <div part="panels"><slot></slot></div>`;
  }
}

/** One tab of an `au-tabs`: its label goes in the `label` slot, its panel content in the default slot. */
export class AuTab extends AuroraElement {
  static observedAttributes = ["name", "disabled"];

  protected render(): void {
    this.shadowRoot!.innerHTML =
      `<button part="tab" role="tab"><slot name="label"></slot></button>
      <div part="panel" role="tabpanel"><slot></slot></div>`;
  }
}
