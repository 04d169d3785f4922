/**
 * What every HTML element accepts whatever its manifest says: the global attributes, the
 * standard DOM events and the standard element properties. One list each, so the checker never
 * flags what a browser (or a reviewer) takes for granted.
 *
 * @module
 */

/** Global attributes of the HTML standard, plus the special attributes of Vue and React. */
const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set([
  "accesskey",
  "autocapitalize",
  "autocorrect",
  "autofocus",
  "class",
  "contenteditable",
  "dir",
  "draggable",
  "enterkeyhint",
  "exportparts",
  "hidden",
  "id",
  "inert",
  "inputmode",
  "is",
  "itemid",
  "itemprop",
  "itemref",
  "itemscope",
  "itemtype",
  "lang",
  "nonce",
  "part",
  "popover",
  "role",
  "slot",
  "spellcheck",
  "style",
  "tabindex",
  "title",
  "translate",
  "virtualkeyboardpolicy",
  "writingsuggestions",
  "xml:lang",
  "xml:space",
  "xmlns",
  // Framework bookkeeping a template may carry on any element, and React's spelling of class.
  "classname",
  "key",
  "ref",
]);

/**
 * Events any element can receive (UI, focus, input, clipboard, drag, pointer, touch,
 * animation, transition, media and form events), so `@click` or `onfocus` on a custom element
 * is never reported.
 */
const DOM_EVENTS: ReadonlySet<string> = new Set([
  "abort",
  "animationcancel",
  "animationend",
  "animationiteration",
  "animationstart",
  "auxclick",
  "beforeinput",
  "beforematch",
  "beforetoggle",
  "blur",
  "cancel",
  "canplay",
  "canplaythrough",
  "change",
  "click",
  "close",
  "command",
  "compositionend",
  "compositionstart",
  "compositionupdate",
  "contextlost",
  "contextmenu",
  "contextrestored",
  "copy",
  "cuechange",
  "cut",
  "dblclick",
  "drag",
  "dragend",
  "dragenter",
  "dragleave",
  "dragover",
  "dragstart",
  "drop",
  "durationchange",
  "emptied",
  "ended",
  "error",
  "focus",
  "focusin",
  "focusout",
  "formdata",
  "fullscreenchange",
  "fullscreenerror",
  "gotpointercapture",
  "input",
  "invalid",
  "keydown",
  "keypress",
  "keyup",
  "load",
  "loadeddata",
  "loadedmetadata",
  "loadstart",
  "lostpointercapture",
  "mousedown",
  "mouseenter",
  "mouseleave",
  "mousemove",
  "mouseout",
  "mouseover",
  "mouseup",
  "paste",
  "pause",
  "play",
  "playing",
  "pointercancel",
  "pointerdown",
  "pointerenter",
  "pointerleave",
  "pointermove",
  "pointerout",
  "pointerover",
  "pointerup",
  "progress",
  "ratechange",
  "reset",
  "resize",
  "scroll",
  "scrollend",
  "securitypolicyviolation",
  "seeked",
  "seeking",
  "select",
  "selectionchange",
  "selectstart",
  "slotchange",
  "stalled",
  "submit",
  "suspend",
  "timeupdate",
  "toggle",
  "touchcancel",
  "touchend",
  "touchmove",
  "touchstart",
  "transitioncancel",
  "transitionend",
  "transitionrun",
  "transitionstart",
  "volumechange",
  "waiting",
  "wheel",
]);

/**
 * Properties of every element (Node, Element, HTMLElement), lowercased, beyond those named
 * like a global attribute (`tabIndex`, `title`): for `.prop` and `:prop` bindings.
 */
const ELEMENT_PROPERTIES: ReadonlySet<string> = new Set([
  "classlist",
  "dataset",
  "innerhtml",
  "innertext",
  "outerhtml",
  "outertext",
  "textcontent",
]);

/**
 * Whether every element accepts this attribute: a global attribute, `aria-*` or `data-*`.
 *
 * @param name The attribute name, lowercased.
 */
export function isGlobalAttribute(name: string): boolean {
  return GLOBAL_ATTRIBUTES.has(name) || name.startsWith("aria-") || name.startsWith("data-");
}

/**
 * Whether any element receives this event.
 *
 * @param name The event name.
 */
export function isDomEvent(name: string): boolean {
  return DOM_EVENTS.has(name.toLowerCase());
}

/**
 * Whether every element has this property: a standard property, an ARIA reflection
 * (`ariaLabel`), an event handler property (`onclick`), or a global attribute bound as a prop.
 *
 * @param name The property name, lowercased.
 */
export function isElementProperty(name: string): boolean {
  return ELEMENT_PROPERTIES.has(name) || name.startsWith("aria") || name.startsWith("on") ||
    isGlobalAttribute(name);
}
