/**
 * Reads a markup fragment with parse5, a spec-compliant HTML parser that recovers from any
 * input the way a browser does, into the flat list of elements the checker needs: each with its
 * attributes as written, their offsets, and the element its `slot` attribute refers to.
 *
 * @module
 */
import { type DefaultTreeAdapterTypes, html, parseFragment } from "parse5";
import { maskTemplateHoles } from "./template_holes.ts";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type ElementLocation = NonNullable<Element["sourceCodeLocation"]>;

/** Elements nested deeper than this are not checked (real markup stays far below). */
export const MAX_DEPTH = 256;
/** Attributes of one element beyond this many are not checked. */
export const MAX_ATTRIBUTES = 128;

/** One attribute of an element. */
export interface MarkupAttribute {
  /** The name as the parser gives it (lowercased). */
  name: string;
  /** The name as written in the input (`.selectionMode`, `@sortChange`). */
  written: string;
  /** The value as the parser gives it (entities decoded); `${...}` holes as written. */
  value: string;
  /** Offset of the attribute in the input. */
  offset: number;
}

/** One HTML element of the fragment. */
export interface MarkupElement {
  /** Lowercased tag name. */
  tagName: string;
  /** Offset of its start tag in the input. */
  offset: number;
  attributes: MarkupAttribute[];
  /**
   * The element a `slot` attribute on this one refers to: the parent element, looking through
   * `<template>` wrappers and through elements written self-closing (`<x-icon />`), whose
   * parsed children are, as the author meant them, its siblings.
   */
  slotParent: MarkupElement | null;
}

/** A parsed fragment. */
export interface ParsedFragment {
  /** Every element within the depth bound, in document order. */
  elements: MarkupElement[];
  /** Whether some elements were too deeply nested to be checked. */
  tooDeep: boolean;
  /** Whether some element had more attributes than are checked. */
  tooManyAttributes: boolean;
}

interface Pending {
  node: Node;
  slotParent: MarkupElement | null;
  depth: number;
}

/**
 * Parses a fragment (never throws: malformed markup is recovered as a browser would).
 *
 * @param source The markup as written.
 * @returns The HTML-namespace elements that carry a source location, in document order.
 */
export function parseMarkup(source: string): ParsedFragment {
  const masked = maskTemplateHoles(source);
  const fragment = parseFragment(masked, { sourceCodeLocationInfo: true });
  const result: ParsedFragment = { elements: [], tooDeep: false, tooManyAttributes: false };
  // An explicit stack: a fragment of 64 KB can nest thousands of elements.
  const stack: Pending[] = childrenOf(fragment).reverse().map((node) => ({
    node,
    slotParent: null,
    depth: 1,
  }));
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, slotParent, depth } = next;
    if (!("tagName" in node)) continue;
    if (depth > MAX_DEPTH) {
      result.tooDeep = true;
      continue;
    }
    // SVG, MathML and elements the parser implied are parents, but never catalog elements.
    let childSlotParent: MarkupElement | null = null;
    const location = node.sourceCodeLocation;
    if (node.namespaceURI === html.NS.HTML && location) {
      const element = elementOf(node, location, source, slotParent);
      if (element.attributes.length < node.attrs.length) result.tooManyAttributes = true;
      result.elements.push(element);
      const selfClosed = masked[(location.startTag?.endOffset ?? 0) - 2] === "/";
      childSlotParent = node.tagName === "template" || selfClosed ? slotParent : element;
    }
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i] as Node, slotParent: childSlotParent, depth: depth + 1 });
    }
  }
  return result;
}

/** A node's children; a `<template>`'s are in its content fragment. */
function childrenOf(node: Node): Node[] {
  if ("content" in node) return node.content.childNodes;
  return "childNodes" in node ? node.childNodes : [];
}

function elementOf(
  node: Element,
  location: ElementLocation,
  source: string,
  slotParent: MarkupElement | null,
): MarkupElement {
  const attributes = node.attrs.slice(0, MAX_ATTRIBUTES).map((attr): MarkupAttribute => {
    const offset = location.attrs?.[attr.name]?.startOffset ?? location.startOffset;
    return {
      name: attr.name,
      written: source.slice(offset, offset + attr.name.length),
      value: attr.value,
      offset,
    };
  });
  return { tagName: node.tagName, offset: location.startOffset, attributes, slotParent };
}
