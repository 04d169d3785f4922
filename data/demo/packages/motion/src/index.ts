/// <reference lib="dom" />
/**
 * Easing curves, animation presets and a reduced-motion-aware `animate()`.
 *
 * @module
 */

/** Named easing curves. */
export const easing = {
  standard: "cubic-bezier(0.2, 0, 0, 1)",
  enter: "cubic-bezier(0, 0, 0, 1)",
  exit: "cubic-bezier(0.3, 0, 1, 1)",
} as const;

/** A named animation: keyframes plus timing. */
export interface MotionPreset {
  keyframes: Keyframe[];
  duration: number;
  easing: string;
}

/** Enter and exit animations used across Aurora components. */
export const presets: Readonly<
  Record<"fadeIn" | "fadeOut" | "slideUp" | "scaleIn", MotionPreset>
> = {
  fadeIn: {
    keyframes: [{ opacity: 0 }, { opacity: 1 }],
    duration: 120,
    easing: easing.enter,
  },
  fadeOut: {
    keyframes: [{ opacity: 1 }, { opacity: 0 }],
    duration: 120,
    easing: easing.exit,
  },
  slideUp: {
    keyframes: [{ opacity: 0, transform: "translateY(8px)" }, {
      opacity: 1,
      transform: "none",
    }],
    duration: 200,
    easing: easing.enter,
  },
  scaleIn: {
    keyframes: [{ opacity: 0, transform: "scale(0.96)" }, {
      opacity: 1,
      transform: "none",
    }],
    duration: 200,
    easing: easing.standard,
  },
};

/**
 * Runs a preset on an element and resolves when it finishes. Users who prefer reduced motion
 * get the final frame at once, so callers can await the result either way.
 *
 * @param element The element to animate.
 * @param preset The animation.
 * @returns A promise that resolves when the animation ends or is cancelled.
 */
export function animate(element: Element, preset: MotionPreset): Promise<void> {
  const reduce =
    globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ??
      false;
  const animation = element.animate(preset.keyframes, {
    duration: reduce ? 0 : preset.duration,
    easing: preset.easing,
    fill: "forwards",
  });
  return animation.finished.then(() => undefined, () => undefined);
}
