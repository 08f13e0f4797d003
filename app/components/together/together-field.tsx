import type { ComponentProps } from "react";

interface TogetherFieldProps extends ComponentProps<"input"> {
  id: string;
  /** The field's visible label, which names it. */
  label: string;
  /** The label is for assistive technology only (the field's placeholder shows the words). */
  labelHidden?: boolean;
}

/** A text field of the watch-together panel under its label; `className` adds to the panel's field style. */
export function TogetherField({ id, label, labelHidden, className, ...input }: TogetherFieldProps) {
  return (
    <>
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : "together-label"}>
        {label}
      </label>
      <input
        id={id}
        className={className ? `field together-field ${className}` : "field together-field"}
        {...input}
      />
    </>
  );
}
