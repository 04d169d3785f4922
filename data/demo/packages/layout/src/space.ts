/** The spacing steps layout primitives accept; values mirror `@aurora/tokens`. */
export const space = {
  none: "0",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
} as const;

/** A spacing step name. */
export type SpaceKey = keyof typeof space;
