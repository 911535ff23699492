import type { z } from 'zod';

/** One choice of a list: the name shown and the value stored. */
export interface OptionChoice {
  name: string;
  value: string;
}

/** The input a built-in field is typed into, and how it behaves on the form. */
export interface FieldInput {
  kind: 'text' | 'select' | 'date' | 'ssn' | 'checkbox' | 'flags';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  type?: 'email' | 'tel' | 'text';
  maxLength?: number;
  hint?: string;
  /** Upper-cased as typed (state codes). */
  upper?: boolean;
  /** Shown only while the other answers call for it. */
  showWhen?: (values: Record<string, unknown>) => boolean;
  /**
   * A list field's built-in choices, used when no rule names an option list (forms/options.json);
   * a long list is named (BuiltInList) and only the server loads it (builtInLists.ts), so the form's
   * code never carries a list it does not show (the server sends the choices).
   * Without them a list field's choices are its check's codes named by its review names
   * (builtInOptions.ts), or, when it has none, the package must name a list.
   */
  options?: readonly OptionChoice[] | BuiltInList;
}

/**
 * How a stored value reads on Review, View Details and the signed PDF:
 * - text: as typed; choice: by its option's name (the configuration's list, else `names`);
 * - masked: a sensitive number down to its last four; yes_no: Yes or No;
 * - flags: the names of the ticked flags; phone: (310) 555-0182; percent: 25%;
 * - height: feet and inches (the inches field is `partOf` it); weight: in Lbs;
 * - zip_plus4: the zip with its +4 extension (the extension is `partOf` it).
 */
export type ReviewValue =
  | 'text'
  | 'choice'
  | 'masked'
  | 'yes_no'
  | 'flags'
  | 'phone'
  | 'percent'
  | 'height'
  | 'weight'
  | 'zip_plus4';

/**
 * A field's line in the application summary. Every field has one unless it says otherwise:
 * a field that is shown inside another field's line names that field (`partOf`), and a field that
 * is no fact of the application says why it is left out (`omitted`). Nothing drops out silently.
 */
type ReviewLine =
  | {
      /** The line's label when the summary words it differently from the form. */
      label?: string;
      /** Defaults by input: select → choice, ssn → masked, checkbox → yes_no, flags → flags, else text. */
      value?: ReviewValue;
      /** The product's own names for the field's codes, when no option list names them. */
      names?: Readonly<Record<string, string>>;
      /** A choice whose "other" answer is typed in another field: that text is shown instead. */
      otherText?: { when: string; field: string };
    }
  | { partOf: string }
  | { omitted: string };

/**
 * One built-in field of a wizard step, described once: its words, its input, its checks, its wire
 * shape and its review line. The form, the server's check, the review, View Details and the signed
 * PDF all read this one definition; which fields show is the form configuration's choice.
 */
export interface BuiltInField {
  /** The form's label, and the summary's unless its review line words it otherwise. */
  label: string;
  input: FieldInput;
  /** The check of the field when it must be filled: the empty value gives the field's own message. */
  check: z.ZodType;
  /** The check of a value when the field may stay empty (defaults to `check`). */
  optionalCheck?: z.ZodType;
  /** Types and sizes only, for the save call's static shape (no completeness). */
  wire: z.ZodType;
  /** Defaults to a line of its own, worded by `label` and read by the input's kind. */
  review?: ReviewLine;
}

/** A numeric text input of at most `maxLength` digits. */
export const numericInput = (maxLength: number, hint?: string): FieldInput => ({
  kind: 'text',
  inputMode: 'numeric',
  maxLength,
  ...(hint ? { hint } : {}),
});

/** The built-in lists held by name (builtInLists.ts has them). */
export type BuiltInList = 'us-states' | 'beneficiary-relationships';
export const US_STATE_CHOICES: BuiltInList = 'us-states';
export const BENEFICIARY_RELATIONSHIP_CHOICES: BuiltInList = 'beneficiary-relationships';
