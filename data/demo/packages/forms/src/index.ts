/**
 * Form state and validation without a framework. A form is a plain object of values plus
 * per-field validators; `createForm` tracks what the user touched and which errors to show.
 *
 * @module
 */

/** A validator returns an error message, or `null` when the value is acceptable. */
export type Validator<T> = (
  value: T,
  values: Record<string, unknown>,
) => string | null;

/** Validation and interaction state of one field. */
export interface FieldState {
  /** The current error, or `null`. */
  error: string | null;
  /** Whether the field has lost focus at least once. */
  touched: boolean;
  /** Whether the value differs from the initial one. */
  dirty: boolean;
}

/** The state of a whole form, as handed to subscribers. */
export interface FormState<V extends Record<string, unknown>> {
  values: V;
  fields: { [K in keyof V]: FieldState };
  /** True when no field has an error. */
  valid: boolean;
  /** True while the submit handler runs. */
  submitting: boolean;
}

/** Options of {@link createForm}. */
export interface FormOptions<V extends Record<string, unknown>> {
  initialValues: V;
  validators?: { [K in keyof V]?: Validator<V[K]>[] };
  onSubmit: (values: V) => void | Promise<void>;
}

/** The handle `createForm` returns. */
export interface Form<V extends Record<string, unknown>> {
  getState(): FormState<V>;
  setValue<K extends keyof V>(field: K, value: V[K]): void;
  touch(field: keyof V): void;
  submit(): Promise<boolean>;
  reset(): void;
  subscribe(listener: (state: FormState<V>) => void): () => void;
}

/** Fails for `undefined`, `null`, empty strings, whitespace and empty arrays. */
export function required(
  message = "This field is required.",
): Validator<unknown> {
  return (value) => {
    const empty = value === undefined || value === null ||
      (typeof value === "string" && value.trim() === "") ||
      (Array.isArray(value) && value.length === 0);
    return empty ? message : null;
  };
}

/** Fails for strings shorter than `length` characters. Empty values pass; use `required`. */
export function minLength(length: number, message?: string): Validator<string> {
  return (value) =>
    value !== "" && value.length < length
      ? message ?? `Use at least ${length} characters.`
      : null;
}

/** Fails for strings longer than `length` characters. */
export function maxLength(length: number, message?: string): Validator<string> {
  return (value) =>
    value.length > length
      ? message ?? `Use at most ${length} characters.`
      : null;
}

/** Fails for non-empty strings that do not match `regex`. */
export function pattern(regex: RegExp, message: string): Validator<string> {
  return (value) => value !== "" && !regex.test(value) ? message : null;
}

/** A deliberately loose e-mail check: something, an at sign, something with a dot. */
export function email(
  message = "Enter an e-mail address such as name@example.com.",
): Validator<string> {
  return pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message);
}

/** Fails when the value differs from another field's, as in "repeat password". */
export function matchesField(
  other: string,
  message: string,
): Validator<unknown> {
  return (value, values) => value === values[other] ? null : message;
}

/**
 * Creates a form.
 *
 * Errors are computed on every change but a field only reports its error once it has been
 * touched or the form was submitted, so users are not scolded while still typing.
 *
 * @param options Initial values, validators and the submit handler.
 * @returns The form handle.
 */
export function createForm<V extends Record<string, unknown>>(
  options: FormOptions<V>,
): Form<V> {
  let values = { ...options.initialValues };
  let touched = new Set<keyof V>();
  let submitted = false;
  let submitting = false;
  const listeners = new Set<(state: FormState<V>) => void>();

  const errorOf = (field: keyof V): string | null => {
    for (const validate of options.validators?.[field] ?? []) {
      const error = validate(values[field], values);
      if (error !== null) return error;
    }
    return null;
  };

  const getState = (): FormState<V> => {
    const fields = {} as { [K in keyof V]: FieldState };
    let valid = true;
    for (const field of Object.keys(values) as (keyof V)[]) {
      const error = errorOf(field);
      if (error !== null) valid = false;
      fields[field] = {
        error: submitted || touched.has(field) ? error : null,
        touched: touched.has(field),
        dirty: values[field] !== options.initialValues[field],
      };
    }
    return { values, fields, valid, submitting };
  };

  const notify = () => {
    const state = getState();
    for (const listener of listeners) listener(state);
  };

  return {
    getState,
    setValue(field, value) {
      values = { ...values, [field]: value };
      notify();
    },
    touch(field) {
      touched.add(field);
      notify();
    },
    async submit() {
      submitted = true;
      if (!getState().valid) {
        notify();
        return false;
      }
      submitting = true;
      notify();
      try {
        await options.onSubmit(values);
        return true;
      } finally {
        submitting = false;
        notify();
      }
    },
    reset() {
      values = { ...options.initialValues };
      touched = new Set();
      submitted = false;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(getState());
      return () => listeners.delete(listener);
    },
  };
}
