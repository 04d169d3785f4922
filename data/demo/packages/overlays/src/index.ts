/**
 * The geometry and bookkeeping behind every floating surface: where to place it next to its
 * anchor, when to close it, and which one is on top.
 *
 * @module
 */

/** Where an overlay sits relative to its anchor. */
export type Side = "top" | "right" | "bottom" | "left";

/** A side plus an alignment along it, such as `bottom-start`. */
export type Placement = Side | `${Side}-start` | `${Side}-end`;

/** A rectangle in viewport coordinates. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Options of {@link computePosition}. */
export interface PositionOptions {
  /** Preferred placement; the overlay flips to the opposite side when it does not fit. */
  placement?: Placement;
  /** Distance between anchor and overlay, in pixels. */
  offset?: number;
  /** The area the overlay must stay inside, usually the viewport. */
  boundary: Rect;
}

/** Where to put the overlay and which placement was used after flipping. */
export interface Position {
  x: number;
  y: number;
  placement: Placement;
}

const OPPOSITE: Record<Side, Side> = {
  top: "bottom",
  bottom: "top",
  left: "right",
  right: "left",
};

function place(
  anchor: Rect,
  overlay: Rect,
  placement: Placement,
  offset: number,
): Position {
  const [side, align] = placement.split("-") as [
    Side,
    "start" | "end" | undefined,
  ];
  const vertical = side === "top" || side === "bottom";
  let x = side === "left"
    ? anchor.x - overlay.width - offset
    : side === "right"
    ? anchor.x + anchor.width + offset
    : anchor.x + (anchor.width - overlay.width) / 2;
  let y = side === "top"
    ? anchor.y - overlay.height - offset
    : side === "bottom"
    ? anchor.y + anchor.height + offset
    : anchor.y + (anchor.height - overlay.height) / 2;
  if (align === "start") {
    if (vertical) x = anchor.x;
    else y = anchor.y;
  } else if (align === "end") {
    if (vertical) x = anchor.x + anchor.width - overlay.width;
    else y = anchor.y + anchor.height - overlay.height;
  }
  return { x, y, placement };
}

function fits(position: Position, overlay: Rect, boundary: Rect): boolean {
  return position.x >= boundary.x && position.y >= boundary.y &&
    position.x + overlay.width <= boundary.x + boundary.width &&
    position.y + overlay.height <= boundary.y + boundary.height;
}

/**
 * Computes where to place an overlay next to its anchor.
 *
 * Tries the preferred placement, then the opposite side; when neither fits, keeps the
 * preferred side and shifts the overlay back inside the boundary.
 *
 * @param anchor The anchor's rectangle.
 * @param overlay The overlay's rectangle (only its size is used).
 * @param options Placement, offset and boundary.
 * @returns The overlay's top-left corner and the placement used.
 */
export function computePosition(
  anchor: Rect,
  overlay: Rect,
  options: PositionOptions,
): Position {
  const preferred = options.placement ?? "bottom";
  const offset = options.offset ?? 8;
  const first = place(anchor, overlay, preferred, offset);
  if (fits(first, overlay, options.boundary)) return first;
  const [side, align] = preferred.split("-") as [Side, string | undefined];
  const flipped = `${OPPOSITE[side]}${align ? `-${align}` : ""}` as Placement;
  const second = place(anchor, overlay, flipped, offset);
  if (fits(second, overlay, options.boundary)) return second;
  const { boundary } = options;
  return {
    x: Math.min(
      Math.max(first.x, boundary.x),
      boundary.x + boundary.width - overlay.width,
    ),
    y: Math.min(
      Math.max(first.y, boundary.y),
      boundary.y + boundary.height - overlay.height,
    ),
    placement: preferred,
  };
}

/** Why an overlay was dismissed. */
export type DismissReason = "escape" | "outside-click" | "programmatic";

/**
 * Tracks open overlays so that Escape and outside clicks close only the topmost one: a menu
 * opened from a dialog closes before the dialog does.
 */
export class OverlayStack {
  #open: { id: string; dismiss: (reason: DismissReason) => void }[] = [];

  /** Registers an overlay as the new topmost one. */
  push(id: string, dismiss: (reason: DismissReason) => void): void {
    this.#open.push({ id, dismiss });
  }

  /** Forgets an overlay, wherever it is in the stack. */
  remove(id: string): void {
    this.#open = this.#open.filter((entry) => entry.id !== id);
  }

  /** The topmost overlay's id, if any. */
  get top(): string | undefined {
    return this.#open.at(-1)?.id;
  }

  /** Dismisses the topmost overlay; returns whether there was one. */
  dismissTop(reason: DismissReason): boolean {
    const top = this.#open.pop();
    top?.dismiss(reason);
    return top !== undefined;
  }
}

/** The page-wide overlay stack used by Aurora components. */
export const overlayStack: OverlayStack = new OverlayStack();
