/// <reference lib="dom" />
import { AuroraElement } from "./base.ts";

/** A labelled single-line text input with help and error text. */
export class AuTextField extends AuroraElement {
  static formAssociated = true;
  static observedAttributes = [
    "label",
    "value",
    "type",
    "placeholder",
    "required",
    "disabled",
    "error",
    "help",
  ];
  #internals = this.attachInternals();

  get value(): string {
    return this.shadowRoot?.querySelector("input")?.value ??
      this.getAttribute("value") ?? "";
  }

  set value(value: string) {
    const input = this.shadowRoot?.querySelector("input");
    if (input) input.value = value;
    this.#internals.setFormValue(value);
  }

  select(): void {
    this.shadowRoot?.querySelector("input")?.select();
  }

  protected render(): void {
    const error = this.getAttribute("error") ?? "";
    this.shadowRoot!.innerHTML = `<label part="label" for="input">${
      this.getAttribute("label") ?? ""
    }</label>
      <div part="field"><slot name="prefix"></slot><input id="input" part="input"
        aria-invalid="${
      error !== ""
    }" aria-describedby="message"><slot name="suffix"></slot></div>
      <div id="message" part="message">${
      error || (this.getAttribute("help") ?? "")
    }</div>`;
    this.shadowRoot!.querySelector("input")!.addEventListener("input", () => {
      this.#internals.setFormValue(this.value);
      this.emit("au-input", { value: this.value });
    });
  }
}

/** A checkbox with a label slot; supports the indeterminate state. */
export class AuCheckbox extends AuroraElement {
  static formAssociated = true;
  static observedAttributes = [
    "checked",
    "indeterminate",
    "disabled",
    "name",
    "value",
  ];
  #internals = this.attachInternals();

  get checked(): boolean {
    return this.hasAttribute("checked");
  }

  set checked(checked: boolean) {
    this.toggleAttribute("checked", checked);
    this.#internals.setFormValue(
      checked ? this.getAttribute("value") ?? "on" : null,
    );
  }

  toggle(): void {
    this.checked = !this.checked;
    this.removeAttribute("indeterminate");
    this.emit("au-change", { checked: this.checked });
  }

  protected render(): void {
    const state = this.hasAttribute("indeterminate")
      ? "mixed"
      : String(this.checked);
    this.shadowRoot!.innerHTML =
      `<span part="control" role="checkbox" tabindex="0" aria-checked="${state}"></span>
      <label part="label"><slot></slot></label>`;
    this.shadowRoot!.querySelector("[part=control]")!.addEventListener(
      "click",
      () => this.toggle(),
    );
  }
}
